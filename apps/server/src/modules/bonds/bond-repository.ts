// SQL of the bond desk: its trades (bond_orders) and the ledger reads of holders and payments.
import { sql, type Selectable } from 'kysely';
import type { BondOrder, BondPayment } from '@sen/protocol';
import type { BondOrdersTable } from '../../plugins/storage/money-tables.ts';
import type { Db } from '../ledger/ledger-repository.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { toMarketIso } from '../market/market-time.ts';
import { BOND_ENTRY_KINDS, BOND_HOUSE } from './bond-entries.ts';

export interface BondOrderInput {
  customerId: number;
  refId: string;
  bodyHash: string;
  subAcntNo: string;
  side: 'buy' | 'sell';
  symbol: string;
  volume: number;
  cleanPrice: number;
  accrued: number;
  value: number;
  fee: number;
  tax: number;
  amount: number;
  tradeDate: string;
  createdAt: number;
}

/** A bond order's row as read (its customer is not needed here). */
type Row = Omit<Selectable<BondOrdersTable>, 'customer_id'>;

const toBondOrder = (r: Row): BondOrder => ({
  id: Number(r.id),
  refId: r.ref_id,
  subAcntNo: r.sub_acnt_no,
  side: r.side === 'sell' ? 'sell' : 'buy',
  symbol: r.symbol,
  volume: Number(r.volume),
  cleanPrice: Number(r.clean_price),
  accrued: Number(r.accrued),
  value: Number(r.value),
  fee: Number(r.fee),
  tax: Number(r.tax),
  amount: Number(r.amount),
  tradeDate: r.trade_date,
  time: toMarketIso(Number(r.created_at)),
});

export async function findBondOrder(
  db: Db,
  customerId: number,
  refId: string,
): Promise<(BondOrder & { bodyHash: string }) | undefined> {
  const row = await db
    .selectFrom('bond_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('ref_id', '=', refId)
    .executeTakeFirst();
  return row ? { ...toBondOrder(row), bodyHash: row.body_hash } : undefined;
}

export async function insertBondOrder(db: Db, o: BondOrderInput): Promise<BondOrder> {
  const row = await db
    .insertInto('bond_orders')
    .values({
      customer_id: o.customerId,
      ref_id: o.refId,
      body_hash: o.bodyHash,
      sub_acnt_no: o.subAcntNo,
      side: o.side,
      symbol: o.symbol,
      volume: o.volume,
      clean_price: o.cleanPrice,
      accrued: o.accrued,
      value: o.value,
      fee: o.fee,
      tax: o.tax,
      amount: o.amount,
      trade_date: o.tradeDate,
      created_at: o.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBondOrder(row);
}

export async function listBondOrders(db: Db, subAcntNo: string, limit: number): Promise<BondOrder[]> {
  const rows = await db
    .selectFrom('bond_orders')
    .selectAll()
    .where('sub_acnt_no', '=', subAcntNo)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toBondOrder);
}

/** Customer sub-accounts holding a bond now (their ledger balances), bonds per account. */
export async function currentHolders(db: Db, symbol: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_balances')
    .select(['account'])
    .select(sql<number>`cast(sum(amount) as bigint)`.as('volume'))
    .where('asset', '=', symbol)
    .where('account', 'not like', '@%')
    .groupBy('account')
    .execute();
  return new Map(rows.filter((r) => Number(r.volume) !== 0).map((r) => [r.account, Number(r.volume)]));
}

/** The desk's trades of a bond on or after a date: bonds per sub-account and trade date (+ bought, - sold). */
export async function tradesSince(
  db: Db,
  symbol: string,
  date: string,
): Promise<Array<{ account: string; date: string; volume: number }>> {
  const rows = await db
    .selectFrom('bond_orders')
    .select(['sub_acnt_no', 'trade_date', 'side', 'volume'])
    .where('symbol', '=', symbol)
    .where('trade_date', '>=', date)
    .execute();
  return rows.map((r) => ({
    account: r.sub_acnt_no,
    date: r.trade_date,
    volume: r.side === 'buy' ? Number(r.volume) : -Number(r.volume),
  }));
}

/** Refs of the coupon and principal entries posted for a bond (`symbol|date|account`). */
export async function paidRefs(db: Db, symbol: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('ref')
    .where('kind', 'in', [BOND_ENTRY_KINDS.coupon, BOND_ENTRY_KINDS.principal])
    .where('ref', 'like', `${symbol}|%`)
    .execute();
  return new Set(rows.map((r) => r.ref ?? ''));
}

/** Coupons and principal paid to a sub-account, from the ledger (newest first). */
export async function bondPayments(db: Db, subAcntNo: string): Promise<BondPayment[]> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select(['e.id', 'e.kind', 'e.ref', 'e.business_date', 'p.account', 'p.amount'])
    .where('e.kind', 'in', [BOND_ENTRY_KINDS.coupon, BOND_ENTRY_KINDS.principal])
    .where('e.ref', 'like', `%|${subAcntNo}`)
    .where('p.asset', '=', CASH)
    .where('p.account', 'in', [subAcntNo, BOND_HOUSE.tax])
    .orderBy('e.id', 'desc')
    .execute();
  const byEntry = new Map<number, BondPayment>();
  for (const r of rows) {
    const [symbol = '', date = r.business_date] = (r.ref ?? '').split('|');
    const payment = byEntry.get(Number(r.id)) ?? {
      date,
      kind: r.kind === BOND_ENTRY_KINDS.coupon ? ('coupon' as const) : ('principal' as const),
      symbol,
      amount: 0,
      tax: 0,
      ref: r.ref ?? '',
    };
    if (r.account === subAcntNo) payment.amount += Number(r.amount);
    else payment.tax += Number(r.amount);
    byEntry.set(Number(r.id), payment);
  }
  return [...byEntry.values()];
}
