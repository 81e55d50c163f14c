// A deterministic past for every instrument and index: about two years of daily bars generated
// from the seed that end exactly at the first live day's reference prices, so the board's
// reference equals the last past close and the simulated live days follow on seamlessly.
//
// Stocks take their daily returns from the fair-value model that the fast daily mode (and the
// fidelity report) runs, one whole day per step; ETFs and futures follow VN30 built from those
// stocks, covered warrants are priced off their underlying. Each path is built backward from
// today's reference: every close is on the tick grid and inside the band of the day before.
import { priceBand, type IndexId } from '@sen/market';
import { buildBasket, INDEX_DEFINITIONS, type IndexBasket } from '../indexes/index-basket.ts';
import { futuresOn } from '../reference/reference-data.ts';
import { hashSeed, Rng } from '../reference/rng.ts';
import type { ReferenceData } from '../reference/types.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { buildFairModel } from '../simulation/build-fair-model.ts';
import { PAST_MARKET } from '../simulation/calibration.ts';
import { buildUniverse, type SimInstrument } from '../simulation/universe.ts';
import { pastTradingDays } from './past-calendar.ts';
import { Part, runSteps, type PastSteps } from './past-steps.ts';
import type { PastBar, PastHistoryOptions, PastIndexBar, PriceAction } from './past-types.ts';
import { companyPriceActions } from './price-actions.ts';
import { BAND_RATE, bandCarried } from './band-carry.ts';
import { detailedBars, pathFrom, warrantPath, type Path } from './past-path.ts';

/** Years of past by default. */
export const PAST_YEARS = 2;

/** The daily model's log returns of every stock (day-major) and its activity of each day. */
interface ModelRun {
  readonly returns: Float32Array;
  readonly activity: Float32Array;
}

/**
 * The generated past of the whole universe, made lazily and per symbol: a symbol's path (closes
 * and references) is made when first asked for, with what it depends on and nothing else: the one
 * run of the daily model that every stock's returns come from (all stocks at once, they share its
 * market and sector factors), VN30's members for an ETF or a futures contract, the underlying for
 * a covered warrant, every member for an index. Every random stream is the symbol's own, so the
 * result does not depend on the order things are asked for. The detailed bars of a symbol (open,
 * high, low, volumes, foreign flows) are made when asked for, and the last few are kept.
 *
 * `bars`, `closes` and `indexBars` make what they need at once; `barsInSteps` and
 * `indexBarsInSteps` do the same work a step at a time (a day of the model, a symbol's path or
 * detailed bars per step).
 */
export class PastMarketHistory {
  /** Past trading days, oldest first. */
  readonly dates: readonly string[];
  private readonly instruments = new Map<string, SimInstrument>();
  private readonly stocks: readonly SimInstrument[];
  private readonly pathParts = new Map<string, Part<Path>>();
  private readonly indexParts = new Map<IndexId, Part<readonly PastIndexBar[]>>();
  private readonly model: Part<ModelRun>;
  private readonly vn30Level: Part<Float64Array>;
  private readonly baskets: readonly IndexBasket[];
  private readonly referenceData: ReferenceData;
  private readonly actionsOf: (symbol: string) => readonly PriceAction[];
  private readonly cache = new Map<string, readonly PastBar[]>();
  private readonly cacheSize: number;

  constructor(private readonly options: PastHistoryOptions) {
    const reference = options.reference ?? REFERENCE;
    this.referenceData = reference;
    this.cacheSize = options.cacheSize ?? 128;
    this.dates = pastTradingDays(options.firstLiveDate, options.years ?? PAST_YEARS);
    const universe = buildUniverse(reference, options.firstLiveDate, options.seed);
    this.actionsOf = options.actionsOf ?? companyPriceActions(options.seed, options.firstLiveDate, reference);
    this.stocks = universe.filter((i) => i.fairIndex >= 0);
    // The symbols with a past, stocks first: ETFs, futures, and the covered warrants whose
    // underlying has a past and that the reference data describes.
    for (const instrument of this.stocks) this.instruments.set(instrument.symbol, instrument);
    for (const instrument of universe) {
      if (instrument.fairIndex >= 0) continue;
      const kind = instrument.kind;
      const warrant =
        kind === 'cw' &&
        this.instruments.has(instrument.underlying ?? '') &&
        reference.warrants.some((w) => w.symbol === instrument.symbol);
      if (kind === 'etf' || kind === 'future' || warrant) this.instruments.set(instrument.symbol, instrument);
    }
    this.baskets = INDEX_DEFINITIONS.map((definition) => buildBasket(definition, reference.stocks));
    this.model = new Part(() => this.runModel());
    this.vn30Level = new Part(() => this.makeVn30Level());
  }

