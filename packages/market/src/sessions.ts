import type { MarketId } from './markets.ts';
import { parseTimeOfDay, toSecondsOfDay, type SecondsOfDay } from './time-of-day.ts';

/** Phase of a market's trading day. */
export type Phase = 'PRE_OPEN' | 'ATO' | 'CONTINUOUS' | 'LUNCH' | 'ATC' | 'PLO' | 'PUT_THROUGH' | 'CLOSED';

/** Every phase, in the order of a trading day. */
export const PHASES: readonly Phase[] = [
  'PRE_OPEN',
  'ATO',
  'CONTINUOUS',
  'LUNCH',
  'ATC',
  'PLO',
  'PUT_THROUGH',
  'CLOSED',
];

/** One phase from `start` (included) to `end` (excluded), 'HH:MM' market time. */
export interface SessionSlot {
  readonly phase: Phase;
  readonly start: string;
  readonly end: string;
}

// PRE_OPEN is the broker's order queue before the first session (an exchange rule is UNCONFIRMED,
// market-rules §1.4); its 08:00 start is Sen's choice. Outside every slot the market is CLOSED.
/** Timetable of each market's day, post-KRX (market-rules §1). */
export const TIMETABLES: Readonly<Record<MarketId, readonly SessionSlot[]>> = {
  HSX: [
    { phase: 'PRE_OPEN', start: '08:00', end: '09:00' },
    { phase: 'ATO', start: '09:00', end: '09:15' },
    { phase: 'CONTINUOUS', start: '09:15', end: '11:30' },
    { phase: 'LUNCH', start: '11:30', end: '13:00' },
    { phase: 'CONTINUOUS', start: '13:00', end: '14:30' },
    { phase: 'ATC', start: '14:30', end: '14:45' },
    { phase: 'PUT_THROUGH', start: '14:45', end: '15:00' },
  ],
  HNX: [
    { phase: 'PRE_OPEN', start: '08:00', end: '09:00' },
    { phase: 'CONTINUOUS', start: '09:00', end: '11:30' },
    { phase: 'LUNCH', start: '11:30', end: '13:00' },
    { phase: 'CONTINUOUS', start: '13:00', end: '14:30' },
    { phase: 'ATC', start: '14:30', end: '14:45' },
    { phase: 'PLO', start: '14:45', end: '15:00' },
  ],
  UPCOM: [
    { phase: 'PRE_OPEN', start: '08:00', end: '09:00' },
    { phase: 'CONTINUOUS', start: '09:00', end: '11:30' },
    { phase: 'LUNCH', start: '11:30', end: '13:00' },
    { phase: 'CONTINUOUS', start: '13:00', end: '15:00' },
  ],
  DERIV: [
    { phase: 'PRE_OPEN', start: '08:00', end: '08:45' },
    { phase: 'ATO', start: '08:45', end: '09:00' },
    { phase: 'CONTINUOUS', start: '09:00', end: '11:30' },
    { phase: 'LUNCH', start: '11:30', end: '13:00' },
    { phase: 'CONTINUOUS', start: '13:00', end: '14:30' },
    { phase: 'ATC', start: '14:30', end: '14:45' },
  ],
};

/** Put-through windows of each market, 'HH:MM' from/to (market-rules §1). */
export const PUT_THROUGH_WINDOWS: Readonly<
  Record<MarketId, readonly { readonly start: string; readonly end: string }[]>
> = {
  HSX: [
    { start: '09:00', end: '11:30' },
    { start: '13:00', end: '15:00' },
  ],
  HNX: [
    { start: '09:00', end: '11:30' },
    { start: '13:00', end: '15:00' },
  ],
  UPCOM: [
    { start: '09:00', end: '11:30' },
    { start: '13:00', end: '15:00' },
  ],
  DERIV: [{ start: '08:45', end: '14:45' }],
};

const within = (t: SecondsOfDay, start: string, end: string): boolean =>
  t >= parseTimeOfDay(start) && t < parseTimeOfDay(end);

/**
 * Phase of a market at a market time ('HH:MM:SS' or seconds of day); starts are inclusive.
 * @example phaseAt('HSX', '09:14:59') === 'ATO'; phaseAt('HNX', '14:45:00') === 'PLO'; phaseAt('UPCOM', '14:50:00') === 'CONTINUOUS'
 */
export function phaseAt(market: MarketId, time: string | SecondsOfDay): Phase {
  const t = toSecondsOfDay(time);
  return TIMETABLES[market].find((slot) => within(t, slot.start, slot.end))?.phase ?? 'CLOSED';
}

/** The slot in force at a time, undefined when the market is closed. */
export function slotAt(market: MarketId, time: string | SecondsOfDay): SessionSlot | undefined {
  const t = toSecondsOfDay(time);
  return TIMETABLES[market].find((slot) => within(t, slot.start, slot.end));
}

/** Start of the next phase change after a time, undefined after the last one of the day. */
export function nextPhaseChange(market: MarketId, time: string | SecondsOfDay): SecondsOfDay | undefined {
  const t = toSecondsOfDay(time);
  const edges = TIMETABLES[market].flatMap((slot) => [parseTimeOfDay(slot.start), parseTimeOfDay(slot.end)]);
  return edges.filter((edge) => edge > t).sort((a, b) => a - b)[0];
}

/** True when put-through deals may be entered at a time, e.g. isPutThroughOpen('HSX', '14:50:00') === true. */
export function isPutThroughOpen(market: MarketId, time: string | SecondsOfDay): boolean {
  const t = toSecondsOfDay(time);
  return PUT_THROUGH_WINDOWS[market].some((window) => within(t, window.start, window.end));
}
