import {
  addDays,
  addTradingDays,
  onOrAfterTradingDay,
  roundToTick,
  EXCHANGE_HOLIDAYS,
  type HolidayList,
} from '@sen/market';
import { warrantFairValue } from '../participants/warrant-pricing.ts';
import type { Rng } from './rng.ts';
import type { StockRef, WarrantRef } from './types.ts';

/** Issuers of covered warrants (securities companies). */
const WARRANT_ISSUERS: readonly string[] = ['SSI', 'HCM', 'VND', 'KIS', 'ACBS', 'VCI', 'MBS', 'BSC', 'VPS'];

const UNDERLYINGS: readonly string[] = [
  'ACB',
  'FPT',
  'HPG',
  'MBB',
  'MSN',
  'MWG',
  'STB',
  'TCB',
  'VHM',
  'VIC',
  'VNM',
  'VPB',
  'VRE',
  'SSI',
  'HDB',
  'SHB',
  'TPB',
  'VIB',
  'LPB',
  'CTG',
  'PDR',
  'NVL',
  'DGC',
  'VJC',
  'PNJ',
  'GMD',
  'KDH',
  'DXG',
];
const RATIOS: readonly number[] = [1, 2, 2, 4, 4, 5, 5, 8, 10];

/** Annualised volatility used to price warrants at issue and in the simulation. */
export const WARRANT_VOLATILITY = 0.38;

/** Last trading date of a covered warrant: two trading days before its maturity (market-rules §8). */
function warrantLastTradingDate(maturityDate: string, holidays: HolidayList = EXCHANGE_HOLIDAYS): string {
  return addTradingDays(maturityDate, -2, holidays);
}

/** Live covered warrants on `asOf`: issued in the past months, maturing 1-12 months ahead. */
export function generateWarrants(
  rng: Rng,
  asOf: string,
  stocks: readonly StockRef[],
  count = 60,
): WarrantRef[] {
  const bySymbol = new Map(stocks.map((s) => [s.symbol, s]));
  const sequence = new Map<string, number>();
  const result: WarrantRef[] = [];
  for (let i = 0; i < count; i += 1) {
    const underlying = bySymbol.get(UNDERLYINGS[i % UNDERLYINGS.length] ?? 'HPG');
    if (!underlying) continue;
    const issueDate = onOrAfterTradingDay(addDays(asOf, -rng.int(20, 200)));
    const firstTradingDate = addTradingDays(issueDate, rng.int(8, 12));
    const maturityDate = onOrAfterTradingDay(addDays(asOf, rng.int(30, 360)));
    const yy = issueDate.slice(2, 4);
    const key = `${underlying.symbol}${yy}`;
    const seq = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, seq);
    const ratio = rng.pick(RATIOS);
    const exercisePrice = Math.round((underlying.refPrice * (0.85 + 0.45 * rng.uniform())) / 100) * 100;
    const years = (Date.parse(maturityDate) - Date.parse(asOf)) / (365 * 86_400_000);
    const fair = warrantFairValue({
      spot: underlying.refPrice,
      strike: exercisePrice,
      years,
      volatility: WARRANT_VOLATILITY,
      ratio,
    });
    result.push({
      symbol: `C${underlying.symbol}${yy}${String(seq).padStart(2, '0')}`,
      issuer: rng.pick(WARRANT_ISSUERS),
      underlying: underlying.symbol,
      ratio,
      exercisePrice,
      listedQuantity: rng.int(2, 30) * 1_000_000,
      refPrice: Math.max(10, roundToTick('HSX', 'cw', fair.value, 'nearest')),
      issueDate,
      firstTradingDate,
      lastTradingDate: warrantLastTradingDate(maturityDate),
      maturityDate,
      type: 'call',
      style: 'european',
      simulated: true,
    });
  }
  return result;
}
