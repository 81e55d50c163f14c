// A deterministic past for every instrument and index: about two years of daily bars generated
// from the seed that end exactly at the first live day's reference prices, so the board's
// reference equals the last past close and the simulated live days follow on seamlessly.
//
// Stocks take their daily returns from the fair-value model that the fast daily mode (and the
// fidelity report) runs, one whole day per step; ETFs and futures follow VN30 built from those
// stocks, covered warrants are priced off their underlying. Each path is built backward from
// today's reference: every close is on the tick grid and inside the band of the day before.
import {
  COVERED_WARRANT_MIN_PRICE,
  coveredWarrantBand,
  nextTick,
  previousTick,
  priceBand,
  roundToTick,
  tickSize,
  type IndexId,
  type InstrumentKind,
  type MarketId,
  type PriceBand,
} from '@sen/market';
import { buildBasket, INDEX_DEFINITIONS, type IndexBasket } from '../indexes/index-basket.ts';
import { warrantFairValue } from '../participants/warrant-pricing.ts';
import { futuresOn } from '../reference/reference-data.ts';
import { hashSeed, Rng } from '../reference/rng.ts';
import type { ReferenceData } from '../reference/types.ts';
import { WARRANT_VOLATILITY } from '../reference/warrants.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { buildFairModel } from '../simulation/build-fair-model.ts';
import { buildUniverse, type SimInstrument } from '../simulation/universe.ts';
import { pastTradingDays } from './past-calendar.ts';
import { companyPriceActions } from './price-actions.ts';

/** One past trading day of an instrument, canonical units (VND or points x 100, shares or contracts). */
export interface PastBar {
  readonly date: string;
  readonly reference: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly value: number;
  readonly putThroughVolume: number;
  readonly foreignBuyVolume: number;
  readonly foreignSellVolume: number;
  readonly foreignBuyValue: number;
  readonly foreignSellValue: number;
  /** Foreign room left at the day's end (shares). */
  readonly foreignRoom: number;
}

/** One past day of an index: levels in points, volume in shares, value in VND. */
export interface PastIndexBar {
  readonly date: string;
  readonly previousClose: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly value: number;
}

/** What the live market holds on its first day (defaults: the universe's own figures). */
export interface LiveStart {
  /** Reference price of the first live day. */
  readonly reference?: number;
  /** Foreign room at the start of the first live day (shares). */
  readonly foreignRoom?: number;
}

export interface PastHistoryOptions {
  readonly seed: number;
  /** The first live trading day (YYYY-MM-DD): the past ends the trading day before it. */
  readonly firstLiveDate: string;
  /** Calendar years of past (default 2). */
  readonly years?: number;
  readonly reference?: ReferenceData;
  /** The live market's first-day figures of a symbol, when they differ from the universe's. */
  readonly liveStart?: (symbol: string) => LiveStart | undefined;
  /**
   * Corporate actions of a stock (ex-dates of cash and stock dividends, rights issues): the
   * reference of an ex-date is the previous close adjusted as the exchange does. Default: the
   * events of the generated company data (same seed, as of the first live day).
   */
  readonly actionsOf?: (symbol: string) => readonly PriceAction[];
  /** Symbols whose detailed bars are kept (least recently used dropped), default 128. */
  readonly cacheSize?: number;
}

/** A corporate action that moves the reference on its ex-date. */
export interface PriceAction {
  readonly exDate: string;
  /** Cash dividend per share (VND). */
  readonly cash?: number;
  /** New shares per share held: stock dividend (e.g. 0.1 for 100:10). */
  readonly stockRatio?: number;
  /** Rights: new shares per share held at `rightsPrice` (VND). */
  readonly rightsRatio?: number;
  readonly rightsPrice?: number;
}

/** Years of past by default. */
export const PAST_YEARS = 2;

interface Path {
  readonly instrument: SimInstrument;
  /** First past day the instrument traded (index into dates). */
  readonly from: number;
  /** prices[d + 1]: close of day d; prices[0] the close before the first day (length dates + 1). */
  readonly prices: Float64Array;
  /** refs[d]: reference of day d: the close before it, adjusted on an ex-rights date. */
  readonly refs: Float64Array;
  /** Whether anything traded on day d. */
  readonly traded: Uint8Array;
  /** Daily sd of the path's log returns (for the day's range). */
  readonly sd: number;
  readonly bandOf: (day: number, reference: number) => PriceBand;
  readonly room: number;
}

