// EditOrder and CancelOrder (spec §4): allowed for status P, ...C, or ...M not fully matched, and
// only while the exchange takes amendments (continuous matching); reserved (Q) orders change in
// the broker alone. The waiting mark (W cancel, V edit) is written before the exchange is asked;
// its answer comes back as an order event that the follower applies. A higher buy price or volume
// blocks the extra cash first (-6012 when it is not there). A lower one releases the difference
// only when the exchange confirms the edit (its `replaced` event, order-machine.ts): the order may
// fill at its old volume until then, and a refused edit releases nothing it did not block.
import {
  BROKER_MAX_DERIVATIVE_VOLUME,
  canAmendOrCancelInPhase,
  canEditOrCancel,
  isOnTick,
  lotKindOf,
  MAX_ORDER_VOLUME,
  type InstrumentKind,
  type MarketId,
} from '@sen/market';
import type { Order } from '@sen/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import type { OmsDeps } from './order-deps.ts';
import type { OrderFollower } from './order-follower.ts';
import { clearWaiting, heldFor, markWaiting } from './order-machine.ts';
import { findOrder, stateOf, toOrder, type OrderRow } from './order-repository.ts';
import { EXCHANGE_REJECT_KEYS } from './order-rejection.ts';
import type { OrderSubmitter } from './order-submitter.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { systemOrigin, type RequestOrigin } from '../audit/audit-trail.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

export class OrderAmend {
  constructor(
    private readonly deps: OmsDeps,
    private readonly follower: OrderFollower,
    private readonly submitter: OrderSubmitter,
  ) {}

  // The order's state is checked inside the writer's job, never on a row read before it: the
  // exchange's events of the order (its acceptance, P, right after NewOrder was acknowledged; a
  // fill) are jobs queued earlier, and a read outside the writer may not see them committed yet.

  async cancel(
    caller: Caller,
    session: string,
    sub: string,
    orderNo: string,
    pin: string,
    origin: RequestOrigin = systemOrigin(this.deps.wallNow?.() ?? Date.now()),
  ): Promise<Order> {
    const id = await this.owned(caller, session, sub, orderNo, pin);
    const marked = await this.follower.change(id, async (trx, current) => {
      this.requireOpen(current);
      await this.slip(trx, 'order.cancel', caller, current, origin, {});
      const order = stateOf(current, 0);
      const time = this.deps.now();
      if (current.status !== 'Q')
        return { order: markWaiting(order, 'cancel'), effects: [], extra: {}, time };
      const blocked = Number(current.blocked);
      return {
        order: { ...order, status: 'X', blocked: 0 },
        effects: blocked > 0 ? [{ type: 'release', amount: blocked }] : [],
        extra: {},
        time,
      };
    });
    if (!marked) throw new SenError('orderCannotBeCancelledOrEdited');
    if (marked.status === 'X') {
      this.submitter.forget(id);
      return toOrder(marked);
    }
    const result = this.deps.market.cancel(marked.exchange_order_id ?? '');
    if (!result.ok) {
      await this.follower.change(id, async (_trx, current) => ({
        order: clearWaiting(stateOf(current, 0)),
        effects: [],
        extra: {},
        time: this.deps.now(),
      }));
      throw new SenError(EXCHANGE_REJECT_KEYS[result.reason]);
    }
    await this.deps.writer.flush();
    return this.reload(id);
  }

  async edit(
    caller: Caller,
    session: string,
    sub: string,
    orderNo: string,
    change: { price?: number; volume?: number },
    pin: string,
    origin: RequestOrigin = systemOrigin(this.deps.wallNow?.() ?? Date.now()),
  ): Promise<Order> {
    if (change.price !== undefined && change.volume !== undefined)
      throw new SenError('cannotEditPriceAndVolume');
    if (change.price === undefined && change.volume === undefined) throw new SenError('orderCannotBeEdited');
    const id = await this.owned(caller, session, sub, orderNo, pin);
    const target = { price: 0, volume: 0 };
    const marked = await this.follower.change(id, async (trx, current) => {
      this.requireOpen(current);
      if (current.price === null) throw new SenError('orderCannotBeEdited');
      target.price = change.price ?? Number(current.price);
      target.volume = change.volume ?? Number(current.volume);
      this.checkChange(current, target.price, target.volume);
      await this.slip(trx, 'order.edit', caller, current, origin, target);
      // A reserved order changes in the broker alone: it releases a cut at once.
      const blocked =
        Number(current.blocked) +
        (await this.reblock(trx, current, target.price, target.volume, {
          block: true,
          release: current.status === 'Q',
        }));
      // A reserved order changes in the broker alone; one at the exchange waits for its answer (V).
      const order =
        current.status === 'Q'
          ? { ...stateOf(current, 0), price: target.price, volume: target.volume, blocked }
          : { ...markWaiting(stateOf(current, 0), 'edit'), blocked };
      return { order, effects: [], extra: { changes: current.changes + 1 }, time: this.deps.now() };
    });
    if (!marked) throw new SenError('orderCannotBeCancelledOrEdited');
    if (marked.status === 'Q') {
      this.submitter.hold(marked);
      return toOrder(marked);
    }
    const result = this.deps.market.replace(
      marked.exchange_order_id ?? '',
      change.price !== undefined ? { price: target.price } : { volume: target.volume },
    );
    if (!result.ok) {
      // Undo the extra block of the refused edit: release down to what the order's unchanged price
      // and volume need (never block: nothing was released at request time; fills not yet applied
      // only make the need look larger, so this never releases what a fill will take).
      await this.follower.change(id, async (trx, current) => ({
        order: {
          ...clearWaiting(stateOf(current, 0)),
          blocked:
            Number(current.blocked) +
            (await this.reblock(trx, current, Number(current.price), Number(current.volume), {
              block: false,
              release: true,
            })),
        },
        effects: [],
        extra: { changes: current.changes + 1 },
        time: this.deps.now(),
      }));
      throw new SenError(EXCHANGE_REJECT_KEYS[result.reason]);
    }
    await this.deps.writer.flush();
    return this.reload(id);
  }

