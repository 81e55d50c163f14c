import type { ListingExchange } from '../reference/types.ts';
import type { FactorParams, GroupJumpParams, RegimeParams, StressParams } from './fair-value-model.ts';
import type { FuturePremiumParams } from './future-premium.ts';

/** Day value (VND) of one exchange's stocks by popularity percentile: [percentile, value] points. */
export const DAY_VALUE_CURVE: Readonly<Record<ListingExchange, readonly (readonly [number, number])[]>> = {
  // market-calibration.md: traded 93% / 68% / 38%; p50, p90, p99 of day value.
  // Tuned so the simulated session lands on the figures (resting orders picked off add to the taker flow);
  // the factors are the 2026-11-26 retune (served days' value was 0.46-0.69 of the figures after the
  // intraday volatility state was narrowed). HNX's p90 point x1.35 (was x1.5; 2026-11-29): served HNX
  // p90 was 1.35 / 1.03 / 1.10 of the figure for seeds 1-3 with p50 and p99 on it (0.97, 1.01 geometric).
  HSX: [
    [0, 1e5 * 1.5],
    [0.05, 2e6 * 1.5],
    [0.1, 1.5e8 * 1.5],
    [0.5, 0.95e9 * 1.5],
    [0.9, 125e9 * 1.5],
    [0.99, 850e9 * 1.5],
    [1, 1_600e9 * 1.5],
  ],
  HNX: [
    [0, 1e4],
    [0.38, 1e6],
    [0.43, 1e7],
    [0.5, 0.04e9],
    [0.9, 1.7e9 * 1.35],
    [0.99, 72e9 * 2.1],
    [1, 200e9 * 2.1],
  ],
  UPCOM: [
    [0, 1e3],
    [0.66, 5e5],
    [0.7, 2e6],
    [0.78, 0.02e9],
    [0.9, 0.26e9 * 1.5],
    [0.99, 12e9 * 1.5],
    [1, 90e9 * 1.5],
  ],
};

/** Market factor: daily sd, GARCH persistence, crash/rally jumps. */
export const MARKET_FACTOR: FactorParams = {
  sd: 0.01,
  alpha: 0.05,
  beta: 0.85,
  jumpRate: 0.01,
  jumpSd: 0.04,
};
/**
 * Market stress episodes (about one a year, a few days long, opening with a 5% shock that is mostly
 * a fall): the indexes' daily kurtosis (VN-Index 10.6, HNX-Index 12.4) comes from such weeks.
 */
export const STRESS: StressParams = {
  gapDays: [225, 250],
  days: [3, 5],
  marketVol: 2.5,
  idioVol: 0.6,
  shock: 0.08,
  shockSpread: 0.1,
  downShare: 0.7,
};

/**
 * The live days' daily volatility regime (log-vol AR(1) per day, the multiplier capped at 2): calm
 * and stormy weeks. It starts at its root mean square (a multiplier of 1). Narrower than the
 * generated past's (whose two years' daily |r| clustering it gives): a week of the live market is a
 * typical one of the past, its one-minute figures those of the four years of VN30F1M bars, not of
 * one calm or stormy week of them.
 */
export const LIVE_REGIME: RegimeParams = { persistence: 0.92, sd: 0.2 };

/**
 * The generated past's market (its two years of daily bars, history/past-history.ts): the live
 * market's factor and episodes, with each episode a crash week of several big days (the opening
 * shock, then falls and rebounds of about 4.5% on most of its 4-6 days) and a calmer market
 * between them (the index's daily sd about the same). A close stops at the band, so an index's
 * daily move stays under about 7% on HOSE: its kurtosis (VN-Index 10.6 over a year) comes from how
 * many big days a year holds against how calm the rest of the year is. Episodes come every 229-246
 * days, so every year of the past holds one, and the daily regime is less persistent (0.85 a day)
 * so that one year's calm is not much stormier than another's (the year's kurtosis falls with it).
 */
export const PAST_MARKET: {
  readonly market: FactorParams;
  readonly stress: StressParams;
  readonly regime: RegimeParams;
} = {
  market: { ...MARKET_FACTOR, sd: 0.0085 },
  stress: {
    ...STRESS,
    gapDays: [225, 240],
    days: [4, 6],
    aftershocks: { chance: 0.7, size: 0.045, spread: 0.3, downShare: 0.5 },
  },
  regime: { persistence: 0.85, sd: 0.55 },
};

/**
 * Jumps shared by one exchange's stocks: UPCOM's basket is small and concentrated (ACV, MCH, VGI,
 * VEA, FOX weigh two thirds), and its index's kurtosis of 47 is a year with a single ~10% day.
 */