  /** True when the symbol has a generated past. */
  has(symbol: string): boolean {
    return this.instruments.has(symbol);
  }

  /** Symbols with a generated past. */
  symbols(): string[] {
    return [...this.instruments.keys()];
  }

  /** What has been made so far: the daily model's run, symbol paths, index bars (for tests and logs). */
  made(): { model: boolean; paths: number; indexes: number } {
    let paths = 0;
    for (const part of this.pathParts.values()) if (part.done) paths += 1;
    let indexes = 0;
    for (const part of this.indexParts.values()) if (part.done) indexes += 1;
    return { model: this.model.done, paths, indexes };
  }

  /**
   * Makes, a step at a time, what the past of every stock needs (the daily model's run, about 0.1 s
   * of CPU), so that a stock's first bars then take a few milliseconds.
   */
  *warmUpInSteps(): PastSteps<void> {
    yield* this.model.value();
  }

  /** References and closes of a symbol's past days, oldest first (cheap: no detailed bars). */
  closes(symbol: string): { date: string; reference: number; close: number }[] {
    const part = this.pathPart(symbol);
    if (!part) return [];
    const path = runSteps(part.value());
    return this.dates.slice(path.from).map((date, k) => ({
      date,
      reference: path.refs[path.from + k]!,
      close: path.prices[path.from + k + 1]!,
    }));
  }

  /** The past daily bars of a symbol, oldest first (empty for an unknown symbol). */
  bars(symbol: string): readonly PastBar[] {
    return runSteps(this.barsInSteps(symbol));
  }

  /** `bars` a step at a time. */
  *barsInSteps(symbol: string): PastSteps<readonly PastBar[]> {
    const cached = this.cache.get(symbol);
    if (cached) {
      this.cache.delete(symbol);
      this.cache.set(symbol, cached);
      return cached;
    }
    const part = this.pathPart(symbol);
    if (!part) return [];
    const path = yield* part.value();
    const { activity } = yield* this.model.value();
    yield;
    // Made meanwhile by an interleaved run: the same bars.
    const again = this.cache.get(symbol);
    if (again) return again;
    const bars = detailedBars(path, activity, this.dates, this.options.seed);
    this.cache.set(symbol, bars);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return bars;
  }

  /** The past days of an index, oldest first: levels from its members' bars (kept once made). */
  indexBars(id: IndexId): readonly PastIndexBar[] {
    return runSteps(this.indexBarsInSteps(id));
  }

  /** `indexBars` a step at a time. */
  *indexBarsInSteps(id: IndexId): PastSteps<readonly PastIndexBar[]> {
    let part = this.indexParts.get(id);
    if (!part) {
      const basket = this.baskets.find((b) => b.id === id);
      if (!basket) return [];
      this.indexParts.set(id, (part = new Part(() => this.makeIndexBars(basket))));
    }
    return yield* part.value();
  }

