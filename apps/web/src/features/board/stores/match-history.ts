// Match history of the derivatives board's selected contract: the day's trades from the board
// host, then live 6220 trades, newest first, bounded. It follows one symbol: selecting another
// clears it at once, and trades of any other symbol (a late reply, a live trade) are ignored.
import type { Trade } from '@sen/protocol';

export interface MatchEntry {
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

export const MATCH_HISTORY_LIMIT = 500;

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
  let items: readonly MatchEntry[] = [];
  let pending = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    pending = false;
    for (const listener of [...listeners]) listener();
  };
  return {
    symbol: () => followed,
    get: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    select(symbol) {
      if (symbol === followed) return;
      followed = symbol;
      items = [];
      notify();
    },
    load(symbol, trades) {
      if (symbol !== followed) return;
      const loaded = trades.filter((trade) => trade.symbol === symbol && !trade.projected).map(entryOf);
      const newest = loaded[0]?.seq ?? 0;
      items = [...items.filter((entry) => entry.seq > newest), ...loaded].slice(0, limit);
      notify();
    },
    add(trade) {
      if (trade.symbol !== followed || trade.projected) return;
      if (items.some((entry) => entry.seq === trade.seq)) return;
      items = [entryOf(trade), ...items].slice(0, limit);
      if (!pending) {
        pending = true;
        schedule(notify);
      }
    },
  };
}

export const matchHistory = createMatchHistory();
