// The money commands' service: each movement checks that the caller owns the sub-accounts (-6030)
// and the PIN (-8005), then runs as one job of the OMS's single writer (its checks and its ledger
// entry in one transaction, acknowledged after the commit), then tells the owner's browser.
import type { CommandParams } from '@sen/protocol';
import type * as protocol from '@sen/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { AuditTrail, RequestOrigin } from '../audit/audit-trail.ts';
import type { AccountAccess } from '../identity/account-access.ts';
import type { PinCheck } from '../orders/order-deps.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { toCashAdvance, type CashAdvances } from './cash-advance.ts';
import { toCashTransfer, toStockTransfer, type InternalTransfers } from './internal-transfers.ts';
import type { MoneyDeps } from './money-deps.ts';
import { noticeOf, type MoneyNotice } from './money-notices.ts';
import type { MovementRow } from './money-repository.ts';

/** The single writer's API (orders/group-commit.ts). */
export interface Writer {
  run<T>(job: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

export interface MoneyServiceDeps extends MoneyDeps {
  writer: Writer;
  access: AccountAccess;
  /** The PIN like an order's: checked against its hash once per session (orders/pin-gate.ts). */
  pins: PinCheck;
  /** The audit trail: one slip per movement, in the movement's transaction. */
  audit: AuditTrail;
  /** Stores the customer's notice inside the movement's transaction (the notifications module). */
  notify: (caller: Caller, notice: MoneyNotice, trx: Transaction<Database>) => Promise<void>;
  /** After the commit: the sub-accounts whose balances changed. */
  announce: (caller: Caller, subs: readonly string[]) => void;
}

type P<C extends protocol.TradingCommand> = CommandParams<C>;
type Done = { row: MovementRow; fresh: boolean };

/** The audit trail's event of each movement kind. */
const EVENTS: Record<string, string> = {
  advance: 'money.cash-advance',
  'cash-transfer': 'money.cash-transfer',
  'stock-transfer': 'money.stock-transfer',
};

export class MoneyService {
  constructor(
    private readonly deps: MoneyServiceDeps,
    private readonly advances: CashAdvances,
    private readonly transfers: InternalTransfers,
  ) {}

  async advance(
    caller: Caller,
    session: string,
    p: P<typeof protocol.cashAdvanceCommand>,
    origin: RequestOrigin,
  ) {
    await this.deps.access.requireActive(caller, p.subAccount);
    await this.deps.pins.verify(caller, session, p.pin);
    const done = await this.move(caller, origin, (trx) =>
      this.advances.advance(trx, {
        customerId: caller.customerId,
        sub: p.subAccount,
        amount: p.amount,
        refId: p.refId,
      }),
    );
    return toCashAdvance(done.row);
  }

  async cashTransfer(
    caller: Caller,
    session: string,
    p: P<typeof protocol.cashTransferCommand>,
    origin: RequestOrigin,
  ) {
    await this.deps.access.requireActive(caller, p.fromSubAccount);
    await this.deps.access.requireActive(caller, p.toSubAccount);
    await this.deps.pins.verify(caller, session, p.pin);
    const done = await this.move(caller, origin, (trx) =>
      this.transfers.cash(trx, {
        customerId: caller.customerId,
        from: p.fromSubAccount,
        to: p.toSubAccount,
        amount: p.amount,
        note: p.note,
        refId: p.refId,
      }),
    );
    return toCashTransfer(done.row);
  }

  async stockTransfer(
    caller: Caller,
    session: string,
    p: P<typeof protocol.stockTransferCommand>,
    origin: RequestOrigin,
  ) {
    await this.deps.access.requireActive(caller, p.fromSubAccount);
    await this.deps.access.requireActive(caller, p.toSubAccount);
    await this.deps.pins.verify(caller, session, p.pin);
    const done = await this.move(caller, origin, (trx) =>
      this.transfers.stock(trx, {
        customerId: caller.customerId,
        from: p.fromSubAccount,
        to: p.toSubAccount,
        symbol: p.symbol,
        volume: p.volume,
        refId: p.refId,
      }),
    );
    return toStockTransfer(done.row);
  }

  /**
   * One job of the writer: the movement, its audit slip and its notice in one transaction; balance
   * hints after the commit. A replayed refId writes nothing.
   */
  private async move(
    caller: Caller,
    origin: RequestOrigin,
    movement: (trx: Transaction<Database>) => Promise<Done>,
  ): Promise<Done> {
    const done = await this.deps.writer.run(async (trx) => {
      const result = await movement(trx);
      if (!result.fresh) return result;
      const { row } = result;
      const cash = row.kind !== 'stock-transfer';
      await this.deps.audit.record(
        {
          event: EVENTS[row.kind] ?? `money.${row.kind}`,
          account: row.sub_acnt_no,
          username: caller.username,
          ref: row.ref_id,
          symbol: cash ? null : row.asset,
          volume: cash ? null : row.amount,
          amount: cash ? row.amount : null,
          origin,
          detail: { id: row.id, to: row.to_sub_acnt_no, fee: row.fee, note: row.note },
        },
        trx,
      );
      await this.deps.notify(caller, noticeOf(row), trx);
      return result;
    });
    if (done.fresh)
      this.deps.announce(
        caller,
        [done.row.sub_acnt_no, done.row.to_sub_acnt_no].filter((s) => s !== ''),
      );
    return done;
  }
}
