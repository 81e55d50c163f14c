// The first board data inlined into index.html for the board routes (issue 28 item 2): the board's
// category list and the quote snapshot of the category shown (the same bodies as
// `/board/categories` and `/board/getStockPrice?symbols=`), and the client configuration (the body
// of `/config.json`), each in a `<script type="application/json">` element. It is data, never run
// (the CSP allows no inline script), and the app reads it once at start, so the first rows render
// in its first render, without the requests it would otherwise make after its scripts.
import { quoteToSnapshot, type WatchlistCategory } from '@sen/protocol';
import type { MarketCatalogue } from '../market/market-catalogue.ts';
import { boardCategories } from '../board/board-categories.ts';
import type { QuoteService } from '../board/quote-service.ts';

/** The element's id, read by the web app (apps/web/src/features/board/api/board-boot.ts). */
const BOARD_BOOT_ELEMENT_ID = 'sen-board-boot';
/** The configuration's element, read by the web app (apps/web/src/shared/config/inline-config.ts). */
const CONFIG_ELEMENT_ID = 'sen-config';

/** index.html's preload of the configuration (apps/web/index.html). */
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json"[^>]*>\s*/;

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

/**
 * index.html with the boot data and the client configuration in its head (`<` escaped, so no text
 * can close an element), without the preload of `/config.json` (the page carries it).
 */
export function withBoardBoot(html: string, boot: BoardBoot, config: object): string {
  const data = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const element = `${data(CONFIG_ELEMENT_ID, config)}${data(BOARD_BOOT_ELEMENT_ID, boot)}`;
  const page = html.replace(CONFIG_PRELOAD, '');
  const at = page.indexOf('</head>');
  return at < 0
    ? page.replace('<body>', `<body>${element}`)
    : `${page.slice(0, at)}${element}${page.slice(at)}`;
}
