// The first board data the server inlines into index.html on the board routes (a
// `<script type="application/json" id="sen-board-boot">`, apps/server/src/modules/web/board-boot.ts):
// the category list and the snapshot of the board the page opens on, so its first rows show
// without waiting for requests made after the scripts run. Read once; the snapshot is handed out
// once (to the first board of those symbols), checked by the same schema and codec as a reply.
// Checking a row costs about as much as drawing it: the rows the first screen shows are checked
// for the first render, the others once the first frame is painted (into the quote store, if it
// still holds that board's first rows).
import {
  snapshotToQuote,
  watchlistCategoryListSchema,
  type Quote,
  type WatchlistCategory,
} from '@sen/protocol';
import * as z from 'zod/mini';
import { afterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { quoteStore } from '@/shared/quotes/quote-store';

export const BOARD_BOOT_ELEMENT_ID = 'sen-board-boot';

const bootSchema = z.object({
  categoryId: z.string(),
  categories: watchlistCategoryListSchema,
  quotes: z.array(z.unknown()),
});

interface Boot {
  categories: WatchlistCategory[];
  /** The snapshot's symbols, comma-joined, and its rows (undefined once taken). */
  symbols: string;
  quotes: unknown[] | undefined;
}

let boot: Boot | null | undefined;

function read(): Boot | null {
  if (boot !== undefined) return boot;
  boot = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(BOARD_BOOT_ELEMENT_ID);
  if (!element?.textContent) return boot;
  try {
    const parsed = bootSchema.safeParse(JSON.parse(element.textContent));
    if (!parsed.success) return boot;
    const category = parsed.data.categories.find((entry) => entry.id === parsed.data.categoryId);
    const symbols = category?.symbols ?? category?.value.join(',') ?? '';
    boot = { categories: parsed.data.categories, symbols, quotes: parsed.data.quotes };
  } catch {
    // Not JSON: the board loads its data as without it.
  }
  return boot;
}

/** The inlined category list. */
export function bootCategories(): WatchlistCategory[] | undefined {
  return read()?.categories;
}

/**
 * The inlined snapshot if it is of exactly these symbols and not taken yet (taken by this call):
 * its first `firstRows` rows (all by default); the rest go to the quote store after the first paint.
 */
export function takeBootQuotes(symbols: readonly string[], firstRows = Infinity): Quote[] | undefined {
  const found = read();
  if (!found?.quotes || found.symbols !== symbols.join(',')) return undefined;
  const rows = found.quotes;
  found.quotes = undefined;
  const first = quotesOf(rows.slice(0, firstRows));
  if (rows.length > firstRows) {
    // A task of its own, also when the page is already painted: `first` is in the store by then.
    const loadRest = () => {
      if (quoteStore.holds(first)) quoteStore.load([...first, ...quotesOf(rows.slice(firstRows))]);
    };
    afterFirstPaint(() => setTimeout(loadRest, 0));
  }
  return first;
}

function quotesOf(rows: readonly unknown[]): Quote[] {
  const data: Quote[] = [];
  for (const row of rows) {
    const result = snapshotToQuote(row);
    if (result.ok) data.push(result.value);
  }
  return data;
}

/** For tests: forget what was read. */
export function resetBoardBoot(): void {
  boot = undefined;
}
