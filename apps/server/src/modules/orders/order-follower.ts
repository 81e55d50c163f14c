// Follows the exchange's events of brokerage orders: each event is one job of the single writer
// that runs the pure state machine and writes its outcome (order row, fill, ledger posting of the
// fill with its fee and tax, release of what the order no longer needs) in one transaction; then
// the owner's sockets get the order and balance events.
import type { OrderEvent } from '@sen/exchange';
import { ORDER_STATUS_CODES as CODE } from '@sen/market';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { applyExchangeEvent, type OrderEffect, type OrderState } from './order-machine.ts';
import type { OmsDeps } from './order-deps.ts';
import { writeAcceptances } from './resent-acceptances.ts';
import {
  changedColumns,
  insertFill,
  stateOf,
  toOrder,
  updateOrder,
  type OrderRow,
} from './order-repository.ts';

export class OrderFollower {
  constructor(private readonly deps: OmsDeps) {}

  /** Events of an order whose job has not started yet: the events that follow join it. */
  private readonly waiting = new Map<number, OrderEvent[]>();
  /** While open orders are re-sent (`resend`): their acceptances, order id -> exchange order id. */
  private resent: Map<number, string> | undefined;

  /**
   * Runs `send`, which re-sends open orders to a fresh exchange (after a restart, on a market node
   * taking over): their acceptances are written by one job (resent-acceptances.ts) instead of one
   * each, so orders placed right after it do not wait behind them. Their fills and rejections are
   * followed as usual. `statusOf` gives a re-sent order's status as read before.
   */
  async resend(send: () => void, statusOf: (id: number) => string | undefined): Promise<void> {
    const accepted = new Map<number, string>();
    this.resent = accepted;
    try {
      send();
    } finally {
      this.resent = undefined;
    }
    if (accepted.size === 0) return;
    const written = await this.deps.writer.run((trx) =>
      writeAcceptances(trx, this.deps.store, accepted, this.deps.now()),
    );
    // A sent or reserved order is pending now: its owner sees it.
    for (const row of written) {
      const before = statusOf(Number(row.id));
      if (before === undefined || before === row.status) continue;
      this.deps.push(row.username, { type: 'order', order: toOrder(row) });
      this.deps.onChanged?.({ ...row, status: before }, row, []);
    }
  }

  /**
   * Queues one exchange event of a brokerage order (ignores others). The events of one order that
   * arrive before its job runs (an order that trades on arrival: accepted, then its fills) are
   * applied in order by one job: one read of the order, one update, the fills' postings.
   */
  onEvent(event: OrderEvent): void {
    if (event.owner.kind !== 'broker' || event.clientRef === undefined) return;
    const id = Number(event.clientRef);
    if (!Number.isSafeInteger(id)) return;
    if (this.resent && event.status === 'accepted' && event.orderId && !this.waiting.has(id)) {
      this.resent.set(id, event.orderId);
      return;
    }
    const joined = this.waiting.get(id);
    if (joined) {
      joined.push(event);
      return;
    }
    const events = [event];
    this.waiting.set(id, events);
    this.change(id, async (trx, row) => {
      if (this.waiting.get(id) === events) this.waiting.delete(id); // later events make a job of their own
      const fills = events.some((e) => e.status === 'fill') ? await this.deps.store.fills(trx, id) : 0;
      let order = stateOf(row, fills);
      const effects: OrderEffect[] = [];
      const times: number[] = [];
      let extra: Partial<OrderRow> = {};
      for (const e of events) {
        const next = applyExchangeEvent(order, e);
        order = next.order;
        for (const effect of next.effects) {
          effects.push(effect);
          times.push(e.time);
        }
        if (e.status === 'accepted' && e.orderId) extra = { exchange_order_id: e.orderId };
      }
      return { order, effects, times, extra, time: events.at(-1)!.time };
    }).catch(this.deps.onError);
  }

  /** Ends an order the exchange no longer holds (an earlier day's order found open at a restart). */
  expire(id: number): Promise<OrderRow | undefined> {
    return this.change(id, async (_trx, row) => {
      const state = stateOf(row, 0);
      const { order, effects } = applyExchangeEvent(state, { status: 'expired' } as OrderEvent);
      return { order, effects, extra: {}, time: this.deps.now() };
    });
  }