  /** The slip of a cancel or edit request in the audit trail, in the job's transaction. */
  private slip(
    trx: Transaction<Database>,
    event: string,
    caller: Caller,
    row: OrderRow,
    origin: RequestOrigin,
    target: { price?: number; volume?: number },
  ): Promise<void> {
    return this.deps.audit.record(
      {
        event,
        account: row.sub_acnt_no,
        username: caller.username,
        ref: String(row.id),
        symbol: row.symbol,
        side: row.side,
        orderType: row.order_type,
        price: target.price ?? (row.price === null ? null : Number(row.price)),
        volume: target.volume ?? Number(row.volume),
        origin,
        detail: { status: row.status },
      },
      trx,
    );
  }

  /**
   * Blocks (when `may.block`) or releases (when `may.release`) the difference between what the
   * order holds and what it needs at this price and volume; returns the change.
   */
  private async reblock(
    trx: Transaction<Database>,
    row: OrderRow,
    price: number,
    volume: number,
    may: { block: boolean; release: boolean },
  ): Promise<number> {
    const needed = heldFor({
      side: row.side as 'B' | 'S',
      kind: row.kind,
      price,
      volume,
      matchedVolume: Number(row.matched_volume),
    });
    if (needed === undefined) return 0;
    const cash = row.side === 'B';
    const raw = needed - Number(row.blocked);
    const diff = (raw > 0 && may.block) || (raw < 0 && may.release) ? raw : 0;
    const ref = { subAcntNo: row.sub_acnt_no, ref: `ord-${row.id}-e${row.changes + 1}` };
    if (diff > 0) {
      if ((await this.deps.ledger.available(trx, row.sub_acnt_no, cash ? CASH : row.symbol)) < diff)
        throw SenError.ofCode(cash ? -6012 : -6013);
      if (cash) await this.deps.ledger.blockCash(trx, { ...ref, amount: diff });
      else await this.deps.ledger.blockShares(trx, { ...ref, symbol: row.symbol, quantity: diff });
    } else if (diff < 0) {
      if (cash) {
        // A margin buy gives back its unused credit first (margin-lending.ts).
        const own = this.deps.margin ? await this.deps.margin.release(trx, row, -diff, ref.ref) : -diff;
        if (own > 0) await this.deps.ledger.unblockCash(trx, { ...ref, amount: own });
      } else await this.deps.ledger.unblockShares(trx, { ...ref, symbol: row.symbol, quantity: -diff });
    }
    return diff;
  }

  private checkChange(row: OrderRow, price: number, volume: number): void {
    const kind = row.kind as InstrumentKind;
    const info = this.deps.market.instrument(row.symbol);
    if (!isOnTick(row.market as MarketId, kind, price)) throw new SenError('unsuitablePrice');
    if (info && (price > info.ceiling || price < info.floor)) throw new SenError('wrongCeilingFloorPrice');
    // The volume limits of a new order (pre-trade-checks.ts) hold for an edited one too.
    if (kind === 'future' && volume > BROKER_MAX_DERIVATIVE_VOLUME)
      throw new SenError('exceedsDerivativeVolume');
    const max = kind === 'future' ? undefined : MAX_ORDER_VOLUME[row.market as MarketId];
    if (
      volume <= Number(row.matched_volume) ||
      lotKindOf(kind, volume) !== lotKindOf(kind, Number(row.volume)) ||
      (max !== undefined && volume > max)
    )
      throw new SenError('invalidVolume');
  }

  /** Checks the session's PIN and that the order is the caller's (an owner never changes); its id. */
  private async owned(
    caller: Caller,
    session: string,
    sub: string,
    orderNo: string,
    pin: string,
  ): Promise<number> {
    await this.deps.pins.verify(caller, session, pin);
    const row = /^\d+$/.test(orderNo) ? await findOrder(this.deps.db, Number(orderNo)) : undefined;
    if (!row || row.sub_acnt_no !== sub || row.username !== caller.username)
      throw new SenError('orderCannotBeCancelledOrEdited');
    if (this.deps.margin?.isForced(row.ref_id)) throw new SenError('forceSellOrder');
    return row.id;
  }

  /** The order, as the writer holds it now, is still open to a change (spec §4 and the market's phase). */
  private requireOpen(row: OrderRow): void {
    if (row.status === 'Q') return;
    const progress = {
      status: row.status,
      matchedVolume: Number(row.matched_volume),
      volume: Number(row.volume),
    };
    if (progress.matchedVolume >= progress.volume) throw new SenError('orderFullyMatched');
    if (!canEditOrCancel(progress)) throw new SenError('orderCannotBeCancelledOrEdited');
    if (!canAmendOrCancelInPhase(this.deps.market.phase(row.market as MarketId)))
      throw new SenError('noCancelEditInSession');
  }

  private async reload(id: number): Promise<Order> {
    const row = await findOrder(this.deps.db, id);
    if (!row) throw new SenError('orderCannotBeCancelledOrEdited');
    return toOrder(row);
  }
}
