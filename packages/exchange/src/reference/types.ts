import type { StockMarketId } from '@sen/market';

/** Exchange a cash instrument is listed on (HSX = HOSE). */
export type ListingExchange = StockMarketId;

/** Industry slug of the product spec (nganh-{slug}). */
export type IndustrySlug =
  | 'bds'
  | 'cb-kb'
  | 'congnghe'
  | 'congnghiep'
  | 'daukhi'
  | 'dvtc'
  | 'dvtd'
  | 'd-n-kd'
  | 'ht'
  | 'htd'
  | 'hoachat'
  | 'khaikhoang'
  | 'taichinh'
  | 'ot-pt'
  | 'sxg-bb'
  | 'thep'
  | 'nongnghiep'
  | 'vtb'
  | 'xaydung'
  | 'yte';

/** One industry of the board's industry list. */
export interface Industry {
  readonly slug: IndustrySlug;
  readonly sequence: number;
  readonly nameVi: string;
  readonly nameEn: string;
}

/** A listed stock (simulated reference data; real ticker and name where `invented` is false). */
export interface StockRef {
  readonly symbol: string;
  readonly exchange: ListingExchange;
  readonly nameVi: string;
  readonly nameEn: string;
  readonly industry: IndustrySlug;
  readonly listedShares: number;
  /** Free-float ratio in [0, 1]. */
  readonly freeFloat: number;
  /** Foreign ownership limit ratio (0.49, banks 0.30). */
  readonly foreignLimit: number;
  /** Foreign ownership at the start, ratio of listed shares. */
  readonly foreignOwned: number;
  /** Starting reference price, VND, on the tick grid. */
  readonly refPrice: number;
  /** Relative trading interest, 0..1 (drives order arrival rates). */
  readonly popularity: number;
  readonly invented: boolean;
  readonly simulated: true;
  /** HOSE restricted stock (PCA), traded by periodic call auctions only; Sen's simulated choice. */
  readonly restricted?: true;
}

/** An exchange-traded fund listed on HOSE (tick 10) or HNX. */
export interface EtfRef {
  readonly symbol: string;
  readonly exchange: ListingExchange;
  readonly nameVi: string;
  readonly nameEn: string;
  readonly benchmark: string;
  readonly listedShares: number;
  readonly refPrice: number;
  readonly popularity: number;
  readonly tick: 10;
  readonly simulated: true;
}

/** A covered warrant (European call, cash settled) on a HOSE stock. */
export interface WarrantRef {
  readonly symbol: string;
  readonly issuer: string;
  readonly underlying: string;
  /** Conversion ratio n (n warrants : 1 share). */
  readonly ratio: number;
  readonly exercisePrice: number;
  readonly listedQuantity: number;
  readonly refPrice: number;
  /** ISO dates YYYY-MM-DD. */
  readonly issueDate: string;
  readonly firstTradingDate: string;
  readonly lastTradingDate: string;
  readonly maturityDate: string;
  readonly type: 'call';
  readonly style: 'european';
  readonly simulated: true;
}

/** A listed corporate bond. */
export interface BondRef {
  readonly symbol: string;
  readonly issuer: string;
  readonly nameVi: string;
  readonly nameEn: string;
  readonly exchange: ListingExchange;
  /** Annual coupon rate, e.g. 0.095. */
  readonly coupon: number;
  readonly couponFrequency: 1 | 2 | 4;
  readonly par: number;
  readonly issueDate: string;
  readonly maturityDate: string;
  readonly outstanding: number;
  readonly simulated: true;
}

/** The whole shipped reference universe. */
export interface ReferenceData {
  readonly generatedFor: string;
  readonly seed: number;
  readonly stocks: readonly StockRef[];
  readonly etfs: readonly EtfRef[];
  readonly warrants: readonly WarrantRef[];
  readonly bonds: readonly BondRef[];
}
