// The margin account's arithmetic, pure and in whole VND and basis points: purchase power, the
// credit a buy needs, the margin ratio and its status, what a sale does to it and how much a
// force-sell must sell. Cash (with sale proceeds not yet settled) counts against debt first:
// ratio = (assets - net debt) / assets, assets = securities at market value + cash beyond the debt,
// net debt = debt (principal and interest) beyond the cash.
const FULL = 10_000;

export interface BuyingPowerInput {
  /** Own cash available to the order, VND. */
  cash: number;
  /** Share of a purchase the broker lends against this symbol, bps (0 = not marginable). */
  lendBps: number;
  /** Credit limit less the debt and the credit held by open orders, VND. */
  creditLeft: number;
  /** The house's lending room left for this symbol, VND. */
  roomLeft: number;
  /**
   * What the account already holds as collateral: its securities and open buys at market value
   * times their lend ratios, and its receivable cash, VND (0 when omitted).
   */
  collateral?: number;
  /** Debt, accrued interest and the credit open buys hold, VND (0 when omitted). */
  liabilities?: number;
}

export interface BuyingPower {
  /** Cash plus what may be borrowed, VND. */
  power: number;
  /** What may be borrowed, VND. */
  loan: number;
  /** Which limit binds the loan. */
  limitedBy: 'ratio' | 'credit' | 'room';
}

/**
 * Purchase power of a margin sub-account for one symbol. After the buy, the liabilities may be at
 * most the collateral (the buy itself counts at its lend ratio): with cash a, collateral K,
 * liabilities D and lend L, a buy of V > a borrows V - a <= K + V L - D, so the loan is at most
 * (a L + K - D) / (1 - L); and at most the credit and room left. Without holdings: cash / (1 - L).
 * @example marginBuyingPower({ cash: 200e6, lendBps: 5000, creditLeft: 1e12, roomLeft: 1e12 }).power === 400e6
 */
export function marginBuyingPower(i: BuyingPowerInput): BuyingPower {
  const cash = Math.max(0, i.cash);
  const headroom = cash * i.lendBps + ((i.collateral ?? 0) - (i.liabilities ?? 0)) * FULL;
  const byRatio =
    i.lendBps <= 0
      ? 0
      : i.lendBps >= FULL
        ? Infinity
        : Math.max(0, Math.floor(headroom / (FULL - i.lendBps)));
  const credit = Math.max(0, i.creditLeft);
  const room = Math.max(0, i.roomLeft);
  let loan = byRatio;
  let limitedBy: BuyingPower['limitedBy'] = 'ratio';
  if (credit < loan) [loan, limitedBy] = [credit, 'credit'];
  if (room < loan) [loan, limitedBy] = [room, 'room'];
  return { power: cash + loan, loan, limitedBy };
}

export type MarginBuyCheck = { ok: true; credit: number } | { ok: false; code: -6012 | -6045 };

/**
 * A buy that blocks `amount` VND: own cash first, the rest is credit, allowed up to the purchase
 * power (-6012 beyond it; -6045 when the symbol's lending room is what runs out).
 */
export function checkMarginBuy(amount: number, i: BuyingPowerInput): MarginBuyCheck {
  const credit = amount - Math.min(Math.max(0, i.cash), amount);
  if (credit === 0) return { ok: true, credit: 0 };
  const power = marginBuyingPower(i);
  if (amount <= power.power) return { ok: true, credit };
  return { ok: false, code: power.limitedBy === 'room' && i.lendBps > 0 ? -6045 : -6012 };
}

export interface MarginPosition {
  /** Securities (held, blocked and receivable) at market value, VND. */
  marketValue: number;
  /** Cash: available, blocked and receivable, VND. */
  cash: number;
  /** Loan principal plus accrued interest, VND. */
  debt: number;
}