export const GROUP_JUMPS: Readonly<Record<ListingExchange, GroupJumpParams>> = {
  HSX: { gapDays: null, size: 0, spread: 0 },
  HNX: { gapDays: null, size: 0, spread: 0 },
  UPCOM: { gapDays: [230, 250], size: 0.1, spread: 0.1 },
};
export const GROUP_ORDER: readonly ListingExchange[] = ['HSX', 'HNX', 'UPCOM'];

/** Sector factors (one per industry). */
export const SECTOR_FACTOR: FactorParams = {
  sd: 0.0065,
  alpha: 0.08,
  beta: 0.82,
  jumpRate: 0.01,
  jumpSd: 0.02,
};

/** Idiosyncratic daily sd (median stock) and jump settings per exchange. */
export const IDIO_FACTOR: Readonly<Record<ListingExchange, FactorParams>> = {
  HSX: { sd: 0.011, alpha: 0.09, beta: 0.87, jumpRate: 0.065, jumpSd: 0.085 },
  HNX: { sd: 0.012, alpha: 0.15, beta: 0.82, jumpRate: 0.07, jumpSd: 0.09 },
  UPCOM: { sd: 0.0105, alpha: 0.15, beta: 0.82, jumpRate: 0.09, jumpSd: 0.105 },
};

/** Market beta by exchange (median). */
export const BETA: Readonly<Record<ListingExchange, number>> = { HSX: 1, HNX: 1.2, UPCOM: 0.35 };

/** Share of the day's price variance before the open (overnight news and the opening calls). */
export const OVERNIGHT_VARIANCE = 0.5;
/**
 * Share of the day's price variance in each half hour from 09:00 (index 0) to 14:30 (index 11, its
 * 15 minutes of closing call), summing to 1 - OVERNIGHT_VARIANCE. Half the day's variance in
 * trading hours: VN30F1M's one-minute sd of 0.068% over its 240 minutes is 1.05% a day, against
 * VN30's daily sd of 1.40% (market-calibration.md). The closing call's share is small: the future's
 * 14:45 bar is one return spanning it, and at a seventh of the day's variance it was a minute of 15-20 sd
 * in a stormy week.
 */
export const VARIANCE_BY_HALF_HOUR: readonly number[] = [
  0.15, 0.1, 0.09, 0.08, 0.07, 0, 0, 0, 0.1, 0.1, 0.16, 0.025,
].map((v) => (v * (1 - OVERNIGHT_VARIANCE)) / 0.875);
/**
 * Share of the day's jumps (a stock's, a sector's or the market's own news, a stress episode's
 * shock) that land before the open: all of them. Results and announcements come out of hours; in
 * trading hours a big move plays out over many minutes (the volatility state's spells and the
 * sudden moves), not in one: a single jump minute of 20-60 sd decided a week's one-minute kurtosis
 * of VN30F1M (35-270 against 21.4) and the pooled figure of 20 weeks.
 */
export const OVERNIGHT_NEWS = 1;

/**
 * Days of the variance states' warm-up before the live days (GARCH persistence 0.96-0.97: about 20
 * days' half-life): without it the live week starts at the unconditional variances, calmer than
 * the generated past whose years run in the process's own state.
 */
export const WARM_UP_DAYS = 250;

/**
 * Arrival weights per half hour from 09:00 that reproduce the VN30F1M volume shape of
 * market-calibration.md (10.5, 8.4, 8.5, 9.4, 9.1, lunch, 11.0, 15.2, 24.6, 3.4 %): price moves add volume (picked-off resting
 * orders) in the volatile morning, and only part of the closing-auction orders cross.
 */
export const ARRIVALS_BY_HALF_HOUR: readonly number[] = [
  0.097, 0.085, 0.085, 0.093, 0.09, 0, 0, 0, 0.12, 0.165, 0.27, 0.095,
];

/**
 * Served day value per unit of DAY_VALUE_CURVE, by exchange: the curve sets how many orders a stock
 * gets, this scales their size (2026-11-26: served HOSE and UPCOM values were 1.2-1.7 times the
 * figures, HNX's top 1.1-1.5 times, with the number of prints right).
 */
export const ORDER_VALUE_SCALE: Readonly<Record<ListingExchange, number>> = {
  HSX: 0.72,
  HNX: 0.85,
  UPCOM: 0.72,
};

