// Drives the simulated market from the market clock on a wall-clock timer and fans its events
// out: the store first (so readers see the new state), then the bus (realtime), then brokerage
// listeners (the OMS follows its orders). Only this class calls advanceTo.
import type { Exchange, ExchangeEvent, MarketClock, MarketSimulator } from '@sen/exchange';
import { INDEXES, indexFromCode } from '@sen/market';
import type { IndexSnapshot } from '@sen/protocol';
import type { Bus } from '../../plugins/bus/bus.ts';
import { indexSnapshotOf, type MarketIndexes } from './index-snapshot-of.ts';
import type { MarketCatalogue } from './market-catalogue.ts';
import type { MarketStore } from './market-store.ts';
import type { MarketUpdate } from './market-updates.ts';
import { MARKET_UPDATES } from './market-updates.ts';

/** Market time advanced in one step of a catch-up: adapted to the budget between these bounds. */
const MIN_SLICE_MS = 250;
const MAX_SLICE_MS = 60_000;

export interface MarketRuntimeOptions {
  clock: MarketClock;
  simulator: MarketSimulator;
  store: MarketStore;
  catalogue: MarketCatalogue;
  bus: Bus;
  tickMs: number;
  onError: (error: unknown) => void;
  /** A fresh simulator and store from the clock's start (`reset`). */
  rebuild?: () => { simulator: MarketSimulator; store: MarketStore };
}

export class MarketRuntime {
  private timer: NodeJS.Timeout | undefined;
  private readonly exchangeListeners = new Set<(event: ExchangeEvent) => void>();
  private detach: () => void;
  private simulator: MarketSimulator;
  /** Market time the simulator started at (the clock's start when it was built). */
  private startedAt: number;
  /** True once the timer ran (a node that led before holds a stale exchange). */
  private ran = false;
  /** A follower's warm market (`follow`): advances, publishes nothing. */
  private quiet = false;
  private readonly lastIndexPrint = new Map<string, string>();
  private lastTime = 0;
  private closed = false;
  /** The catch-up's slice: halves while a slice takes over half the budget, doubles while it is cheap. */
  private sliceMs = 1_000;
  /** Events applied since start (for health and benchmarks). */
  eventCount = 0;

  constructor(private readonly options: MarketRuntimeOptions) {
    this.simulator = options.simulator;
    this.detach = this.simulator.onEvent((event) => this.dispatch(event));
    this.copyForeign();
    this.lastTime = this.simulator.now;
    this.startedAt = this.options.clock.startTime();
  }

  /**
   * True when the exchange is not the fresh one of the clock's day: it ran before (this node led
   * the market, then stepped down) or the clock adopted another node's day since it was built.
   */
  get stale(): boolean {
    return this.ran || this.startedAt !== this.options.clock.startTime();
  }

  /**
   * A fresh exchange and store from the clock's start, as after a restart (a node taking the
   * market over again: the open orders are re-sent from the database). Stops the timer.
   */
  reset(): void {
    if (!this.options.rebuild) throw new Error('this market cannot be rebuilt');
    this.stop();
    this.detach();
    const fresh = this.options.rebuild();
    this.simulator = fresh.simulator;
    this.options.store.replaceWith(fresh.store);
    this.detach = this.simulator.onEvent((event) => this.dispatch(event));
    this.lastIndexPrint.clear();
    this.copyForeign();
    this.lastTime = this.simulator.now;
    this.startedAt = this.options.clock.startTime();
    this.ran = false;
  }

  get clock(): MarketClock {
    return this.options.clock;
  }

  /** The exchange facade: brokerage orders go in through `submit`, `cancel`, `replace`. */
  get exchange(): Exchange {
    return this.simulator.exchange;
  }

  get store(): MarketStore {
    return this.options.store;
  }

  get catalogue(): MarketCatalogue {
    return this.options.catalogue;
  }

  get indexes(): MarketIndexes {
    return this.simulator.indexes;
  }

  /**
   * Market time now by the market clock (the demo clock, or the real Asia/Ho_Chi_Minh one): the one
   * reading every record a customer sees is stamped with (orders, conditional orders, movements,
   * transfers, notifications, loans, bond orders, rights, account requests), never the wall clock
   * (docs/architecture.md, "The market clock in the private area"). Real mode: the wall instant.
   */
  now(): number {
    return this.options.clock.marketTime();
  }

  /**
   * Market time the exchange has reached (at most a tick behind `now`): the ledger dates and times
   * its entries by it, so an entry falls on the exchange's day (a fill on the day it traded).
   */
  get time(): number {
    return this.lastTime;
  }

  /** An index now by any of its codes (10, 001, VNINDEX...), undefined when unknown. */
  index(code: string): IndexSnapshot | undefined {
    const info = indexFromCode(code);
    return info && indexSnapshotOf(this.indexes, this.store, info.id, this.lastTime);
  }

  /**
   * The market summary card of the three stock markets today, VND: matched value, negotiated
   * (put-through) value and foreign matched value (buy plus sell).
   */
  summary(): { totalValue: number; negotiatedValue: number; foreignValue: number } {
    const total = { totalValue: 0, negotiatedValue: 0, foreignValue: 0 };
    for (const market of ['HSX', 'HNX', 'UPCOM'] as const) {
      const summary = this.simulator.summary(market);
      total.totalValue += summary.totalValue;
      total.negotiatedValue += summary.negotiatedValue;
      total.foreignValue += summary.foreignBuyValue + summary.foreignSellValue;
    }
    return total;
  }

  /** Moves a stock's simulated fair value by a factor (the margin module's test hook; demo only). */
  shiftFair(symbol: string, factor: number): boolean {
    return this.simulator.shiftFair(symbol, factor);
  }

