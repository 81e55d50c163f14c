// Cash advance on sales not yet settled (ứng trước tiền bán, market-rules §6.2): the broker pays out
// unsettled sale proceeds at once and recovers them on the settlement date. The fee is the amount x
// the daily rate x the calendar days until settlement, at least a minimum fee.
import { addDays, type CalendarDate } from './trading-calendar.ts';

export interface AdvanceFeeSchedule {
  /** Fee per day in parts per million of the amount (400 = 0.04% a day). */
  ratePpmPerDay: number;
  /** Smallest fee of one advance, VND. */
  minFee: number;
}

/** Sen's default: 0.04% a day (HSC's rate; SSI 0.0389%, DNSE 0.035%), at least 20,000 VND. */
export const DEFAULT_ADVANCE_FEES: AdvanceFeeSchedule = { ratePpmPerDay: 400, minFee: 20_000 };

/**
 * Calendar days from the advance date to the settlement date, at least 1.
 * @example calendarDaysUntil('2025-05-02', '2025-05-06') === 4 (Friday's sale advanced on Friday)
 */
export function calendarDaysUntil(from: CalendarDate, to: CalendarDate): number {
  let days = 0;
  for (let d = from; d < to && days < 3_660; d = addDays(d, 1)) days += 1;
  return Math.max(1, days);
}

/** One part of an advance: an amount drawn from the proceeds settling on one date. */
export interface AdvancePart {
  settleDate: CalendarDate;
  amount: number;
}

/**
 * Fee of an advance drawn from one or more settlement dates: the sum over its parts of amount x rate
 * x days (rounded half up to the VND), at least the minimum fee.
 * @example advanceFee('2025-05-05', [{ settleDate: '2025-05-07', amount: 100_000_000 }]) === 80_000
 */
export function advanceFee(
  today: CalendarDate,
  parts: readonly AdvancePart[],
  schedule: AdvanceFeeSchedule = DEFAULT_ADVANCE_FEES,
): number {
  let fee = 0;
  for (const part of parts)
    fee += Math.round(
      (part.amount * schedule.ratePpmPerDay * calendarDaysUntil(today, part.settleDate)) / 1e6,
    );
  return Math.max(schedule.minFee, fee);
}

/**
 * Draws an amount from unsettled proceeds, earliest settlement date first (the fewest fee days);
 * undefined when the proceeds do not cover it.
 */
export function planAdvance(amount: number, proceeds: readonly AdvancePart[]): AdvancePart[] | undefined {
  const parts: AdvancePart[] = [];
  let left = amount;
  for (const p of [...proceeds].sort((a, b) => a.settleDate.localeCompare(b.settleDate))) {
    if (left <= 0) break;
    const take = Math.min(left, p.amount);
    if (take > 0) parts.push({ settleDate: p.settleDate, amount: take });
    left -= take;
  }
  return left > 0 ? undefined : parts;
}
