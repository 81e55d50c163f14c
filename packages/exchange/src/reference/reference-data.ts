import {
  EXCHANGE_HOLIDAYS,
  FUTURES_MULTIPLIER_VND_PER_POINT,
  listedContracts,
  type FuturesAlias,
  type HolidayList,
} from '@sen/market';
import bondsJson from '../../data/bonds.json';
import etfsJson from '../../data/etfs.json';
import metaJson from '../../data/meta.json';
import stocksJson from '../../data/stocks.json';
import warrantsJson from '../../data/warrants.json';
import type { BondRef, EtfRef, ReferenceData, StockRef, WarrantRef } from './types.ts';

export { RESTRICTED_HOSE_SYMBOLS } from './generate-reference.ts';

/** The shipped reference universe (data/*.json, written by data/generate.ts). */
export const REFERENCE: ReferenceData = {
  generatedFor: metaJson.generatedFor,
  seed: metaJson.seed,
  stocks: stocksJson as readonly StockRef[],
  etfs: etfsJson as readonly EtfRef[],
  warrants: warrantsJson as readonly WarrantRef[],
  bonds: bondsJson as readonly BondRef[],
};

/** A listed VN30 futures contract on a trading date. */
export interface FuturesRef {
  /** Board symbol: the alias (VN30F1M, VN30F2M, VN30F1Q, VN30F2Q). */
  readonly symbol: FuturesAlias;
  /** Contract ticker, e.g. VN30F2612. */
  readonly contract: string;
  /** Last trading day: the 3rd Thursday of the contract month (or the trading day before). */
  readonly maturityDate: string;
  readonly multiplier: typeof FUTURES_MULTIPLIER_VND_PER_POINT;
  readonly simulated: true;
}

/** The four listed VN30F contracts on a trading date, maturities on the 3rd Thursday. */
export function futuresOn(tradingDate: string, holidays: HolidayList = EXCHANGE_HOLIDAYS): FuturesRef[] {
  return listedContracts(tradingDate, holidays).map((contract) => ({
    symbol: contract.alias,
    contract: contract.symbol,
    maturityDate: contract.lastTradingDay,
    multiplier: FUTURES_MULTIPLIER_VND_PER_POINT,
    simulated: true,
  }));
}

/** Covered warrants that trade on a date (first trading date reached, last trading date not passed). */
export function warrantsTradingOn(tradingDate: string, reference: ReferenceData = REFERENCE): WarrantRef[] {
  return reference.warrants.filter(
    (w) => w.firstTradingDate <= tradingDate && tradingDate <= w.lastTradingDate,
  );
}
