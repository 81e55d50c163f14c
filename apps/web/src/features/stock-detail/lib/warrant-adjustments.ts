// The underlying's corporate actions that change a warrant's terms (issue 24 item 3): each ex-date
// after the warrant's first trading day up to the market date, with the underlying's close of the
// trading day before it, as @sen/market's adjustWarrantTerms takes them (its ex-rights formula).
import { ratioOfShares, type ExRightsAction } from '@sen/market';
import type { EventsPage, HistoryPage } from '@sen/protocol';

type EventItem = EventsPage['items'][number];
type Bar = Pick<HistoryPage['items'][number], 'date' | 'close'>;

export interface WarrantAdjustment {
  exDate: string;
  close: number;
  action: ExRightsAction;
}

/** What an event takes from a share on its ex-date; undefined for meetings and malformed items. */
export function exRightsActionOfEvent(event: EventItem): ExRightsAction | undefined {
  const item = event as EventItem & { perShare?: unknown; ratio?: unknown; price?: unknown };
  if (event.kind === 'cash-dividend' && typeof item.perShare === 'number' && item.perShare > 0)
    return { cash: item.perShare };
  const ratio = typeof item.ratio === 'string' ? ratioOfShares(item.ratio) : 0;
  if (event.kind === 'stock-dividend' && ratio > 0) return { stockRatio: ratio };
  if (event.kind === 'rights-issue' && ratio > 0 && typeof item.price === 'number')
    return { rightsRatio: ratio, rightsPrice: item.price };
  return undefined;
}

/** Whether an event changes the terms of a warrant listed on `firstTradingDate`, as of `today`. */
export function adjustsWarrant(event: EventItem, firstTradingDate: string | null, today: string): boolean {
  if (event.exDate > today || (firstTradingDate !== null && event.exDate <= firstTradingDate)) return false;
  return exRightsActionOfEvent(event) !== undefined;
}

/**
 * The adjustments of a warrant listed on `firstTradingDate` as of `today`, oldest first; an
 * ex-date without a close before it in `bars` is left out (the history does not reach it).
 */
export function warrantAdjustments(
  events: readonly EventItem[],
  bars: readonly Bar[],
  firstTradingDate: string | null,
  today: string,
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
