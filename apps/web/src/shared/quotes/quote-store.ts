// Quotes of the board outside React, keyed by symbol. Writers change quotes and mark them dirty;
// `flush` notifies each dirty symbol's subscribers once (the live feed flushes once per animation
// frame). A row reads its own symbol with useSyncExternalStore, so one quote change re-renders
// one row, never the table. Changes of a symbol nobody follows (a row out of view) can wait,
// unread, until the symbol is read (`defer`): a board of 400 rows shows about 40, so most of a
// fast stream is not parsed while frames are being made. The waiting changes are applied when the
// main thread is idle (requestIdleCallback, a few ms at a time, never past the idle period), so a
// sort or a scroll does not have to parse them all at once when it happens.
import type { Quote } from '@sen/protocol';
import { marketNow } from '@/shared/lib/market-clock';

export interface QuoteStore {
  get(symbol: string): Quote | undefined;
  subscribe(symbol: string, listener: () => void): () => void;
  /** Replaces the quotes of a snapshot (and notifies at once). */
  load(quotes: readonly Quote[]): void;
  /** Whether this very snapshot is the last one loaded (and the store not cleared since). */
  holds(quotes: readonly Quote[]): boolean;
  /** Changes one known quote; unknown symbols are ignored. Subscribers hear of it at the next flush. */
  update(symbol: string, change: (quote: Quote) => Quote): void;
  /** Whether anyone follows this symbol now (a row on screen). */
  watched(symbol: string): boolean;
  /**
   * Keeps a change of a symbol for later: it is applied, with those before it in order, when the
   * symbol is next read or changed. A snapshot (`load`) drops the waiting changes of its symbols.
   * False (nothing kept) for a symbol without a quote.
   */
  defer(symbol: string, change: (quote: Quote) => Quote): boolean;
  /** Notifies the subscribers of every symbol changed since the last flush. */
  flush(): void;
  /** Snapshot generation: increases with every load (the list-level state subscribes to it). */
  generation(): number;
  subscribeGeneration(listener: () => void): () => void;
  /** Market time (epoch ms, server clock) a symbol's quote last changed (snapshot or message). */
  changedAt(symbol: string): number | undefined;
  /** Market time of the latest change of any quote. */
  lastChangeAt(): number | undefined;
  clear(): void;
}

/** Waiting changes of one symbol beyond this are applied at once (bounded memory). */
export const MAX_DEFERRED = 32;

/** Runs a callback when the main thread is idle, with the time left of that idle period. */
export type IdleScheduler = (callback: (timeLeft: () => number) => void) => void;

const browserIdle: IdleScheduler | null =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback((deadline) => callback(() => deadline.timeRemaining()))
    : null;

/** Idle time kept free of waiting changes (for the browser's own work). */
const IDLE_MARGIN_MS = 2;

export function createQuoteStore(
  now: () => number | null = marketNow,
  idle: IdleScheduler | null = browserIdle,
): QuoteStore {
  const quotes = new Map<string, Quote>();
  const changed = new Map<string, number>();
  let lastChange: number | undefined;
  const stamp = (symbol: string) => {
    const time = now();
    if (time === null) return;
    changed.set(symbol, time);
    lastChange = time;
  };
  const deferred = new Map<string, ((quote: Quote) => Quote)[]>();
  const listeners = new Map<string, Set<() => void>>();
  const generationListeners = new Set<() => void>();
  let dirty = new Set<string>();
  let generation = 0;
  let loaded: readonly Quote[] | null = null;

  const flush = () => {
    if (dirty.size === 0) return;
    const changed = dirty;
    dirty = new Set();
    for (const symbol of changed) for (const listener of listeners.get(symbol) ?? []) listener();
  };

  const get = (symbol: string): Quote | undefined => {
    const waiting = deferred.get(symbol);
    if (waiting === undefined) return quotes.get(symbol);
    deferred.delete(symbol);
    let quote = quotes.get(symbol);
    if (quote === undefined) return undefined;
    for (const change of waiting) quote = change(quote);
    quotes.set(symbol, quote);
    return quote;
  };

  let settling = false;
  const settle = (timeLeft: () => number) => {
    settling = false;
    for (const symbol of deferred.keys()) {
      if (timeLeft() < IDLE_MARGIN_MS) break;
      get(symbol);
    }
    settleWhenIdle();
  };
  const settleWhenIdle = () => {
    if (settling || !idle || deferred.size === 0) return;
    settling = true;
    idle(settle);
  };

  return {
    get,
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
      loaded = list;
      for (const quote of list) {
        quotes.set(quote.symbol, quote);
        deferred.delete(quote.symbol);
        dirty.add(quote.symbol);
        stamp(quote.symbol);
      }
      generation += 1;
      flush();
      for (const listener of [...generationListeners]) listener();
    },
    holds: (list) => loaded === list,
    update(symbol, change) {
      const quote = get(symbol);
      if (!quote) return;
      const next = change(quote);
      if (next === quote) return;
      quotes.set(symbol, next);
      dirty.add(symbol);
      stamp(symbol);
    },
    watched: (symbol) => listeners.has(symbol),
    defer(symbol, change) {
      if (!quotes.has(symbol)) return false;
      stamp(symbol);
      const waiting = deferred.get(symbol);
      if (waiting === undefined) {
        deferred.set(symbol, [change]);
        settleWhenIdle();
      } else {
        waiting.push(change);
        if (waiting.length >= MAX_DEFERRED) get(symbol);
      }
      return true;
    },
    flush,
    generation: () => generation,
    subscribeGeneration(listener) {
      generationListeners.add(listener);
      return () => {
        generationListeners.delete(listener);
      };
    },
    changedAt: (symbol) => changed.get(symbol),
    lastChangeAt: () => lastChange,
    clear() {
      loaded = null;
      changed.clear();
      quotes.clear();
      deferred.clear();
      dirty.clear();
    },
  };
}

/** The board's one quote store (one board is on screen at a time). */
export const quoteStore = createQuoteStore();
