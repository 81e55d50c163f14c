// Pure pre-trade checks of a new order (spec §5, §8): from the order and what the broker knows of
// the account, the instrument and the session, either the order to write (type, limit price, what
// to block and whether it waits for the next session) or the spec's code that refuses it.
// Balances are checked by the service inside the order's transaction (they need the database).
import {
  BROKER_MAX_DERIVATIVE_VOLUME,
  CLIENT_ORDER_TYPES,
  MAX_ORDER_VOLUME,
  futuresInitialMargin,
  isOnTick,
  isOrderTypeAllowedInPhase,
  lotKindOf,
  type InstrumentKind,
  type MarketId,
  type OrderType,
  type Phase,
} from '@sen/market';
import { buyBlockAmount } from '../ledger/block-amounts.ts';

export interface OrderInput {
  side: 'B' | 'S';
  /** VND integer (futures: points x 100) or an order-type word. */
  price: number | string;
  volume: number;
  nextSession: boolean;
}

export interface CheckContext {
  /** 0 pending activation, 1 active (customer); the sub-account's own status. */
  customerStatus: number;
  accountStatus: number;
  /** A new account whose depository (VSD) number is not registered yet (modules/open-account). */
  depositoryPending?: boolean;
  instrument: { market: MarketId; kind: InstrumentKind } | undefined;
  band: { ceiling: number; floor: number } | undefined;
  phase: Phase;
  /** Phases still to come of the session a reserved order would wait for (reserved-session.ts). */
  ahead: () => readonly Phase[];
}

export type CheckedOrder = {
  ok: true;
  type: OrderType;
  /** Limit price, null for market-price types. */
  price: number | null;
  /** Waits as reserved (Q) until the next session opens. */
  reserved: boolean;
  /** Buys: VND to block; sells: shares to block (futures: VND of initial margin on either side). */
  block: { asset: 'cash' | 'shares'; amount: number };
};
export type CheckResult = CheckedOrder | { ok: false; code: number };

const fail = (code: number): CheckResult => ({ ok: false, code });
const WAITING_PHASES: readonly Phase[] = ['PRE_OPEN', 'LUNCH'];

export function checkNewOrder(order: OrderInput, ctx: CheckContext): CheckResult {
  if (ctx.customerStatus === 0 || ctx.accountStatus === 0) return fail(-6017);
  if (ctx.customerStatus !== 1 || ctx.accountStatus !== 1) return fail(-6028);
  if (ctx.depositoryPending === true) return fail(-6039);
  const instrument = ctx.instrument;
  if (!instrument || !ctx.band) return fail(-6031);
  if (instrument.kind === 'bond') return fail(-6016);
  const { market, kind } = instrument;

  const type: OrderType = typeof order.price === 'number' ? 'LO' : (order.price as OrderType);
  if (!CLIENT_ORDER_TYPES[market].includes(type)) return fail(-6023);

  if (kind === 'future' && order.volume > BROKER_MAX_DERIVATIVE_VOLUME) return fail(-6034);
  const lot = lotKindOf(kind, order.volume);
  const max = kind === 'future' ? undefined : MAX_ORDER_VOLUME[market];
  if (lot === undefined || (max !== undefined && order.volume > max)) return fail(-6019);
  if (lot === 'odd' && type !== 'LO') return fail(-6023);

  let price: number | null = null;
  if (type === 'LO') {
    price = order.price as number;
    if (!isOnTick(market, kind, price)) return fail(-6021);
    if (price > ctx.band.ceiling || price < ctx.band.floor) return fail(-6035);
  }

  let reserved = order.nextSession;
  if (!reserved) {
    if (ctx.phase === 'CLOSED') return fail(-6022);
    if (WAITING_PHASES.includes(ctx.phase)) reserved = true;
    else if (!isOrderTypeAllowedInPhase(market, ctx.phase, lot, type)) return fail(-6024);
  }
  // A reserved order must fit a phase still to come (e.g. no HOSE ATO in the lunch break).
  if (reserved && !ctx.ahead().some((phase) => isOrderTypeAllowedInPhase(market, phase, lot, type)))
    return fail(-6024);

  const worst = order.side === 'B' ? ctx.band.ceiling : ctx.band.floor;
  const blockPrice = price ?? worst;
  if (kind === 'future')
    return {
      ok: true,
      type,
      price,
      reserved,
      block: { asset: 'cash', amount: futuresInitialMargin(price ?? ctx.band.ceiling, order.volume) },
    };
  if (order.side === 'B')
    return {
      ok: true,
      type,
      price,
      reserved,
      block: { asset: 'cash', amount: buyBlockAmount(blockPrice, order.volume) },
    };
  return { ok: true, type, price, reserved, block: { asset: 'shares', amount: order.volume } };
}