const LOT: Readonly<Record<InstrumentKind, number>> = { stock: 100, etf: 100, cw: 100, future: 1, bond: 1 };

/**
 * The generated past of the whole universe. Closes of every instrument and the index levels are
 * made at construction (one pass of the daily model); the detailed bars of a symbol (open, high,
 * low, volumes, foreign flows) when first asked for, and the last few are kept.
 */
export class PastMarketHistory {
  /** Past trading days, oldest first. */
  readonly dates: readonly string[];
  private readonly paths = new Map<string, Path>();
  private readonly baskets: readonly IndexBasket[];
  private readonly activity: Float32Array;
  private readonly cache = new Map<string, readonly PastBar[]>();
  private readonly indexCache = new Map<IndexId, readonly PastIndexBar[]>();
  private readonly cacheSize: number;

  constructor(private readonly options: PastHistoryOptions) {
    const reference = options.reference ?? REFERENCE;
    this.cacheSize = options.cacheSize ?? 128;
    const dates = pastTradingDays(options.firstLiveDate, options.years ?? PAST_YEARS);
    this.dates = dates;
    const n = dates.length;
    const universe = buildUniverse(reference, options.firstLiveDate, options.seed);
    const start = (symbol: string) => options.liveStart?.(symbol);
    const referenceOf = (i: SimInstrument) => start(i.symbol)?.reference ?? i.referencePrice;
    const actionsOf =
      options.actionsOf ?? companyPriceActions(options.seed, options.firstLiveDate, reference);
    const roomOf = (i: SimInstrument) =>
      start(i.symbol)?.foreignRoom ?? Math.max(0, i.foreignLimitShares - i.foreignOwnedShares);

    // Stocks: the fair-value model one whole day per step (its own seed: the past is not a replay
    // of the days the live simulator is about to run).
    const stocks = universe.filter((i) => i.fairIndex >= 0);
    const model = buildFairModel(stocks, hashSeed(options.seed, 'past-history'));
    const count = stocks.length;
    const returns = new Float32Array(n * count);
    this.activity = new Float32Array(n);
    for (let d = 0; d < n; d += 1) {
      this.activity[d] = model.activityMultiplier;
      const before = Float64Array.from(model.logFair);
      model.runDay();
      for (let i = 0; i < count; i += 1) returns[d * count + i] = model.logFair[i]! - before[i]!;
    }
    for (const instrument of stocks) {
      const column = instrument.fairIndex;
      const rng = new Rng(options.seed, `past-trades:${instrument.symbol}`);
      // Thin names have days without a single trade: the close stays at the reference.
      const tradeChance = 1 - Math.exp(-1.5 * instrument.takersPerDay);
      const traded = Uint8Array.from({ length: n }, () => (rng.uniform() < tradeChance ? 1 : 0));
      const market = instrument.market;
      const bandOf = (_day: number, ref: number) => priceBand({ ref, market, kind: 'stock' });
      this.addPath(
        instrument,
        0,
        referenceOf(instrument),
        roomOf(instrument),
        traded,
        bandOf,
        (d) => (traded[d] ? returns[d * count + column]! : 0),
        this.actionDays(actionsOf(instrument.symbol)),
      );
    }

    this.baskets = INDEX_DEFINITIONS.map((definition) => buildBasket(definition, reference.stocks));
    const vn30 = this.baskets.find((b) => b.id === 'VN30');
    const vn30Level = vn30 ? this.levels(vn30) : new Float64Array(n + 1).fill(1);
    const vn30Return = (d: number) => Math.log(vn30Level[d + 1]! / vn30Level[d]!);
    const everyDay = new Uint8Array(n).fill(1);

    for (const instrument of universe) {
      if (instrument.fairIndex >= 0) continue;
      const rng = new Rng(options.seed, `past-track:${instrument.symbol}`);
      if (instrument.kind === 'etf') {
        const market = instrument.market;
        this.addPath(
          instrument,
          0,
          referenceOf(instrument),
          roomOf(instrument),
          everyDay,
          (_d, ref) => priceBand({ ref, market, kind: 'etf' }),
          (d) => vn30Return(d) + 0.002 * rng.normal(),
        );
      } else if (instrument.kind === 'future') {
        const from = this.listedFrom(instrument.symbol, options.firstLiveDate);
        this.addPath(
          instrument,
          from,
          referenceOf(instrument),
          0,
          everyDay,
          (_d, ref) => priceBand({ ref, market: 'DERIV', kind: 'future' }),
          (d) => vn30Return(d) + 0.0025 * rng.normal(),
        );
      } else if (instrument.kind === 'cw') {
        this.addWarrant(instrument, referenceOf(instrument), everyDay);
      }
    }
  }

