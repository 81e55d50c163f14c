// User watchlists, kept in local storage key `category` (spec §3 "Watchlist category").
import * as z from 'zod/mini';
import { DEFAULT_WATCHLIST_ID } from '@/shared/categories/categories';

export const WATCHLIST_STORAGE_KEY = 'category';

const watchlistSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  path: z.optional(z.string()),
  type: z.catch(z.enum(['watchlist', 'group']), 'watchlist'),
  groupName: z.optional(z.string()),
  value: z.catch(z.array(z.string()), () => []),
  pinnedRow: z.catch(z.array(z.string()), () => []),
  symbols: z.optional(z.string()),
  sequence: z.optional(z.number()),
});

export type Watchlist = z.infer<typeof watchlistSchema>;

/** The default watchlist every user has; it cannot be renamed or deleted. */
export const defaultWatchlist = (): Watchlist => ({
  id: DEFAULT_WATCHLIST_ID,
  name: '',
  type: 'watchlist',
  value: [],
  pinnedRow: [],
  sequence: 0,
});

/** Parses the stored list; malformed entries are dropped and the default list is always present. */
export function parseWatchlists(raw: string | null): Watchlist[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    value = [];
  }
  const items = Array.isArray(value) ? value : [];
  const lists = items.flatMap((item) => {
    const parsed = watchlistSchema.safeParse(item);
    return parsed.success && parsed.data.type === 'watchlist' ? [parsed.data] : [];
  });
  return lists.some((list) => list.id === DEFAULT_WATCHLIST_ID) ? lists : [defaultWatchlist(), ...lists];
}
