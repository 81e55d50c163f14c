// Match history of the derivatives board's selected contract: the day's trades from the board
// host, then live 6220 trades, newest first, bounded. It follows one symbol: selecting another
// clears it at once, and trades of any other symbol (a late reply, a live trade) are ignored.
// Storage, bound and notification are those of the board's bounded list (bounded-list.ts).
import type { Trade } from '@sen/protocol';
import { createBoundedList } from './bounded-list';

interface MatchEntry {
  seq: number;
  time: string;
  price: number;
  volume: number;
  change: number;
}

export interface MatchHistory {
  /** The symbol followed, null before the first selection. */
  symbol(): string | null;
  get(): readonly MatchEntry[];
  subscribe(listener: () => void): () => void;
  /** Follows a symbol; another one than now clears the entries. */
  select(symbol: string | null): void;
  /** The day's trades of a symbol (newest first); live trades newer than them are kept. */
  load(symbol: string, trades: readonly Trade[]): void;
  /** One live trade, in front. */
  add(trade: Trade): void;
}

const MATCH_HISTORY_LIMIT = 500;

const entryOf = (trade: Trade): MatchEntry => ({
  seq: trade.seq,
  time: trade.time,
  price: trade.price,
  volume: trade.volume,
  change: trade.change,
});

export function createMatchHistory(
  limit = MATCH_HISTORY_LIMIT,
  schedule: (run: () => void) => void = queueMicrotask,
): MatchHistory {
  let followed: string | null = null;
  const list = createBoundedList<MatchEntry>(limit, schedule);
  return {
    symbol: () => followed,
    get: list.get,
    subscribe: list.subscribe,
    select(symbol) {
      if (symbol === followed) return;
      followed = symbol;
      list.reset([]);
    },
    load(symbol, trades) {
      if (symbol !== followed) return;
      const loaded = trades.filter((trade) => trade.symbol === symbol && !trade.projected).map(entryOf);
      const newest = loaded[0]?.seq ?? 0;
      list.reset([...list.get().filter((entry) => entry.seq > newest), ...loaded]);
    },
    add(trade) {
      if (trade.symbol !== followed || trade.projected) return;
      if (list.get().some((entry) => entry.seq === trade.seq)) return;
      list.add(entryOf(trade));
    },
  };
}

export const matchHistory = createMatchHistory();
