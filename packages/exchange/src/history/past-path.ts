// A past price path of one instrument (closes and references built backward from today's
// reference, on the tick grid and inside each day's band) and its detailed daily bars (open, high,
// low, volumes, foreign flows and room): the per-symbol steps of PastMarketHistory (past-history.ts).

import {
  COVERED_WARRANT_MIN_PRICE,
  coveredWarrantBand,
  nextTick,
  previousTick,
  roundToTick,
  tickSize,
  type InstrumentKind,
  type MarketId,
  type PriceBand,
} from '@sen/market';
import { BAND_RATE } from './band-carry.ts';
import { warrantFairValue } from '../participants/warrant-pricing.ts';
import { Rng } from '../reference/rng.ts';
import type { WarrantRef } from '../reference/types.ts';
import { WARRANT_VOLATILITY } from '../reference/warrants.ts';
import type { SimInstrument } from '../simulation/universe.ts';
import type { PastBar, PriceAction } from './past-types.ts';

export interface Path {
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
 * A path of `pastDays` days ending at `reference`, built backward from the returns of `returnOf`
 * (ex-rights days from `actions` unadjusted), each reference inside the band of `bandOf`.
 */
export function pathFrom(
  pastDays: number,
  instrument: SimInstrument,
  from: number,
  reference: number,
  room: number,
  traded: Uint8Array,
  bandOf: (day: number, reference: number) => PriceBand,
  returnOf: (day: number) => number,
  actions: ReadonlyMap<number, PriceAction> = new Map(),
): Path {
  const n = pastDays;
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
  return { instrument, from, prices, refs, traded, sd, bandOf, room };
}

/**
 * A covered warrant's path: its fair value off the underlying's path each day, from its first
 * trading day, inside the warrant's band (which follows the underlying's).
 */
export function warrantPath(
  instrument: SimInstrument,
  warrant: WarrantRef,
  on: { underlying: Path; reference: number; traded: Uint8Array },
  dates: readonly string[],
  firstLiveDate: string,
): Path {
  const { underlying } = on;
  let from = 0;
  while (from < dates.length && dates[from]! < warrant.firstTradingDate) from += 1;
  const ratio = instrument.ratio ?? 1;
  const maturity = Date.parse(`${instrument.maturityDate ?? warrant.maturityDate}T08:00:00Z`);
  const fair = (d: number) => {
    const time = Date.parse(`${dates[d] ?? firstLiveDate}T08:00:00Z`);
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
  return pathFrom(
    dates.length,
    instrument,
    from,
    on.reference,
    0,
    on.traded,
    (d, ref) => coveredWarrantBand({ ref, ratio, underlying: underlyingBand(d) }),
    (d) => (d === 0 ? 0 : Math.log(fair(d) / fair(d - 1))),
  );
}

/** Open, high, low, volumes, foreign flows and room of every past day of a path (`dates`: the past's days). */
export function detailedBars(
  path: Path,
  activity: Float32Array,
  dates: readonly string[],
  seed: number,
): PastBar[] {
  const { instrument, prices, refs, traded, from } = path;
  const n = dates.length;
  const rng = new Rng(seed, `past-bars:${instrument.symbol}`);
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
    const date = dates[d]!;
    const reference = refs[d]!;
    const close = prices[d + 1]!;
    if (!traded[d]) {
      out[d - from] = emptyBar(date, reference, room);
      continue;
    }
    const band = path.bandOf(d, reference);
    const daySd = sd * Math.sqrt(activity[d] ?? 1);
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
    const size = (activity[d] ?? 1) * (0.6 + 0.5 * move) * Math.exp(0.45 * rng.normal() - 0.1);
    const volume = thin
      ? lot *
        Math.max(
          1,
          Math.round(
            (instrument.orderSize / lot) * (0.5 + rng.uniform()) * (1 + rng.poisson(instrument.takersPerDay)),
          ),
        )
      : Math.max(lot, Math.round((dayValue * size) / close / lot) * lot);
    const average = market === 'UPCOM' ? upcomVwap(close, low, high, rng) : (high + low + 2 * close) / 4;
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

/**
 * A past UPCOM day's VWAP: UPCOM takes the next day's reference from the day's VWAP on the tick, not
 * from its close (market-rules.md, reference prices; `nextReference`), and the past's next reference
 * is this close, so the VWAP is drawn within half a tick of it (and inside the day's range): it
 * rounds, as the exchange rounds it, to the close.
 * @example close 12,300 (tick 100), low 12,000, high 12,300 -> a VWAP in (12,255, 12,300]
 */
function upcomVwap(close: number, low: number, high: number, rng: Rng): number {
  const half = 0.45 * tickSize('UPCOM', 'stock', close);
  return Math.min(high, Math.max(low, close + half * (2 * rng.uniform() - 1)));
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
  // A move reaches the band at most (a close at the ceiling or floor); the loop below nudges the
  // reference by a tick when rounding puts the close just outside.
  const rate = BAND_RATE[market] ?? 0.07;
  const r =
    kind === 'cw'
      ? Math.max(-0.7, Math.min(0.7, logReturn))
      : Math.max(Math.log(1 - rate), Math.min(Math.log(1 + rate), logReturn));
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