/**
 * Order size of the most traded names per unit of ORDER_VALUE_SCALE, by exchange: reached at
 * popularity 0.99 and ramping in from 0.95 (the p90 and p50 names keep theirs). Served day value
 * p99 was 1.04 / 1.50 / 1.06 of the figure on HOSE and 1.39 / 1.44 / 1.05 on HNX for seeds 1-3
 * (geometric means 1.19 and 1.28; a busy week, seed 2's, lifts the top names most) with p50 and
 * p90 on it; a top name's value follows its order size (x0.8: x0.81-0.84 in the process). With
 * the liquid names' 20,000 orders a day HNX's top was 1.48 / 1.08 / 1.24 at x0.8 (geometric mean
 * 1.26; 2026-11-28), hence x0.65 there. Sizes only: the number of orders, so the order flow's
 * draws, stays.
 */
export const TOP_ORDER_SCALE: Readonly<Record<ListingExchange, number>> = {
  HSX: 0.8,
  HNX: 0.65,
  UPCOM: 1,
};

/** The order size scale of a stock of an exchange at a popularity percentile (TOP_ORDER_SCALE). */
export function orderValueScale(exchange: ListingExchange, popularity: number): number {
  const top = Math.min(1, Math.max(0, (popularity - 0.95) / 0.04));
  return ORDER_VALUE_SCALE[exchange] * TOP_ORDER_SCALE[exchange] ** top;
}

/** Taker orders per day for an average day value (VND): more and larger orders for liquid names. */
export function takersPerDay(dayValue: number): number {
  // Liquid names trade in more, smaller orders (every VN30 name prints every few seconds): up to
  // 3.5 times from 1 bn VND a day.
  const boost = 1 + 2.5 * Math.min(1, Math.max(0, Math.log10(dayValue / 1e9) / 2));
  return Math.min(15_000, 60 * boost * (dayValue / 1e9) ** 0.55);
}

/**
 * Taker orders per day of the most liquid names (VN30-like, 130 bn VND a day and more; part of it
 * from 50 bn): they print about every second in continuous trading, so even a name on a quiet day
 * (its day's activity a quarter of its average: the market's and its own draws and the intraday
 * state, as seed 2's MBB at 10:00 of its first day, once a print every 15-20 s at 10,000 orders a
 * day) prints every few seconds. In smaller orders: the day value stays.
 */
const LIQUID_TAKERS = 20_000;

export function liquidTakersPerDay(dayValue: number): number {
  return Math.max(
    takersPerDay(dayValue),
    LIQUID_TAKERS * Math.min(1, Math.max(0, (Math.log10(dayValue / 1e9) - 1.7) / 0.41)),
  );
}

/** Idiosyncratic volatility scale by market cap: large caps move less on their own news. */
export function sizeVolatilityScale(marketCap: number): number {
  return Math.min(1.5, Math.max(0.6, (marketCap / 1e12) ** -0.08));
}

/**
 * The VN30 futures' own moves over VN30's fair level (market-calibration.md, one-minute returns of
 * VN30F1M: sd 0.068%, kurtosis 21.4, |r| lag-1 / lag-10 autocorrelation 0.30 / 0.24): the index's
 * own one-minute moves are about 0.06% over the long run, the premium adds about 0.03% on its own
 * (per trading day: `tradingVarianceShare`), most of it at the open, with fat tails and |r|
 * clustered over tens of minutes (its volatility state: sd 0.9, persistence 0.98 a minute); the
 * futures overshoot VN30's sudden moves (over 0.4% in 5 s, 30% more). Measured by
 * `bench/fidelity/future-fair-run.ts` over seeds 1-12 / 13-24 of 10 days, each pooled: sd 0.074 /
 * 0.066%, kurtosis 22.2 / 20.0, lag-1 acf -0.004 / -0.012, |r| lag 1 0.31 / 0.29, lag 10 0.21 /
 * 0.19 (with the state's sd 0.5 and persistence 0.99: kurtosis 20.7 / 16.8, |r| lag 10 0.20 / 0.17).
 */
export const FUTURE_PREMIUM: FuturePremiumParams = {
  sd: 0.00133,
  volSd: 0.9,
  volPhi: 0.98,
  jumpRate: 2.7,
  jumpSize: 0.0011,
  jumpKick: 0.8,
  halfLifeMinutes: 90,
  suddenMove: 0.004,
  overshoot: 0.3,
};
/**
 * The futures trade the night's news first: their own variance in the first minutes of continuous
 * trading (from 09:00) is this many times the rest of the morning's.
 */
export const FUTURE_OPEN_BURST = { minutes: 15, multiple: 16 } as const;
