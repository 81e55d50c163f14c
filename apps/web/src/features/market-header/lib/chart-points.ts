// Series data of an index mini chart: one slot per minute from 09:00 to 15:00 market time so the
// axis always spans the day; the lunch break (11:31-12:59) and minutes after the last point are
// whitespace (a gap), and a quiet minute repeats the previous close.
import { INDEX_CHART, toSecondsOfDay } from '@sen/market';
import type { IntradayPoint } from '@sen/protocol';

export type ChartSlot = { time: number; value: number } | { time: number };

const minuteOf = (hhmm: string) => toSecondsOfDay(hhmm) / 60;
const AXIS_START = minuteOf(INDEX_CHART.axis.start);
const AXIS_END = minuteOf(INDEX_CHART.axis.end);
const LUNCH_START = minuteOf(INDEX_CHART.lunchGap.start);
const LUNCH_END = minuteOf(INDEX_CHART.lunchGap.end);

function isLunchMinute(minute: number): boolean {
  return minute >= LUNCH_START && minute <= LUNCH_END;
}

/**
 * @param dayStartSec epoch seconds of 00:00 market time of the chart's day
 * @param points one point per minute (`HH:MM`), in time order
 */
export function chartSlots(points: readonly IntradayPoint[], dayStartSec: number): ChartSlot[] {
  const closes = new Map(points.map((point) => [minuteOf(point.time), point.close]));
  const lastMinute = points.length > 0 ? Math.max(...closes.keys()) : -1;
  const slots: ChartSlot[] = [];
  let previous: number | undefined;
  for (let minute = AXIS_START; minute <= AXIS_END; minute += 1) {
    const time = dayStartSec + minute * 60;
    const close = closes.get(minute);
    if (close !== undefined) previous = close;
    if (isLunchMinute(minute) || minute > lastMinute || previous === undefined) slots.push({ time });
    else slots.push({ time, value: previous });
  }
  return slots;
}

/** Epoch seconds of a minute of the chart's day, or null when outside the axis or in the lunch gap. */
export function slotTime(dayStartSec: number, minute: number): number | null {
  if (minute < AXIS_START || minute > AXIS_END || isLunchMinute(minute)) return null;
  return dayStartSec + minute * 60;
}