  private *makeIndexBars(basket: IndexBasket): PastSteps<readonly PastIndexBar[]> {
    const n = this.dates.length;
    const { activity } = yield* this.model.value();
    const sums = {
      close: new Float64Array(n),
      open: new Float64Array(n),
      high: new Float64Array(n),
      low: new Float64Array(n),
      volume: new Float64Array(n),
      value: new Float64Array(n),
    };
    for (let k = 0; k < basket.symbols.length; k += 1) {
      const part = this.pathPart(basket.symbols[k]!);
      if (!part) continue;
      const path = yield* part.value();
      const quantity = basket.quantities[k]!;
      const bars =
        this.cache.get(path.instrument.symbol) ?? detailedBars(path, activity, this.dates, this.options.seed);
      bars.forEach((bar, d) => {
        sums.close[d]! += bar.close * quantity;
        sums.open[d]! += bar.open * quantity;
        sums.high[d]! += bar.high * quantity;
        sums.low[d]! += bar.low * quantity;
        sums.volume[d]! += bar.volume;
        sums.value[d]! += bar.value;
      });
      yield;
    }
    const level = yield* this.levels(basket);
    const round = (x: number) => Math.round(x * 100) / 100;
    return this.dates.map((date, d): PastIndexBar => {
      const close = level[d + 1]!;
      // The members' prices in index points of that day (the chained level over their close value).
      const scale = sums.close[d]! > 0 ? close / sums.close[d]! : 0;
      const open = sums.open[d]! * scale;
      const top = Math.max(open, close);
      const bottom = Math.min(open, close);
      // Members do not all peak at once: half of the sum-of-highs excess is the index's own high.
      const high = top + Math.max(0, sums.high[d]! * scale - top) / 2;
      const low = bottom - Math.max(0, bottom - sums.low[d]! * scale) / 2;
      return {
        date,
        previousClose: round(level[d]!),
        open: round(open),
        high: round(high),
        low: round(low),
        close: round(close),
        volume: Math.round(sums.volume[d]!),
        value: Math.round(sums.value[d]!),
      };
    });
  }

  /**
   * The fair-value model one whole day per step over every stock (its own seed: the past is not a
   * replay of the days the live simulator is about to run).
   */
  private *runModel(): PastSteps<ModelRun> {
    const n = this.dates.length;
    const model = buildFairModel(this.stocks, hashSeed(this.options.seed, 'past-history'), PAST_MARKET);
    const count = this.stocks.length;
    const returns = new Float32Array(n * count);
    const activity = new Float32Array(n);
    for (let d = 0; d < n; d += 1) {
      yield;
      activity[d] = model.activityMultiplier;
      const before = Float64Array.from(model.logFair);
      model.runDay();
      for (let i = 0; i < count; i += 1) returns[d * count + i] = model.logFair[i]! - before[i]!;
    }
    return { returns, activity };
  }

  /** VN30's level at each close (flat without a VN30 basket): what ETFs and futures follow. */
  private *makeVn30Level(): PastSteps<Float64Array> {
    const vn30 = this.baskets.find((b) => b.id === 'VN30');
    if (vn30) return yield* this.levels(vn30);
    return new Float64Array(this.dates.length + 1).fill(1);
  }

  /**
   * Index level at each close (length dates + 1, [0] the close before the first day), chained
   * back from today's level day by day as the members' close value over their reference value,
   * so ex-rights adjustments do not move the index (as the exchange's divisor changes do).
   */
  private *levels(basket: IndexBasket): PastSteps<Float64Array> {
    const n = this.dates.length;
    const closes = new Float64Array(n + 1);
    const refs = new Float64Array(n);
    for (let k = 0; k < basket.symbols.length; k += 1) {
      const part = this.pathPart(basket.symbols[k]!);
      if (!part) continue;
      const path = yield* part.value();
      const quantity = basket.quantities[k]!;
      for (let d = 0; d < n; d += 1) {
        closes[d + 1]! += path.prices[d + 1]! * quantity;
        refs[d]! += path.refs[d]! * quantity;
      }
    }
    const out = new Float64Array(n + 1);
    out[n] = closes[n]! / basket.divisor;
    for (let d = n - 1; d >= 0; d -= 1)
      out[d] = closes[d + 1]! > 0 ? (out[d + 1]! * refs[d]!) / closes[d + 1]! : out[d + 1]!;
    return out;
  }

