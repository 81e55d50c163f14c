// Cash advance terms for the money tests (the form's schema and the screen): sub-account 0000011 on
// 2026-03-02 at 0.04% a day, at least 20,000 a fee, with the given days' sale proceeds, none advanced.
import type { CashAdvanceInfo } from '@sen/protocol';

/** `advanceTerms([['2026-03-02', '2026-03-04', 150_000_000]])`: one day's proceeds, all advanceable. */
export function advanceTerms(
  days: ReadonlyArray<readonly [tradeDate: string, settleDate: string, proceeds: number]>,
): CashAdvanceInfo {
  const items = days.map(([tradeDate, settleDate, proceeds]) => ({
    tradeDate,
    settleDate,
    proceeds,
    advanced: 0,
    advanceable: proceeds,
  }));
  return {
    subAcntNo: '0000011',
    businessDate: '2026-03-02',
    advanceable: items.reduce((sum, item) => sum + item.advanceable, 0),
    ratePpmPerDay: 400,
    minFee: 20_000,
    items,
  };
}
