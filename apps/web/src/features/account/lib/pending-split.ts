// Splits a symbol's receivable shares (the ledger's T+2 buckets, one per settle date) by when they
// arrive, counted in trading days from the market's date (the server's market clock, never the
// browser's): T+1 arrive on the next trading day (bought the trading day before), T+2 the day
// after (bought today), `later` anything further away (corporate actions) or already due today.
import { tradingDaysBetween, type CalendarDate } from '@sen/market';

export interface PendingSplit {
  t1: number;
  t2: number;
  later: number;
}

export function pendingSplit(
  receivable: ReadonlyArray<{ settleDate: string; amount: number }>,
  marketDate: CalendarDate,
): PendingSplit {
  const split: PendingSplit = { t1: 0, t2: 0, later: 0 };
  for (const r of receivable) {
    const days = tradingDaysBetween(marketDate, r.settleDate);
    if (days === 1) split.t1 += r.amount;
    else if (days === 2) split.t2 += r.amount;
    else split.later += r.amount;
  }
  return split;
}