  /** The part that makes a symbol's path (undefined when it has no past). */
  private pathPart(symbol: string): Part<Path> | undefined {
    let part = this.pathParts.get(symbol);
    if (part) return part;
    const instrument = this.instruments.get(symbol);
    if (!instrument) return undefined;
    this.pathParts.set(symbol, (part = new Part(() => this.makePath(instrument))));
    return part;
  }

  private *makePath(instrument: SimInstrument): PastSteps<Path> {
    const options = this.options;
    const n = this.dates.length;
    const start = options.liveStart?.(instrument.symbol);
    const reference = start?.reference ?? instrument.referencePrice;
    const room =
      start?.foreignRoom ?? Math.max(0, instrument.foreignLimitShares - instrument.foreignOwnedShares);
    const everyDay = new Uint8Array(n).fill(1);

    if (instrument.fairIndex >= 0) {
      const { returns } = yield* this.model.value();
      const count = this.stocks.length;
      const column = instrument.fairIndex;
      const rng = new Rng(options.seed, `past-trades:${instrument.symbol}`);
      // Thin names have days without a single trade: the close stays at the reference.
      const tradeChance = 1 - Math.exp(-1.5 * instrument.takersPerDay);
      const traded = Uint8Array.from({ length: n }, () => (rng.uniform() < tradeChance ? 1 : 0));
      const market = instrument.market;
      const carried = bandCarried(
        (d) => returns[d * count + column]!,
        n,
        BAND_RATE[market] ?? 0.07,
        (d) => traded[d] === 1,
      );
      return pathFrom(
        this.dates.length,
        instrument,
        0,
        reference,
        room,
        traded,
        (_day, ref) => priceBand({ ref, market, kind: 'stock' }),
        (d) => carried[d]!,
        this.actionDays(this.actionsOf(instrument.symbol)),
      );
    }

    if (instrument.kind === 'cw') {
      const underlying = yield* this.pathPart(instrument.underlying ?? '')!.value();
      return warrantPath(
        instrument,
        this.referenceData.warrants.find((w) => w.symbol === instrument.symbol)!,
        { underlying, reference, traded: everyDay },
        this.dates,
        this.options.firstLiveDate,
      );
    }

    // ETFs and futures follow VN30.
    const vn30Level = yield* this.vn30Level.value();
    const vn30Return = (d: number) => Math.log(vn30Level[d + 1]! / vn30Level[d]!);
    const rng = new Rng(options.seed, `past-track:${instrument.symbol}`);
    if (instrument.kind === 'etf') {
      const market = instrument.market;
      return pathFrom(
        this.dates.length,
        instrument,
        0,
        reference,
        room,
        everyDay,
        (_d, ref) => priceBand({ ref, market, kind: 'etf' }),
        (d) => vn30Return(d) + 0.002 * rng.normal(),
      );
    }
    return pathFrom(
      this.dates.length,
      instrument,
      this.listedFrom(instrument.symbol, options.firstLiveDate),
      reference,
      0,
      everyDay,
      (_d, ref) => priceBand({ ref, market: 'DERIV', kind: 'future' }),
      (d) => vn30Return(d) + 0.0025 * rng.normal(),
    );
  }

  /** Actions by past day index (an ex-date on a day without trading moves to the next trading day). */
  private actionDays(actions: readonly PriceAction[]): Map<number, PriceAction> {
    const days = new Map<number, PriceAction>();
    const last = this.dates.at(-1) ?? '';
    for (const action of actions) {
      if (action.exDate > last || action.exDate <= (this.dates[0] ?? '')) continue;
      const day = this.dates.findIndex((date) => date >= action.exDate);
      if (day > 0 && !days.has(day)) days.set(day, action);
    }
    return days;
  }

  /** First past day a futures contract (behind this alias on the first live day) was listed. */
  private listedFrom(alias: string, firstLiveDate: string): number {
    const contract = futuresOn(firstLiveDate).find((f) => f.symbol === alias)?.contract;
    const listed = (d: number) => futuresOn(this.dates[d]!).some((f) => f.contract === contract);
    // A contract stays listed from its listing day to its maturity: binary search for the first day.
    let low = 0;
    let high = this.dates.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (listed(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
