// The first board data inlined into index.html for the board routes (issue 28 item 2): the board's
// category list and the quote snapshot of the category shown (the same bodies as
// `/board/categories` and `/board/getStockPrice?symbols=`), in a `<script type="application/json">`
// element. It is data, never run (the CSP allows no inline script), and the app reads it once at
// start, so the first rows render without the requests it would otherwise make after its scripts.
import { quoteToSnapshot, type WatchlistCategory } from '@sen/protocol';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import { boardCategories } from '../board/board-categories.ts';
import type { QuoteService } from '../board/quote-service.ts';

/** The element's id, read by the web app (apps/web/src/features/board/api/board-boot.ts). */
const BOARD_BOOT_ELEMENT_ID = 'sen-board-boot';

/** Where the app shows the default board (vn30) after its redirects. */
const DEFAULT_BOARD_PATHS = new Set(['/', '/home', '/home/bang-gia', '/bang-gia']);
const DEFAULT_CATEGORY_ID = 'vn30';
const BOARD_PATH = /^\/home\/bang-gia\/([^/]+)\/?$/;

export interface BoardBoot {
  categoryId: string;
  categories: WatchlistCategory[];
  /** `/getStockPrice` rows of the category's symbols, in its order. */
  quotes: unknown[];
}

/** The board category a client route shows first, if it is one. */
export function boardCategoryOfPath(url: string): string | undefined {
  const path = url.split('?')[0] ?? '/';
  if (DEFAULT_BOARD_PATHS.has(path.replace(/(.)\/$/, '$1'))) return DEFAULT_CATEGORY_ID;
  const match = BOARD_PATH.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The boot data of a standard board (an exchange, index or ETF list: no special mode, symbols
 * listed); undefined for every other category (odd lots, put-through, futures, warrants,
 * industries, watchlists), whose boards load their own data.
 */
export function boardBoot(
  catalogue: MarketCatalogue,
  quotes: QuoteService,
  categoryId: string,
): BoardBoot | undefined {
  const categories = boardCategories(catalogue);
  const category = categories.find((entry) => entry.id === categoryId);
  const symbols = category?.symbols?.split(',').filter((symbol) => symbol !== '') ?? [];
  if (!category || category.groupName !== undefined || symbols.length === 0) return undefined;
  return { categoryId, categories, quotes: quotes.quotes(symbols).map(quoteToSnapshot) };
}

/** index.html with the boot data in its head (`<` escaped, so no text can close the element). */
export function withBoardBoot(html: string, boot: BoardBoot): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${BOARD_BOOT_ELEMENT_ID}">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0
    ? html.replace('<body>', `<body>${element}`)
    : `${html.slice(0, at)}${element}${html.slice(at)}`;
}