  /**
   * Reserved orders leave for the exchange: one job writes each still reserved (Q) one as sent (S)
   * on the trading date it goes on; returns those rows, in the order given (others are skipped).
   */
  async markSent(rows: readonly OrderRow[], date: string): Promise<OrderRow[]> {
    const sent = await this.deps.writer.run(async (trx) => {
      const written: OrderRow[] = [];
      const now = this.deps.now();
      for (const { id } of rows) {
        const current = await this.deps.store.find(trx, id);
        if (current?.status !== CODE.reserved) continue;
        const order = { ...stateOf(current, 0), status: CODE.sent };
        const extra = { trade_date: date };
        await updateOrder(trx, id, order, now, extra);
        const row: OrderRow = { ...current, ...changedColumns(order, now, extra) };
        this.deps.store.changed(trx, row, 0);
        written.push(row);
      }
      return written;
    });
    for (const row of sent) this.deps.push(row.username, { type: 'order', order: toOrder(row) });
    return sent;
  }

  /** Writes a change of one order computed from its current row (a refusal throws); pushes it to the owner after commit. */
  async change(
    id: number,
    compute: (
      trx: Transaction<Database>,
      row: OrderRow,
    ) => Promise<{
      order: OrderState;
      effects: OrderEffect[];
      /** When each effect happened (default: `time`). */
      times?: number[];
      extra: Partial<OrderRow>;
      time: number;
    }>,
  ): Promise<OrderRow | undefined> {
    let change: { before: OrderRow; effects: OrderEffect[] } | undefined;
    const row = await this.deps.writer.run(async (trx) => {
      const current = await this.deps.store.find(trx, id);
      if (!current) return undefined;
      const { order, effects, times, extra, time } = await compute(trx, current);
      // What the order holds before each effect (a margin buy's loan depends on it).
      let held = Number(current.blocked);
      for (let i = 0; i < effects.length; i += 1) {
        const effect = effects[i]!;
        await this.post(trx, current, effect, times?.[i] ?? time, held);
        held -= effect.type === 'fill' ? effect.cost : effect.amount;
      }
      const now = this.deps.now();
      await updateOrder(trx, id, order, now, extra);
      // The row as written, without reading it again.
      const written: OrderRow = { ...current, ...changedColumns(order, now, extra) };
      this.deps.store.changed(trx, written, effects.filter((e) => e.type === 'fill').length);
      change = { before: current, effects };
      return written;
    });
    if (row) {
      this.deps.push(row.username, { type: 'order', order: toOrder(row) });
      this.deps.push(row.username, { type: 'balance', subAcntNo: row.sub_acnt_no });
      if (change) this.deps.onChanged?.(change.before, row, change.effects);
    }
    return row;
  }

  private async post(
    trx: Transaction<Database>,
    row: OrderRow,
    effect: OrderEffect,
    time: number,
    held: number,
  ): Promise<void> {
    const ledger = this.deps.ledger;
    const sub = row.sub_acnt_no;
    if (effect.type === 'fill') {
      await insertFill(trx, row.id, {
        seq: effect.seq,
        price: effect.price,
        volume: effect.volume,
        fee: effect.fee,
        tax: effect.tax,
        time,
      });
      if (row.kind === 'future') {
        await ledger.futures.postFill(trx, `ord-${row.id}-f${effect.seq}`, {
          sub,
          symbol: row.symbol,
          side: row.side as 'B' | 'S',
          quantity: effect.volume,
          price: effect.price,
          release: effect.cost,
        });
        return;
      }
      const fillRef = `ord-${row.id}-f${effect.seq}`;
      // A margin buy's fill and its loan are one ledger entry (margin-lending.ts).
      const loan = this.deps.margin
        ? await this.deps.margin.loanOfFill(trx, row, { ref: fillRef, cost: effect.cost, held })
        : [];
      await ledger.postFill(trx, {
        subAcntNo: sub,
        ref: fillRef,
        extra: loan,
        side: row.side as 'B' | 'S',
        symbol: row.symbol,
        quantity: effect.volume,
        price: effect.price,
        fee: effect.fee + effect.tax,
        tradeDate: row.trade_date,
      });
      return;
    }
    // An edit's cut has a ref of its own (the edit's number): the order's end releases the rest later.
    const ref = {
      subAcntNo: sub,
      ref: effect.edit ? `ord-${row.id}-e${row.changes}-cut` : `ord-${row.id}-end`,
    };
    if (row.side === 'S' && row.kind !== 'future')
      await ledger.unblockShares(trx, { ...ref, symbol: row.symbol, quantity: effect.amount });
    else {
      const own = this.deps.margin
        ? await this.deps.margin.release(trx, row, effect.amount, ref.ref)
        : effect.amount;
      if (own > 0) await ledger.unblockCash(trx, { ...ref, amount: own });
    }
  }
}
