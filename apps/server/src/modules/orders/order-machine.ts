// The order state machine, pure: (order, exchange event) -> (next order, effects). Effects are what
// the service posts to the ledger in the same transaction (a fill, a release of what is still
// blocked). Status codes are the spec's (P, M, X, C, R; W suffix cancel waiting) and Sen's
// (Q reserved, S sent, E error, D expired, V suffix edit waiting), see @sen/market ORDER_STATUS_CODES.
import { ORDER_STATUS_CODES as CODE, saleTax, stockFee, TRADING_ERROR_CODES } from '@sen/market';
import type { OrderEvent } from '@sen/exchange';
import { futuresFillCharges } from '../ledger/futures-fees.ts';
import { EXCHANGE_REJECT_KEYS } from './order-rejection.ts';
import { buyBlockAmount } from '../ledger/block-amounts.ts';

export interface OrderState {
  side: 'B' | 'S';
  kind: string;
  price: number | null;
  volume: number;
  matchedVolume: number;
  matchedValue: number;
  status: string;
  messageNo: number;
  /** VND (buys, futures) or shares (sells) the order still holds. */
  blocked: number;
  fills: number;
}

export type OrderEffect =
  | { type: 'fill'; seq: number; price: number; volume: number; fee: number; tax: number; cost: number }
  /** `edit`: the part an edit confirmed by the exchange no longer needs (the order stays open). */
  | { type: 'release'; amount: number; edit?: true };

export interface Transition {
  order: OrderState;
  effects: OrderEffect[];
}

const FINAL = new Set<string>([CODE.cancelled, CODE.rejected, CODE.expired, CODE.error]);

/** True once nothing more can happen to the order. */
export function isFinal(order: Pick<OrderState, 'status' | 'matchedVolume' | 'volume'>): boolean {
  return FINAL.has(order.status) || (order.status === CODE.matched && order.matchedVolume >= order.volume);
}

/** Fee and tax of one fill (stocks: the fee schedule plus the 0.1% tax on sales; futures: ledger/futures-fees.ts). */
function fillCharges(
  order: Pick<OrderState, 'side' | 'kind'>,
  price: number,
  volume: number,
): { fee: number; tax: number } {
  if (order.kind === 'future') return futuresFillCharges(price, volume);
  const value = price * volume;
  return { fee: stockFee(value), tax: order.side === 'S' ? saleTax(value) : 0 };
}

/**
 * What an open order must hold for what is left of it at its price (a buy: value plus the highest
 * fee; a sell: the shares); futures margins are not re-sized by an edit (undefined).
 */
export function heldFor(
  order: Pick<OrderState, 'side' | 'kind' | 'price' | 'volume' | 'matchedVolume'>,
): number | undefined {
  if (order.kind === 'future') return undefined;
  const left = Math.max(0, order.volume - order.matchedVolume);
  return order.side === 'B' ? buyBlockAmount(order.price ?? 0, left) : left;
}

const release = (order: OrderState, effects: OrderEffect[]): OrderState => {
  if (order.blocked > 0) effects.push({ type: 'release', amount: order.blocked });
  return { ...order, blocked: 0 };
};

export function applyExchangeEvent(order: OrderState, event: OrderEvent): Transition {
  const effects: OrderEffect[] = [];
  if (isFinal(order)) return { order, effects };
  let next: OrderState = { ...order };
  switch (event.status) {
    case 'accepted':
      if (order.status === CODE.sent || order.status === CODE.reserved) next.status = CODE.pending;
      break;
    case 'rejected':
      next = release(
        {
          ...next,
          status: CODE.rejected,
          messageNo:
            TRADING_ERROR_CODES[event.reason ? EXCHANGE_REJECT_KEYS[event.reason] : 'cannotPlaceOrder'],
        },
        effects,
      );
      break;
    case 'fill': {
      const price = event.fillPrice ?? 0;
      const volume = event.fillVolume ?? 0;
      const { fee, tax } = fillCharges(order, price, volume);
      // Futures: the filled contracts' share of the margin the order blocked goes back with the
      // fill, which then holds the position's own margin in the ledger.
      const open = order.volume - order.matchedVolume;
      const cost =
        order.kind === 'future'
          ? open > 0
            ? Math.round((next.blocked * Math.min(volume, open)) / open)
            : 0
          : order.side === 'B'
            ? price * volume + fee
            : volume;
      const used = Math.min(cost, next.blocked);
      next = {
        ...next,
        matchedVolume: order.matchedVolume + volume,
        matchedValue: order.matchedValue + price * volume,
        blocked: next.blocked - used,
        fills: order.fills + 1,
        status: CODE.matched,
      };
      effects.push({ type: 'fill', seq: next.fills, price, volume, fee, tax, cost: used });
      if (event.remaining === 0) next = release(next, effects);
      break;
    }
    case 'replaced': {
      next.price = event.price;
      next.volume = event.volume;
      if (order.status.endsWith(CODE.waitingEditSuffix)) next.status = CODE.edited;
      // A cut (lower volume or buy price) gives back what it no longer needs only now that the
      // exchange confirmed it: until then the order may still fill at its old volume and price.
      const held = heldFor(next);
      if (held !== undefined && next.price !== null && next.blocked > held) {
        effects.push({ type: 'release', amount: next.blocked - held, edit: true });
        next.blocked = held;
      }
      break;
    }
    case 'cancelled':
      next = release({ ...next, status: CODE.cancelled }, effects);
      break;
    case 'expired':
      next = release({ ...next, status: order.matchedVolume > 0 ? CODE.cancelled : CODE.expired }, effects);
      break;
  }
  return { order: next, effects };
}

/** Marks a cancel (W) or an edit (V) as waiting for the exchange's answer. */
export function markWaiting(order: OrderState, what: 'cancel' | 'edit'): OrderState {
  const suffix = what === 'cancel' ? CODE.waitingCancelSuffix : CODE.waitingEditSuffix;
  return { ...order, status: `${order.status.replace(/[WV]$/, '')}${suffix}` };
}

/** Takes a waiting mark off after the exchange refused the cancel or edit. */
export function clearWaiting(order: OrderState): OrderState {
  return { ...order, status: order.status.replace(/[WV]$/, '') };
}
