// The generated past of the simulated market (`PastMarketHistory` of @sen/exchange) for one
// market runtime: it ends the trading day before the first day this server ran, at that day's
// reference prices, and is shared by the info host (`/stockHis.pt`) and the board host (daily
// index histories). It is made lazily, per symbol, and a few milliseconds at a time: a request
// makes only what it needs (a stock: the daily model's run and its own path; an index: every
// member's path and bars) in slices of `sliceMs`, letting the event loop run between them, so the
// realtime channel and other requests never wait for it. The daily model's run, which every stock
// needs, is made in the background shortly after the server is ready (`warmUp`).
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  PastMarketHistory,
  type LiveStart,
  type PastBar,
  type PastIndexBar,
  type PastSteps,
} from '@sen/exchange';
import type { IndexId } from '@sen/market';
import type { MarketRuntime } from '../market/market-runtime.ts';

/** CPU time of one slice of generation before the event loop gets a turn. */
const PAST_SLICE_MS = 8;

/** Wait after the server is ready before the past's warm-up starts (start-up work goes first). */
export const PAST_WARM_UP_DELAY_MS = 1000;

export interface PastHistorySourceOptions {
  /** Milliseconds of work per slice (default `PAST_SLICE_MS`; 0: one step per turn of the loop). */
  sliceMs?: number;
}

/**
 * Runs steps a slice at a time, each slice until `sliceMs` have passed, and gives the event loop a
 * turn between slices (`onTurn` counts them); an aborted `signal` stops it between slices (it
 * throws the signal's reason). What takes one slice is answered without a turn.
 */
async function runInSlices<T>(
  steps: PastSteps<T>,
  sliceMs: number,
  { onTurn, signal }: { onTurn?: () => void; signal?: AbortSignal } = {},
): Promise<T> {
  for (;;) {
    const started = performance.now();
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
      if (performance.now() - started >= sliceMs) break;
    }
    onTurn?.();
    await nextTurn();
    signal?.throwIfAborted();
  }
}

export class PastHistorySource {
  /** The first live trading day: the past ends the trading day before it. */
  readonly firstLiveDate: string;
  private readonly starts = new Map<string, LiveStart>();
  private readonly sliceMs: number;
  private past: PastMarketHistory | undefined;
  private readonly closing = new AbortController();
  /** Turns of the event loop the generation has given back so far (for tests and benchmarks). */
  turns = 0;

  constructor(
    market: Pick<MarketRuntime, 'store'>,
    private readonly seed: number,
    options: PastHistorySourceOptions = {},
  ) {
    this.sliceMs = options.sliceMs ?? PAST_SLICE_MS;
    this.firstLiveDate = market.store.tradingDate;
    for (const state of market.store.all()) {
      const room = state.foreign.room;
      this.starts.set(state.instrument.symbol, {
        reference: state.reference,
        ...(room > 0 ? { foreignRoom: room } : {}),
      });
    }
  }

  /** The past's generator (cheap: nothing is generated until asked for). */
  get(): PastMarketHistory {
    this.past ??= new PastMarketHistory({
      seed: this.seed,
      firstLiveDate: this.firstLiveDate,
      liveStart: (symbol) => this.starts.get(symbol),
    });
    return this.past;
  }

  /** The past daily bars of a symbol, oldest first, made in slices when not made yet. */
  bars(symbol: string): Promise<readonly PastBar[]> {
    return this.run(this.get().barsInSteps(symbol));
  }

  /** The past days of an index, oldest first, made in slices when not made yet. */
  indexBars(id: IndexId): Promise<readonly PastIndexBar[]> {
    return this.run(this.get().indexBarsInSteps(id));
  }

  /**
   * Makes what every stock's past needs (the daily model's run) in slices, in the background, so
   * that the first `/stockHis.pt` of a stock takes milliseconds; a request that comes meanwhile
   * shares the work. Stopped by `close`.
   */
  async warmUp(): Promise<void> {
    if (this.closing.signal.aborted) return;
    await this.run(this.get().warmUpInSteps(), this.closing.signal).catch(() => undefined);
  }

  /** Stops a warm-up under way (the server is closing). */
  close(): void {
    this.closing.abort();
  }

  private run<T>(steps: PastSteps<T>, signal?: AbortSignal): Promise<T> {
    const onTurn = () => {
      this.turns += 1;
    };
    return runInSlices(steps, this.sliceMs, signal ? { onTurn, signal } : { onTurn });
  }
}

const sources = new WeakMap<object, PastHistorySource>();

/** The past of a market runtime, one per runtime (captured when first asked, at plugin start). */
export function pastHistoryOf(market: Pick<MarketRuntime, 'store'>, seed: number): PastHistorySource {
  let source = sources.get(market);
  if (!source) sources.set(market, (source = new PastHistorySource(market, seed)));
  return source;
}
