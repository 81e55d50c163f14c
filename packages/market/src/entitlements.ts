// What a holder receives from a corporate action (issue 18), by the rules Vietnamese issuers and
// the depository (VSDC) apply: entitlements count the shares held at the record date; new shares
// are rounded down to whole shares (the fractions are cancelled); cash dividends paid to
// individuals carry 5% personal income tax, withheld by the paying broker (Law on PIT, art. 10;
// Circular 111/2013/TT-BTC art. 10.3).

/** Personal income tax on dividends paid in cash, withheld at payment. */
export const DIVIDEND_TAX_RATE = 0.05;

export interface CashDividendEntitlement {
  /** VND before tax: shares x VND per share. */
  gross: number;
  /** VND withheld (5%, rounded to the dong). */
  tax: number;
  net: number;
}

/**
 * @example cashDividendOf(1_000, 1_500) -> { gross: 1_500_000, tax: 75_000, net: 1_425_000 }
 */
export function cashDividendOf(shares: number, perShare: number): CashDividendEntitlement {
  const gross = Math.max(0, Math.floor(shares)) * perShare;
  const tax = Math.round(gross * DIVIDEND_TAX_RATE);
  return { gross, tax, net: gross - tax };
}

/**
 * New shares of a stock dividend, bonus issue or rights issue (the maximum one may buy):
 * shares x ratio, rounded down. `ratio` is new shares per share held (0.1 for 100:10, 0.5 for 2:1).
 * @example newSharesOf(1_005, 0.1) === 100; newSharesOf(333, 0.5) === 166
 */
export function newSharesOf(shares: number, ratio: number): number {
  if (!(shares > 0) || !(ratio > 0)) return 0;
  // The epsilon keeps 1,000 x 0.1 at 100 rather than 99.99999.
  return Math.floor(shares * ratio + 1e-9);
}
