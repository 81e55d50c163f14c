// Quotes of the board outside React, keyed by symbol. Writers change quotes and mark them dirty;
// `flush` notifies each dirty symbol's subscribers once (the live feed flushes once per animation
// frame). A row reads its own symbol with useSyncExternalStore, so one quote change re-renders
// one row, never the table.
import type { Quote } from '@sen/protocol';

export interface QuoteStore {
  get(symbol: string): Quote | undefined;
  subscribe(symbol: string, listener: () => void): () => void;
  /** Replaces the quotes of a snapshot (and notifies at once). */
  load(quotes: readonly Quote[]): void;
  /** Changes one known quote; unknown symbols are ignored. Subscribers hear of it at the next flush. */
  update(symbol: string, change: (quote: Quote) => Quote): void;
  /** Notifies the subscribers of every symbol changed since the last flush. */
  flush(): void;
  /** Snapshot generation: increases with every load (the list-level state subscribes to it). */
  generation(): number;
  subscribeGeneration(listener: () => void): () => void;
  clear(): void;
}

export function createQuoteStore(): QuoteStore {
  const quotes = new Map<string, Quote>();
  const listeners = new Map<string, Set<() => void>>();
  const generationListeners = new Set<() => void>();
  let dirty = new Set<string>();
  let generation = 0;

  const flush = () => {
    if (dirty.size === 0) return;
    const changed = dirty;
    dirty = new Set();
    for (const symbol of changed) for (const listener of listeners.get(symbol) ?? []) listener();
  };

  return {
    get: (symbol) => quotes.get(symbol),
    subscribe(symbol, listener) {
      let set = listeners.get(symbol);
      if (!set) listeners.set(symbol, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(symbol);
      };
    },
    load(list) {
      for (const quote of list) {
        quotes.set(quote.symbol, quote);
        dirty.add(quote.symbol);
      }
      generation += 1;
      flush();
      for (const listener of [...generationListeners]) listener();
    },
    update(symbol, change) {
      const quote = quotes.get(symbol);
      if (!quote) return;
      const next = change(quote);
      if (next === quote) return;
      quotes.set(symbol, next);
      dirty.add(symbol);
    },
    flush,
    generation: () => generation,
    subscribeGeneration(listener) {
      generationListeners.add(listener);
      return () => {
        generationListeners.delete(listener);
      };
    },
    clear() {
      quotes.clear();
      dirty.clear();
    },
  };
}

/** The board's one quote store (one board is on screen at a time). */
export const quoteStore = createQuoteStore();