  start(): void {
    if (this.closed) return;
    this.ran = true;
    this.quiet = false;
    this.tick();
    // A follower's timer (unreferenced) goes on; the leader's keeps the process alive.
    this.timer ??= setInterval(() => this.tick(), this.options.tickMs);
    this.timer.ref();
  }

  /**
   * Keeps a follower's market warm (modules/cluster): the timer moves the simulator and the store
   * with the clock but nothing is published or handed to the exchange listeners (the leader's
   * market is the one the nodes serve), so a node taking the market over has no day to replay:
   * `start` then only turns its output on. Not stale: no brokerage order ever reaches it.
   */
  follow(): void {
    if (this.timer || this.closed) return;
    this.quiet = true;
    this.timer = setInterval(() => this.tick(), this.options.tickMs);
    this.timer.unref();
  }

  /** True while the market runs for a follower (`follow`): it publishes nothing. */
  get following(): boolean {
    return this.quiet && this.timer !== undefined;
  }

  /**
   * Moves the market towards the clock's current time in slices of market time, for at most a
   * wall-time budget: a long catch-up (a demo day starting late, a paused process) then spreads
   * over several ticks instead of blocking the event loop. While every market is closed (after the
   * close, nights, weekends, holidays) a slice reaches the exchange's next boundary or rollover at
   * once, so the demo clock's jump from one day's end to the next day's start costs a few slices.
   * Errors are reported, never thrown.
   */
  tick(): void {
    const target = this.options.clock.marketTime();
    if (this.closed || target <= this.lastTime) return;
    const started = performance.now();
    const budget = Math.max(20, this.options.tickMs / 2);
    try {
      do {
        const sliceStarted = performance.now();
        // A closed market jumps to its next change at once (the simulator's quietUntil).
        const quiet = this.simulator.quietUntil();
        const next = Math.min(target, Math.max(this.lastTime + this.sliceMs, quiet));
        this.simulator.advanceTo(next);
        this.lastTime = next;
        // A trading session's minute is costly, a closed night cheap: a taken-over market (a
        // whole morning to replay) starts serving within a tick or two, nights still go quickly.
        const took = performance.now() - sliceStarted;
        if (took > budget / 2) this.sliceMs = Math.max(MIN_SLICE_MS, this.sliceMs / 2);
        else if (took < budget / 8) this.sliceMs = Math.min(MAX_SLICE_MS, this.sliceMs * 2);
      } while (this.lastTime < target && performance.now() - started < budget);
      this.publishIndexes(this.lastTime);
    } catch (error) {
      this.options.onError(error);
    }
  }

  /**
   * Runs the market up to `time` at once, in slices of market time (a server started late in the
   * day first lives the day up to its start, so the board shows what already happened).
   */
  catchUp(time: number): void {
    while (this.lastTime < time) {
      const next = Math.min(time, Math.max(this.lastTime + MAX_SLICE_MS, this.simulator.quietUntil()));
      this.simulator.advanceTo(next);
      this.lastTime = next;
    }
    this.publishIndexes(this.lastTime);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.quiet = false;
  }

  close(): void {
    this.closed = true;
    this.stop();
    this.detach();
    this.exchangeListeners.clear();
  }

  /** Every market update, in order (the realtime gateway's source). Returns the unsubscribe. */
  /** The live corporate-action calendar of the simulated market (ex-dates, record and payment dates). */
  get calendar(): MarketSimulator['calendar'] {
    return this.simulator.calendar;
  }

  onUpdate(handler: (update: MarketUpdate) => void): () => void {
    return this.options.bus.subscribe(MARKET_UPDATES, handler);
  }

  /** Raw exchange events, including `order` events of brokerage orders (the OMS's source). */
  onExchangeEvent(listener: (event: ExchangeEvent) => void): () => void {
    this.exchangeListeners.add(listener);
    return () => {
      this.exchangeListeners.delete(listener);
    };
  }

  private publish(update: MarketUpdate): void {
    if (!this.quiet) this.options.bus.publish(MARKET_UPDATES, update);
  }

  private dispatch(event: ExchangeEvent): void {
    this.eventCount += 1;
    const update = this.options.store.apply(event);
    if (update) this.publish(update);
    if (
      event.type === 'order' &&
      event.status === 'fill' &&
      event.owner.kind === 'participant' &&
      event.owner.participantId === 'FOREIGN'
    ) {
      const state = this.copyForeign(event.symbol);
      if (state) this.publish({ kind: 'foreign', symbol: event.symbol, state });
    } else if (event.type === 'rollover') {
      this.copyForeign();
      this.options.catalogue.roll(event.tradingDate);
    }
    if (this.quiet) return;
    for (const listener of this.exchangeListeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  /** Copies the simulator's foreign figures of one symbol (or all) into the store. */
  private copyForeign(symbol?: string) {
    const ledger = this.simulator.foreign;
    const states =
      symbol === undefined
        ? [...this.store.all()]
        : [this.store.get(symbol)].filter((state) => state !== undefined);
    for (const state of states) {
      const figures = ledger.get(state.instrument.symbol);
      if (figures) state.foreign = { ...figures };
    }
    return symbol === undefined ? undefined : states[0];
  }

  /** One index update per index whose value or volume moved since the previous tick. */
  private publishIndexes(time: number): void {
    // A follower's warm market: the first ticks once it leads publish what moved meanwhile.
    if (this.quiet) return;
    for (const info of INDEXES) {
      const snapshot = this.indexes.snapshot(info.id);
      if (!snapshot) continue;
      const print = `${snapshot.value.toFixed(2)}|${snapshot.volume}`;
      if (this.lastIndexPrint.get(info.code) === print) continue;
      this.lastIndexPrint.set(info.code, print);
      this.publish({ kind: 'index', indexId: info.code, time });
    }
  }
}
