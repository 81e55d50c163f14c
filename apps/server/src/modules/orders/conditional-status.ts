// Pure status rules of conditional orders (spec §3: pending, active, activated, final, expired,
// cancelling, wait for reactivation), as a Vietnamese broker runs them:
// - active: watching the live market; activated: its order was placed (the child order);
// - cancelling: the customer cancelled while the child order is live at the exchange; it stays so
//   until the exchange confirms the child's end (then final);
// - waitForReactivation: a trend or stop-loss order whose child ended without being filled in
//   full (cancelled or expired at the day's end), or that was still watching when its market
//   closed; it re-arms (active again, for what is left of its volume) at the next trading day,
//   unless its last day has passed (expired);
// - final: cancelled, or its order refused (at activation or by the exchange); activated stays when
//   its order filled; expired: past its last day.
import type { ConditionalType } from './conditional-trigger.ts';

export type ConditionalStatus =
  'pending' | 'active' | 'activated' | 'final' | 'expired' | 'cancelling' | 'waitForReactivation';

/** Orders that re-arm after their child ended unfilled or their market closed. */
const rearms = (type: ConditionalType): boolean => type === 'trend' || type === 'stopLoss';

/** What a cancel request does: ends it at once, asks the exchange to cancel the child first, or is refused. */
export function cancelAction(status: string): 'final' | 'cancelChild' | 'refuse' {
  if (status === 'active' || status === 'waitForReactivation' || status === 'pending') return 'final';
  if (status === 'activated') return 'cancelChild';
  return 'refuse';
}

export interface ChildEnd {
  /** Final order status code of the child: M (matched), X (cancelled), D (expired), R, E. */
  status: string;
  volume: number;
  matchedVolume: number;
}

/**
 * The conditional order's next status and volume once its child order has ended; undefined when the
 * conditional order is not waiting for that child (already final, expired or re-armed).
 * Activated stays activated when its order was filled or ended for a type that does not re-arm;
 * cancelling ends final (activated when the order filled before the cancel took effect); an order
 * the exchange refused is final; a trend or stop-loss order's unfilled rest waits for reactivation.
 */
export function afterChildEnds(
  conditional: { status: string; type: ConditionalType; volume: number },
  child: ChildEnd,
): { status: ConditionalStatus; volume: number } | undefined {
  const { status, volume } = conditional;
  if (status !== 'active' && status !== 'activated' && status !== 'cancelling') return undefined;
  const left = child.volume - child.matchedVolume;
  if (status === 'cancelling') return { status: left <= 0 ? 'activated' : 'final', volume };
  if (left <= 0) return { status: 'activated', volume };
  if (child.status === 'R' || child.status === 'E') return { status: 'final', volume };
  const unfilled = child.status === 'X' || child.status === 'D';
  if (unfilled && rearms(conditional.type)) return { status: 'waitForReactivation', volume: left };
  return { status: 'activated', volume };
}

/** At the market's close: watching trend and stop-loss orders wait for the next session. */
export const parksAtClose = (c: { status: string; type: ConditionalType }): boolean =>
  c.status === 'active' && rearms(c.type);

/** A new trading day: a waiting order re-arms unless its last day has passed. */
export function atNewDay(
  c: { status: string; expiry: string },
  tradingDate: string,
): ConditionalStatus | undefined {
  if (c.status !== 'active' && c.status !== 'waitForReactivation') return undefined;
  if (c.expiry < tradingDate) return 'expired';
  return c.status === 'waitForReactivation' ? 'active' : undefined;
}

/**
 * The child order's refId, one per activation: `cond-<id>` for the first, `cond-<id>-<time re-armed>`
 * for a re-armed order's next child (the refId keeps an order unique per sub-account).
 */
export const childRefId = (id: number, rearmedAt: number | null): string =>
  rearmedAt === null ? `cond-${id}` : `cond-${id}-${rearmedAt}`;

/** The conditional order id of a child order's refId, undefined for other orders. */
export function conditionalIdOf(refId: string): number | undefined {
  const match = /^cond-(\d+)(?:-\d+)?$/.exec(refId);
  return match ? Number(match[1]) : undefined;
}
