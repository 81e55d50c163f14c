// The shapes of the generated past (`PastMarketHistory`): a day of an instrument or an index, the
// live start a past ends at, the generator's options and the price actions that adjust references.
import type { ReferenceData } from '../reference/types.ts';

/** What every past day holds: its prices (or levels), volume and value. */
interface PastDay {
  readonly date: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly value: number;
}

/** One past trading day of an instrument, canonical units (VND or points x 100, shares or contracts). */
export interface PastBar extends PastDay {
  readonly reference: number;
  readonly putThroughVolume: number;
  readonly foreignBuyVolume: number;
  readonly foreignSellVolume: number;
  readonly foreignBuyValue: number;
  readonly foreignSellValue: number;
  /** Foreign room left at the day's end (shares). */
  readonly foreignRoom: number;
}

/** One past day of an index: levels in points, volume in shares, value in VND. */
export interface PastIndexBar extends PastDay {
  readonly previousClose: number;
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