/** Margin ratio in bps; 10,000 without net debt; may go below 0 when debt exceeds the assets. */
export function marginRatioBps(p: MarginPosition): number {
  const netDebt = Math.max(0, p.debt - p.cash);
  if (netDebt === 0) return FULL;
  const assets = p.marketValue + Math.max(0, p.cash - p.debt);
  if (assets <= 0) return -FULL;
  return Math.floor(((assets - netDebt) * FULL) / assets);
}

export type MarginStatus = 'normal' | 'call' | 'force-sell';

/** Status of a ratio: under the force-sell ratio, under the call ratio, or normal. */
export function marginStatusOf(
  ratioBps: number,
  levels: { callBps: number; forceSellBps: number },
): MarginStatus {
  if (ratioBps < levels.forceSellBps) return 'force-sell';
  if (ratioBps < levels.callBps) return 'call';
  return 'normal';
}

/** The ratio after a sale of `value` VND whose fee and tax are `costBps` of it (proceeds count as cash). */
export function ratioAfterSale(p: MarginPosition, value: number, costBps: number): number {
  const proceeds = value - Math.ceil((value * costBps) / FULL);
  return marginRatioBps({ marketValue: p.marketValue - value, cash: p.cash + proceeds, debt: p.debt });
}

/**
 * A sale is refused by risk management (-6668) when it would leave the ratio under the call ratio
 * and lower than before (its fee and tax eat more than it repays).
 */
export function saleBreaksRatio(p: MarginPosition, value: number, costBps: number, callBps: number): boolean {
  const after = ratioAfterSale(p, value, costBps);
  return after < callBps && after < marginRatioBps(p);
}

/**
 * Market value a force-sell must sell to bring the ratio back to `targetBps`, its proceeds net of
 * `costBps` repaying debt: with assets M, net debt D, target T and cost f, the least S with
 * (M - S - (D - S(1 - f))) / (M - S) >= T, that is S >= (D - (1 - T) M) / (T - f); at most M.
 * @example forceSellValue({ marketValue: 100e6, cash: 0, debt: 75e6 }, 4000, 0) === 37_500_000
 */
export function forceSellValue(p: MarginPosition, targetBps: number, costBps: number): number {
  if (marginRatioBps(p) >= targetBps) return 0;
  const netDebt = Math.max(0, p.debt - p.cash);
  const assets = p.marketValue + Math.max(0, p.cash - p.debt);
  const numerator = netDebt * FULL - (FULL - targetBps) * assets;
  const denominator = targetBps - costBps;
  if (denominator <= 0) return p.marketValue;
  let value = Math.max(0, Math.ceil(numerator / denominator));
  // The ratio is read in whole bps and the cost in whole dong: step up to where it reads the target.
  const step = Math.max(1, Math.ceil(p.marketValue / FULL));
  while (value < p.marketValue && ratioAfterSale(p, value, costBps) < targetBps) value += step;
  return Math.min(p.marketValue, value);
}

export interface SellableHolding {
  symbol: string;
  /** Shares free to sell. */
  available: number;
  /** VND per share the sale is priced at. */
  price: number;
}

/**
 * Shares to force-sell for a value: the largest holdings first, each in board lots of `lot`
 * shares rounded up (a remainder under a lot is sold only when it is all that is left).
 */
export function forceSellPlan(
  holdings: readonly SellableHolding[],
  value: number,
  lot = 100,
): Array<{ symbol: string; volume: number; price: number }> {
  const plan: Array<{ symbol: string; volume: number; price: number }> = [];
  let left = value;
  const sorted = [...holdings]
    .filter((h) => h.available > 0 && h.price > 0)
    .sort((a, b) => b.available * b.price - a.available * a.price || a.symbol.localeCompare(b.symbol));
  for (const h of sorted) {
    if (left <= 0) break;
    const lots = Math.floor(h.available / lot) * lot;
    const wanted = Math.ceil(left / h.price / lot) * lot;
    const volume = lots > 0 ? Math.min(lots, wanted) : h.available;
    plan.push({ symbol: h.symbol, volume, price: h.price });
    left -= volume * h.price;
  }
  return plan;
}