  /** True when the symbol has a generated past. */
  has(symbol: string): boolean {
    return this.paths.has(symbol);
  }

  /** Symbols with a generated past. */
  symbols(): string[] {
    return [...this.paths.keys()];
  }

  /** References and closes of a symbol's past days, oldest first (cheap: no detailed bars). */
  closes(symbol: string): { date: string; reference: number; close: number }[] {
    const path = this.paths.get(symbol);
    if (!path) return [];
    return this.dates.slice(path.from).map((date, k) => ({
      date,
      reference: path.refs[path.from + k]!,
      close: path.prices[path.from + k + 1]!,
    }));
  }

  /** The past daily bars of a symbol, oldest first (empty for an unknown symbol). */
  bars(symbol: string): readonly PastBar[] {
    const cached = this.cache.get(symbol);
    if (cached) {
      this.cache.delete(symbol);
      this.cache.set(symbol, cached);
      return cached;
    }
    const path = this.paths.get(symbol);
    if (!path) return [];
    const bars = this.detail(path);
    this.cache.set(symbol, bars);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return bars;
  }

  /** The past days of an index, oldest first: levels from its members' bars (kept once made). */
  indexBars(id: IndexId): readonly PastIndexBar[] {
    const cached = this.indexCache.get(id);
    if (cached) return cached;
    const basket = this.baskets.find((b) => b.id === id);
    if (!basket) return [];
    const n = this.dates.length;
    const sums = {
      close: new Float64Array(n),
      open: new Float64Array(n),
      high: new Float64Array(n),
      low: new Float64Array(n),
      volume: new Float64Array(n),
      value: new Float64Array(n),
    };
    basket.symbols.forEach((symbol, k) => {
      const path = this.paths.get(symbol);
      if (!path) return;
      const quantity = basket.quantities[k]!;
      const bars = this.cache.get(symbol) ?? this.detail(path);
      bars.forEach((bar, d) => {
        sums.close[d]! += bar.close * quantity;
        sums.open[d]! += bar.open * quantity;
        sums.high[d]! += bar.high * quantity;
        sums.low[d]! += bar.low * quantity;
        sums.volume[d]! += bar.volume;
        sums.value[d]! += bar.value;
      });
    });
    const level = this.levels(basket);
    const round = (x: number) => Math.round(x * 100) / 100;
    const bars = this.dates.map((date, d): PastIndexBar => {
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
    this.indexCache.set(id, bars);
    return bars;
  }

  /**
   * Index level at each close (length dates + 1, [0] the close before the first day), chained
   * back from today's level day by day as the members' close value over their reference value,
   * so ex-rights adjustments do not move the index (as the exchange's divisor changes do).
   */
  private levels(basket: IndexBasket): Float64Array {
    const n = this.dates.length;
    const closes = new Float64Array(n + 1);
    const refs = new Float64Array(n);
    basket.symbols.forEach((symbol, k) => {
      const path = this.paths.get(symbol);
      if (!path) return;
      const quantity = basket.quantities[k]!;
      for (let d = 0; d < n; d += 1) {
        closes[d + 1]! += path.prices[d + 1]! * quantity;
        refs[d]! += path.refs[d]! * quantity;
      }
    });
    const out = new Float64Array(n + 1);
    out[n] = closes[n]! / basket.divisor;
    for (let d = n - 1; d >= 0; d -= 1)
      out[d] = closes[d + 1]! > 0 ? (out[d + 1]! * refs[d]!) / closes[d + 1]! : out[d + 1]!;
    return out;
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

  private addWarrant(instrument: SimInstrument, reference: number, everyDay: Uint8Array): void {
    const underlying = this.paths.get(instrument.underlying ?? '');
    const warrant = (this.options.reference ?? REFERENCE).warrants.find(
      (w) => w.symbol === instrument.symbol,
    );
    if (!underlying || !warrant) return;
    let from = 0;
    while (from < this.dates.length && this.dates[from]! < warrant.firstTradingDate) from += 1;
    const ratio = instrument.ratio ?? 1;
    const maturity = Date.parse(`${instrument.maturityDate ?? warrant.maturityDate}T08:00:00Z`);
    const fair = (d: number) => {
      const time = Date.parse(`${this.dates[d] ?? this.options.firstLiveDate}T08:00:00Z`);
      const value = warrantFairValue({
        spot: underlying.prices[d + 1]!,
        strike: instrument.strike ?? underlying.prices[d + 1]!,
        years: Math.max(0, (maturity - time) / (365 * 86_400_000)),
        volatility: WARRANT_VOLATILITY,
        ratio,
      }).value;
      return Math.max(COVERED_WARRANT_MIN_PRICE, value);
    };
    const underlyingBand = (d: number) => {
      const ref = underlying.refs[d]!;
      return { ref, ...underlying.bandOf(d, ref) };
    };
    this.addPath(
      instrument,
      from,
      reference,
      0,
      everyDay,
      (d, ref) => coveredWarrantBand({ ref, ratio, underlying: underlyingBand(d) }),
      (d) => (d === 0 ? 0 : Math.log(fair(d) / fair(d - 1))),
    );
  }

  private addPath(
    instrument: SimInstrument,
    from: number,
    reference: number,
    room: number,
    traded: Uint8Array,
    bandOf: (day: number, reference: number) => PriceBand,
    returnOf: (day: number) => number,
    actions: ReadonlyMap<number, PriceAction> = new Map(),
  ): void {
    const n = this.dates.length;
    const prices = new Float64Array(n + 1);
    const refs = new Float64Array(n);
    prices[n] = reference;
    let sum = 0;
    let squares = 0;
    for (let d = n - 1; d >= 0; d -= 1) {
      const close = prices[d + 1]!;
      if (d < from) {
        refs[d] = close;
        prices[d] = close;
        continue;
      }
      const ref = backStep(instrument, close, returnOf(d), (price) => bandOf(d, price));
      refs[d] = ref;
      const action = actions.get(d);
      prices[d] = action ? unadjusted(instrument, ref, action) : ref;
      const r = Math.log(close / ref);
      sum += r;
      squares += r * r;
    }
    const days = Math.max(1, n - from);
    const sd = Math.sqrt(Math.max(0, squares / days - (sum / days) ** 2));
    this.paths.set(instrument.symbol, { instrument, from, prices, refs, traded, sd, bandOf, room });
  }

  /** Open, high, low, volumes, foreign flows and room of every past day of a path. */
  private detail(path: Path): PastBar[] {
    const { instrument, prices, refs, traded, from } = path;
    const n = this.dates.length;
    const rng = new Rng(this.options.seed, `past-bars:${instrument.symbol}`);
    const lot = LOT[instrument.kind];
    const market = instrument.market;
    const kind = instrument.kind;
    const sd = Math.max(0.004, path.sd);
    // Typical day value at today's price; a day's volume follows the market's activity and the size of its move.
    const dayValue = instrument.takersPerDay * instrument.orderSize * prices[n]! * 1.3;
    const thin = instrument.takersPerDay < 2;
    const ptChance = instrument.kind === 'stock' ? 0.02 + 0.2 * (instrument.stock?.popularity ?? 0) ** 2 : 0;
    const limit = instrument.foreignLimitShares;
    const out: PastBar[] = new Array<PastBar>(n - from);
    let room = path.room;
    for (let d = n - 1; d >= from; d -= 1) {
      const date = this.dates[d]!;
      const reference = refs[d]!;
      const close = prices[d + 1]!;
      if (!traded[d]) {
        out[d - from] = emptyBar(date, reference, room);
        continue;
      }
      const band = path.bandOf(d, reference);
      const daySd = sd * Math.sqrt(this.activity[d] ?? 1);
      const open = within(
        band,
        roundToTick(market, kind, reference * Math.exp(0.4 * daySd * rng.normal()), 'nearest'),
      );
      const top = Math.max(open, close);
      const bottom = Math.min(open, close);
      const high = within(
        band,
        Math.max(top, roundToTick(market, kind, top * Math.exp(0.5 * daySd * Math.abs(rng.normal())), 'up')),
      );
      const low = within(
        band,
        Math.min(
          bottom,
          Math.max(
            tickSize(market, kind, bottom),
            roundToTick(market, kind, bottom * Math.exp(-0.5 * daySd * Math.abs(rng.normal())), 'down'),
          ),
        ),
      );
      const move = Math.abs(Math.log(close / reference)) / sd;
      const size = (this.activity[d] ?? 1) * (0.6 + 0.5 * move) * Math.exp(0.45 * rng.normal() - 0.1);
      const volume = thin
        ? lot *
          Math.max(
            1,
            Math.round(
              (instrument.orderSize / lot) *
                (0.5 + rng.uniform()) *
                (1 + rng.poisson(instrument.takersPerDay)),
            ),
          )
        : Math.max(lot, Math.round((dayValue * size) / close / lot) * lot);
      const average = (high + low + 2 * close) / 4;
      const value = Math.round(volume * average);
      const foreign = instrument.foreignShare;
      let buy = Math.min(volume, Math.round((volume * foreign * (0.3 + 1.4 * rng.uniform())) / lot) * lot);
      let sell = Math.min(volume, Math.round((volume * foreign * (0.3 + 1.4 * rng.uniform())) / lot) * lot);
      if (limit > 0) {
        // Room before the day = room after it + the day's net foreign buying, kept within [0, limit].
        if (room + buy - sell > limit) buy = Math.max(0, limit - room + sell);
        if (room + buy - sell < 0) sell = Math.max(0, room + buy);
      } else {
        buy = kind === 'future' ? buy : 0;
        sell = kind === 'future' ? sell : 0;
      }
      const putThrough =
        rng.uniform() < ptChance ? Math.round((volume * (0.05 + 0.5 * rng.uniform())) / lot) * lot : 0;
      out[d - from] = {
        date,
        reference,
        open,
        high,
        low,
        close,
        volume,
        value,
        putThroughVolume: putThrough,
        foreignBuyVolume: buy,
        foreignSellVolume: sell,
        foreignBuyValue: Math.round(buy * average),
        foreignSellValue: Math.round(sell * average),
        foreignRoom: limit > 0 ? room : 0,
      };
      if (limit > 0) room = room + buy - sell;
    }
    return out;
  }
}

/**
 * The close before an ex-date from the ex-date's adjusted reference, inverting the exchange's
 * (close - cash + rights price x rights ratio) / (1 + stock ratio + rights ratio), on the tick.
 */
function unadjusted(instrument: SimInstrument, reference: number, action: PriceAction): number {
  const shares = 1 + (action.stockRatio ?? 0) + (action.rightsRatio ?? 0);
  const raw = reference * shares + (action.cash ?? 0) - (action.rightsPrice ?? 0) * (action.rightsRatio ?? 0);
  const minimum = tickSize(instrument.market, instrument.kind, 1);
  return Math.max(minimum, roundToTick(instrument.market, instrument.kind, raw, 'nearest'));
}

/** The price held inside the band. */
function within(band: PriceBand, price: number): number {
  return Math.min(band.ceiling, Math.max(band.floor, price));
}

function emptyBar(date: string, reference: number, room: number): PastBar {
  return {
    date,
    reference,
    open: reference,
    high: reference,
    low: reference,
    close: reference,
    volume: 0,
    value: 0,
    putThroughVolume: 0,
    foreignBuyVolume: 0,
    foreignSellVolume: 0,
    foreignBuyValue: 0,
    foreignSellValue: 0,
    foreignRoom: room,
  };
}

/**
 * The reference of a day from its close and log return: on the tick grid, and such that the close
 * lies inside the band it sets.
 */
function backStep(
  instrument: SimInstrument,
  close: number,
  logReturn: number,
  bandOf: (reference: number) => PriceBand,
): number {
  const market: MarketId = instrument.market;
  const kind = instrument.kind;
  if (logReturn === 0) return close;
  // Band rates are 7-15%; a move is kept a little inside so few references need a nudge.
  const limit = market === 'UPCOM' ? 0.13 : market === 'HNX' ? 0.09 : 0.065;
  const r =
    kind === 'cw' ? Math.max(-0.7, Math.min(0.7, logReturn)) : Math.max(-limit, Math.min(limit, logReturn));
  const minimum = kind === 'cw' ? COVERED_WARRANT_MIN_PRICE : tickSize(market, kind, 1);
  let reference = Math.max(minimum, roundToTick(market, kind, close / Math.exp(r), 'nearest'));
  for (let step = 0; step < 400; step += 1) {
    const band = bandOf(reference);
    if (close > band.ceiling) reference = nextTick(market, kind, reference);
    else if (close < band.floor && reference > minimum)
      reference = Math.max(minimum, previousTick(market, kind, reference));
    else break;
  }
  return reference;
}
