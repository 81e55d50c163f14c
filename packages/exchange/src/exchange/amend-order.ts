// Cancel and replace of resting orders, with the KRX priority rule.
import { MAX_ORDER_VOLUME, canAmendOrCancelInPhase, lotKindOf } from '@sen/market';
import { secondsOfDayOf } from '../clock/market-time.ts';
import { inPeriodicCallFreeze } from '../clock/session-schedule.ts';
import type { ExchangeCore } from './exchange-core.ts';
import type { InstrumentState, OrderRecord } from './instrument-state.ts';
import type { Amendment, CommandResult, RejectReason } from './types.ts';

type Found = { ok: true; record: OrderRecord; state: InstrumentState } | { ok: false; reason: RejectReason };

/** An open order that may be changed now: continuous session only, never PLO or a waiting ATO/ATC. */
function amendable(core: ExchangeCore, orderId: string): Found {
  const record = core.orders.get(orderId);
  if (!record?.node?.resting) return { ok: false, reason: 'NOT_FOUND' };
  const state = record.instrument;
  const phase = core.phases.get(state.spec.market)!;
  if (!canAmendOrCancelInPhase(phase) || record.type === 'PLO' || record.price === null)
    return { ok: false, reason: 'NOT_AMENDABLE' };
  // A restricted stock's periodic call: no amend or cancel in its last 5 minutes.
  if (state.inPeriodicCall(phase) && inPeriodicCallFreeze(secondsOfDayOf(core.time)))
    return { ok: false, reason: 'NOT_AMENDABLE' };
  return { ok: true, record, state };
}

/** Cancels what is left of an order. */
export function cancelOrder(core: ExchangeCore, orderId: string): CommandResult {
  const found = amendable(core, orderId);
  if (!found.ok) return found;
  core.closeOrder(found.record, 'cancelled');
  core.out.depth(
    core.time,
    found.record.symbol,
    found.record.board,
    core.bookOf(found.state, found.record.board)!,
  );
  return { ok: true, orderId };
}

/**
 * Changes the price or the total volume (never both). A volume cut keeps time priority; a price
 * change or a volume increase goes to the back of the queue, and a new price may match at once.
 */
export function replaceOrder(core: ExchangeCore, orderId: string, change: Amendment): CommandResult {
  if ((change.price === undefined) === (change.volume === undefined))
    return { ok: false, reason: 'BAD_AMEND' };
  const found = amendable(core, orderId);
  if (!found.ok) return found;
  const { record, state } = found;
  const book = core.bookOf(state, record.board)!;
  const node = record.node!;
  if (change.price !== undefined) {
    if (change.price === record.price) return { ok: false, reason: 'BAD_AMEND' };
    if (change.price < state.floor || change.price > state.ceiling) return { ok: false, reason: 'BAND' };
    const tick = state.grid.indexOf(change.price);
    if (tick < 0) return { ok: false, reason: 'TICK' };
    book.remove(node);
    node.seq = core.nextSeq();
    record.price = change.price;
    core.out.order(core.time, record, 'replaced');
    // In a periodic call the new price waits for the uncross; otherwise it may match at once.
    if (!state.inPeriodicCall(core.phases.get(state.spec.market)))
      core.runContinuous(state, record.board, book, node, tick);
    if (node.remaining > 0) {
      node.tick = tick;
      book.add(node);
    }
  } else {
    const volume = change.volume!;
    const open = volume - record.filled;
    const lot = lotKindOf(state.spec.kind, volume);
    const max = MAX_ORDER_VOLUME[state.spec.market];
    if (open <= 0 || volume === record.volume || lot !== (record.board === 'odd' ? 'odd' : 'board'))
      return { ok: false, reason: 'BAD_AMEND' };
    if (max !== undefined && volume > max) return { ok: false, reason: 'MAX_VOLUME' };
    if (open < node.remaining) book.reduce(node, node.remaining - open);
    else {
      book.remove(node);
      node.remaining = open;
      node.seq = core.nextSeq();
      book.add(node);
    }
    record.volume = volume;
    core.out.order(core.time, record, 'replaced');
  }
  core.out.depth(core.time, record.symbol, record.board, book);
  return { ok: true, orderId };
}
