// The brokerage's retail bond desk rules: fees, taxes, limits, the figures of a trade and the
// customer's yield over a holding (XIRR, actual/365). Pure; prices come from bond-pricing.ts.
import {
  BOND_DAY_COUNT_BASIS,
  accruedInterest,
  cashFlowSchedule,
  daysBetween,
  priceFromYield,
  type BondTerms,
} from './bond-pricing.ts';
import type { CalendarDate } from './trading-calendar.ts';

/** Desk fee on every purchase and sell-back, basis points of the value (0.1%). */
export const BOND_FEE_BPS = 10;
/** Personal income tax on a transfer of bonds (the sell-back), basis points of the value (0.1%). */
export const BOND_TRANSFER_TAX_BPS = 10;
/** Smallest purchase, VND of settlement value. */
export const BOND_MIN_AMOUNT = 10_000_000;
/** Largest volume of one purchase or sell-back, bonds. */
export const BOND_MAX_VOLUME = 1_000_000;
/** The desk stops selling a bond this many days before its maturity. */
export const BOND_SALE_CUTOFF_DAYS = 30;
/** Holding terms the desk quotes a yield for, months (plus "to maturity"). */
export const BOND_HOLDING_TERMS = [3, 6, 12] as const;

/** One bond's price on a date, VND per bond: clean and accrued interest, each rounded to the dong. */
export function bondPriceOn(
  terms: BondTerms,
  date: CalendarDate,
  yieldRate: number,
): { clean: number; accrued: number } {
  return {
    clean: Math.round((priceFromYield(terms, date, yieldRate) * terms.par) / 100),
    accrued: Math.round((accruedInterest(terms, date) * terms.par) / 100),
  };
}

/** The money of a trade of `volume` bonds at a price: value, fee, tax (sell-back only), settlement amount. */
export interface BondTradeFigures {
  value: number;
  fee: number;
  tax: number;
  /** Buy: what the customer pays (value + fee); sell-back: what they receive (value - fee - tax). */
  amount: number;
}

export function bondTradeFigures(
  side: 'buy' | 'sell',
  price: { clean: number; accrued: number },
  volume: number,
): BondTradeFigures {
  const value = volume * (price.clean + price.accrued);
  const fee = Math.round((value * BOND_FEE_BPS) / 10_000);
  const tax = side === 'sell' ? Math.round((value * BOND_TRANSFER_TAX_BPS) / 10_000) : 0;
  return { value, fee, tax, amount: side === 'buy' ? value + fee : value - fee - tax };
}

/** Annual yield r of dated amounts: sum of amount / (1 + r)^(days from the first / 365) = 0 (XIRR). */
export function xirr(flows: ReadonlyArray<{ date: CalendarDate; amount: number }>): number {
  const first = flows[0];
  if (!first) throw new RangeError('no cash flows');
  const npv = (rate: number) =>
    flows.reduce(
      (sum, f) => sum + f.amount / (1 + rate) ** (daysBetween(first.date, f.date) / BOND_DAY_COUNT_BASIS),
      0,
    );
  let low = -0.99;
  let high = 10;
  if (npv(low) * npv(high) > 0) throw new RangeError('no yield for these flows');
  // NPV falls as the rate rises when the first flow is the outlay.
  const falling = npv(low) > npv(high);
  for (let i = 0; i < 200 && high - low > 1e-12; i += 1) {
    const mid = (low + high) / 2;
    if (npv(mid) > 0 === falling) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** What a holding bought on `tradeDate` gives: net coupons, the sell-back or principal, the yield. */
export interface BondHoldingPlan {
  buy: BondTradeFigures;
  flows: ReturnType<typeof cashFlowSchedule>;
  /** The sell-back before maturity (undefined when held to maturity). */
  sellBack: (BondTradeFigures & { date: CalendarDate; clean: number; accrued: number }) | undefined;
  /** Annual yield to the customer after fees and taxes (XIRR). */
  yield: number;
}

/**
 * The plan of buying `volume` bonds on `tradeDate` at `buyYield` and selling them back on `sellDate`
 * at `sellYield` (held to maturity when `sellDate` is missing or not before maturity).
 */
export function bondHoldingPlan(
  terms: BondTerms,
  tradeDate: CalendarDate,
  volume: number,
  buyYield: number,
  sellDate?: CalendarDate,
  sellYield = buyYield,
): BondHoldingPlan {
  const buy = bondTradeFigures('buy', bondPriceOn(terms, tradeDate, buyYield), volume);
  const early = sellDate !== undefined && sellDate < terms.maturityDate ? sellDate : undefined;
  const flows = cashFlowSchedule(terms, tradeDate, volume, early);
  let sellBack: BondHoldingPlan['sellBack'];
  if (early) {
    const price = bondPriceOn(terms, early, sellYield);
    sellBack = { date: early, ...price, ...bondTradeFigures('sell', price, volume) };
  }
  const dated = [
    { date: tradeDate, amount: -buy.amount },
    ...flows.map((f) => ({ date: f.date, amount: f.net })),
    ...(sellBack ? [{ date: sellBack.date, amount: sellBack.amount }] : []),
  ];
  return { buy, flows, sellBack, yield: xirr(dated) };
}
