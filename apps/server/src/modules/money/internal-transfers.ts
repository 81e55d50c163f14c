// Internal cash and stock transfers between two sub-accounts of one customer: inside the writer's
// transaction, a used refId is replayed; otherwise the source's withdrawable cash (or free shares:
// available, so neither blocked by sell orders nor pending settlement) is checked and one ledger
// entry moves it, written with the request row.
import type { CashTransfer, StockTransfer } from '@sen/protocol';
import { CASH } from '../ledger/ledger-rules.ts';
import type { Db } from '../ledger/ledger-repository.ts';
import * as moneyEntries from '../ledger/money-entries.ts';
import { lockForMove, type MoneyDeps } from './money-deps.ts';
import { bodyDigest, insertMovement, type MovementRow } from './money-repository.ts';
import { replayed } from './movement-replay.ts';
import { withdrawableCash } from './withdrawable.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

export interface TransferRequest {
  customerId: number;
  from: string;
  to: string;
  refId: string;
}

type Done = { row: MovementRow; fresh: boolean };

export class InternalTransfers {
  constructor(private readonly deps: MoneyDeps) {}

  async cash(trx: Db, r: TransferRequest & { amount: number; note: string }): Promise<Done> {
    const body = bodyDigest(['cash-transfer', r.from, r.to, r.amount, r.note]);
    const before = await replayed(trx, r.customerId, 'cash-transfer', r.refId, body);
    if (before) return { row: before, fresh: false };
    if (r.from === r.to) throw new SenError('transferSameAccount');
    await lockForMove(this.deps, trx, [r.from, r.to]);
    if ((await withdrawableCash(this.deps.ledger, trx, r.from)) < r.amount)
      throw new SenError('exceedsWithdrawable');
    const row = await this.record(trx, r, 'cash-transfer', body, CASH, r.amount, r.note);
    await this.deps.ledger.post(
      trx,
      'cash-transfer',
      String(row.id),
      moneyEntries.cashTransfer(r.from, r.to, r.amount),
      r.note,
    );
    // Cash that arrives on a margin sub-account repays its debt first, in this transaction.
    await this.deps.arrived?.(trx, r.to, r.amount, `cash-transfer|${row.id}`);
    return { row, fresh: true };
  }

  async stock(trx: Db, r: TransferRequest & { symbol: string; volume: number }): Promise<Done> {
    const body = bodyDigest(['stock-transfer', r.from, r.to, r.symbol, r.volume]);
    const before = await replayed(trx, r.customerId, 'stock-transfer', r.refId, body);
    if (before) return { row: before, fresh: false };
    if (r.from === r.to) throw new SenError('transferSameAccount');
    await lockForMove(this.deps, trx, [r.from, r.to]);
    const held = (await this.deps.ledger.balances(r.from, trx)).get(r.symbol);
    if (!held || held.available < r.volume) throw new SenError('insufficientSecurities');
    // A margin sub-account's shares secure its loan: they leave only while the ratio allows it.
    await this.deps.sharesOut?.(trx, { sub: r.from, symbol: r.symbol, volume: r.volume });
    // The shares leave with their part of the average cost of everything held of the symbol.
    const cost = held.total > 0 ? Math.round((held.cost * r.volume) / held.total) : 0;
    const row = await this.record(trx, r, 'stock-transfer', body, r.symbol, r.volume, '');
    await this.deps.ledger.post(
      trx,
      'stock-transfer',
      String(row.id),
      moneyEntries.stockTransfer(r.from, r.to, r.symbol, r.volume, cost),
      r.symbol,
    );
    return { row, fresh: true };
  }

  private record(
    trx: Db,
    r: TransferRequest,
    kind: 'cash-transfer' | 'stock-transfer',
    body: string,
    asset: string,
    amount: number,
    note: string,
  ): Promise<MovementRow> {
    return insertMovement(trx, {
      customer_id: r.customerId,
      kind,
      ref_id: r.refId,
      body,
      sub_acnt_no: r.from,
      to_sub_acnt_no: r.to,
      asset,
      amount,
      fee: 0,
      note,
      settle_date: '',
      status: 'complete',
      business_date: this.deps.today(),
      created_at: this.deps.now(),
    });
  }
}

export const toCashTransfer = (row: MovementRow): CashTransfer => ({
  id: row.id,
  from: row.sub_acnt_no,
  to: row.to_sub_acnt_no,
  refId: row.ref_id,
  amount: row.amount,
  note: row.note,
  status: 'complete',
  businessDate: row.business_date,
  createdAt: row.created_at,
});

export const toStockTransfer = (row: MovementRow): StockTransfer => ({
  id: row.id,
  from: row.sub_acnt_no,
  to: row.to_sub_acnt_no,
  refId: row.ref_id,
  symbol: row.asset,
  volume: row.amount,
  status: 'complete',
  businessDate: row.business_date,
  createdAt: row.created_at,
});
