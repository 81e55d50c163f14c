// User watchlists, kept in local storage key `category` (spec §3 "Watchlist category").
import { z } from 'zod';
import { DEFAULT_WATCHLIST_ID } from '@/shared/categories/categories';

export const WATCHLIST_STORAGE_KEY = 'category';

const watchlistSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  path: z.string().optional(),
  type: z.enum(['watchlist', 'group']).catch('watchlist'),
  groupName: z.string().optional(),
  value: z.array(z.string()).catch([]),
  pinnedRow: z.array(z.string()).catch([]),
  symbols: z.string().optional(),
  sequence: z.number().optional(),
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
