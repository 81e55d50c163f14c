// The underlying's corporate actions that change a covered warrant's terms (issue 24 item 3): each
// ex-date after the warrant's first trading day up to the market date, with the underlying's close
// of the trading day before it, as `adjustWarrantTerms` takes them (the ex-rights formula). Shared
// by the server (the warrant board's adjusted terms) and the stock detail's warrant panel.
import { ratioOfShares, type ExRightsAction } from './ex-rights.ts';
import type { CalendarDate } from './trading-calendar.ts';

/** A corporate event as the company data lists it (cash per share, share ratio, rights price). */
export interface CorporateEventTerms {
  readonly kind: string;
  readonly exDate: CalendarDate;
  readonly perShare?: unknown;
  readonly ratio?: unknown;
  readonly price?: unknown;
}

export interface WarrantAdjustment {
  readonly exDate: CalendarDate;
  /** The underlying's close of the trading day before the ex-date, VND. */
  readonly close: number;
  readonly action: ExRightsAction;
}

/** What an event takes from a share on its ex-date; undefined for meetings and malformed items. */
export function exRightsActionOfEvent(event: CorporateEventTerms): ExRightsAction | undefined {
  const { perShare, ratio, price } = event;
  if (event.kind === 'cash-dividend' && typeof perShare === 'number' && perShare > 0)
    return { cash: perShare };
  const shares = typeof ratio === 'string' ? ratioOfShares(ratio) : 0;
  if (event.kind === 'stock-dividend' && shares > 0) return { stockRatio: shares };
  if (event.kind === 'rights-issue' && shares > 0 && typeof price === 'number')
    return { rightsRatio: shares, rightsPrice: price };
  return undefined;
}

/** Whether an event changes the terms of a warrant listed on `firstTradingDate`, as of `today`. */
export function adjustsWarrant(
  event: CorporateEventTerms,
  firstTradingDate: CalendarDate | null,
  today: CalendarDate,
): boolean {
  if (event.exDate > today || (firstTradingDate !== null && event.exDate <= firstTradingDate)) return false;
  return exRightsActionOfEvent(event) !== undefined;
}

/**
 * The adjustments of a warrant listed on `firstTradingDate` as of `today`, oldest first; an
 * ex-date without a close before it in `bars` is left out (the history does not reach it).
 * @example warrantAdjustments([{ kind: 'cash-dividend', exDate: '2026-10-05', perShare: 1_000 }],
 *   [{ date: '2026-10-02', close: 34_100 }], '2026-09-01', '2026-11-26')
 *   // [{ exDate: '2026-10-05', close: 34_100, action: { cash: 1_000 } }]
 */
export function warrantAdjustments(
  events: readonly CorporateEventTerms[],
  bars: ReadonlyArray<{ readonly date: CalendarDate; readonly close: number }>,
  firstTradingDate: CalendarDate | null,
  today: CalendarDate,
): WarrantAdjustment[] {
  const byDate = [...bars].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: WarrantAdjustment[] = [];
  for (const event of events) {
    const action = exRightsActionOfEvent(event);
    if (!action || !adjustsWarrant(event, firstTradingDate, today)) continue;
    const before = byDate.filter((bar) => bar.date < event.exDate).at(-1);
    if (before && before.close > 0) out.push({ exDate: event.exDate, close: before.close, action });
  }
  return out.sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
}
