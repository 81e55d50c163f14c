import { marketFromCode, type StockMarketId } from '@sen/market';
import * as z from '../zod-mini.ts';

/** `post_to` spellings of the stock list (spec §3): HOSE/STO, HNX/STX, UPCOM/UPX. */
export const postToSchema = z.enum(['HOSE', 'STO', 'HNX', 'STX', 'UPCOM', 'UPX']);

/** Stock list entry (`/getlistallstock`). */
export const stockListEntrySchema = z.object({
  stock_code: z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)),
  name_vn: z.string().check(z.maxLength(256)),
  name_en: z.optional(z.string().check(z.maxLength(256))),
  name_short: z.optional(z.string().check(z.maxLength(128))),
  post_to: postToSchema,
});
export type StockListEntry = z.output<typeof stockListEntrySchema>;
/** `/getlistallstock` payload. */
export const stockListSchema = z.array(stockListEntrySchema).check(z.maxLength(10_000));

/** Market of a stock list entry, by its `post_to`. */
export function stockListMarket(entry: Pick<StockListEntry, 'post_to'>): StockMarketId {
  return marketFromCode(entry.post_to);
}

/** Industry (spec §3): symbols are comma-separated on the wire. */
export const industrySchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.int()]),
  sequence: z.int().check(z.nonnegative()),
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  path: z.string().check(z.regex(/^nganh-[a-z0-9-]+$/, 'industry path is nganh-{slug}')),
  symbols: z.string().check(z.maxLength(20_000)),
});
export type Industry = z.output<typeof industrySchema>;

/** Splits an industry's comma-separated symbols. */
export function industrySymbols(industry: Pick<Industry, 'symbols'>): string[] {
  return industry.symbols
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Watchlist rules (spec §5, §9). */
export const WATCHLIST_LIMITS = { maxCategories: 15, maxNameLength: 20, maxSymbols: 100 } as const;
/** Id of the default watchlist, which cannot be renamed or deleted. */
export const DEFAULT_WATCHLIST_ID = 'mac-dinh';

const symbolList = z
  .array(z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)))
  .check(z.maxLength(WATCHLIST_LIMITS.maxSymbols));

/** Watchlist category entity (stored locally and on the server, spec §3). */
export const watchlistCategorySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(WATCHLIST_LIMITS.maxNameLength)),
  path: z.string().check(z.maxLength(128)),
  type: z.enum(['watchlist', 'group']),
  groupName: z.optional(z.enum(['CHUNGQUYEN', 'PHAISINH', 'NGANH', 'LOLE'])),
  value: symbolList,
  pinnedRow: z._default(symbolList, () => []),
  symbols: z.optional(z.string().check(z.maxLength(4_000))),
  sequence: z.int().check(z.nonnegative()),
});
export type WatchlistCategory = z.output<typeof watchlistCategorySchema>;
/** The categories list: watchlists (at most 15) and the fixed groups. */
export const watchlistCategoryListSchema = z
  .array(watchlistCategorySchema)
  .check(z.maxLength(WATCHLIST_LIMITS.maxCategories + 64));
