// The exchange's checks of an incoming order, each failure with its reason.
import {
  EXCHANGE_ORDER_TYPES,
  MARKET_IDS,
  MAX_ORDER_VOLUME,
  isOrderTypeAllowedInPhase,
  lotKindOf,
  type MarketId,
  type OrderType,
  type Phase,
} from '@sen/market';
import type { InstrumentState } from './instrument-state.ts';
import type { Board, OrderRequest, RejectReason } from './types.ts';

/** A valid order's book and limit tick (-1 for types without a price), or the reason it is refused. */
export type Validation = { ok: true; board: Board; tick: number } | { ok: false; reason: RejectReason };

// Types each market takes in some phase: anything else is refused as a wrong type, not a wrong session.
const MARKET_TYPES = new Map<MarketId, ReadonlySet<OrderType>>(
  MARKET_IDS.map((market) => [
    market,
    new Set(Object.values(EXCHANGE_ORDER_TYPES[market]).flatMap((lots) => lots.board)),
  ]),
);

/**
 * Checks type, lot, maximum volume, session, the same-symbol rule of call auctions, price, tick and
 * band, in that order. The same-symbol rule applies to brokerage accounts only: simulated
 * participants stand for crowds of investors.
 */
export function validateOrder(state: InstrumentState, phase: Phase, order: OrderRequest): Validation {
  const { market, kind } = state.spec;
  if (kind === 'bond' || !MARKET_TYPES.get(market)!.has(order.type))
    return { ok: false, reason: 'ORDER_TYPE' };
  const lot = lotKindOf(kind, order.volume);
  if (lot === undefined || (lot === 'odd' && order.type !== 'LO')) return { ok: false, reason: 'LOT' };
  const max = MAX_ORDER_VOLUME[market];
  if (max !== undefined && order.volume > max) return { ok: false, reason: 'MAX_VOLUME' };
  if (!isOrderTypeAllowedInPhase(market, phase, lot, order.type)) return { ok: false, reason: 'SESSION' };
  // A restricted stock's periodic calls take LO only.
  const periodic = state.inPeriodicCall(phase);
  if (periodic && order.type !== 'LO') return { ok: false, reason: 'SESSION' };
  if ((phase === 'ATO' || phase === 'ATC' || periodic) && order.owner.kind === 'broker') {
    const side = state.callSides.get(order.owner.accountId);
    if (side !== undefined && side !== order.side) return { ok: false, reason: 'OPPOSITE_SIDE' };
  }
  const board: Board = lot === 'odd' ? 'odd' : order.type === 'PLO' ? 'plo' : 'lot';
  if (order.type === 'PLO')
    return state.plo ? { ok: true, board, tick: 0 } : { ok: false, reason: 'NO_CLOSE_PRICE' };
  if (order.type !== 'LO') return { ok: true, board, tick: -1 };
  const price = order.price;
  if (price === undefined || !Number.isInteger(price) || price <= 0)
    return { ok: false, reason: 'PRICE_REQUIRED' };
  if (price < state.floor || price > state.ceiling) return { ok: false, reason: 'BAND' };
  const tick = state.grid.indexOf(price);
  return tick < 0 ? { ok: false, reason: 'TICK' } : { ok: true, board, tick };
}
