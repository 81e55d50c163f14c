// Cash and stock statements, read from the ledger only. Cash: the sub-account's settled cash
// (available, blocked for orders, held as futures margin); stock: its held shares per symbol
// (available and blocked), and in `pending` the change of its shares still to come (receivable:
// a T+2 purchase, dividend or bonus shares pending listing, registered rights shares), so a
// dividend's shares show once when credited pending listing and once when listed. An entry that
// only moves between the held buckets (an order's block, its release) changes nothing and is not
// a row. Every statement reconciles: opening + credits - debits = closing (held shares).
import { formatTime } from '@sen/market';
import type { CashStatement, StockStatement } from '@sen/protocol';
import { sql } from 'kysely';
import type { Db } from '../ledger/ledger-repository.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { describeEntry } from './statement-texts.ts';

const CASH_BUCKETS = ['available', 'blocked', 'margin'];
const STOCK_BUCKETS = ['available', 'blocked'];

interface Movement {
  entryId: number;
  asset: string;
  amount: number;
  /** Change of the receivable bucket (stock statement). */
  pending: number;
  kind: string;
  ref: string;
  memo: string;
  date: string;
  createdAt: number;
}

async function openings(db: Db, sub: string, cash: boolean, before: string, symbol?: string) {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select('p.asset')
    .select(sql<number>`cast(sum(p.amount) as bigint)`.as('amount'))
    .where('p.account', '=', sub)
    .where('p.asset', cash ? '=' : '<>', CASH)
    .$if(symbol !== undefined, (q) => q.where('p.asset', '=', symbol!))
    .where('p.bucket', 'in', cash ? CASH_BUCKETS : STOCK_BUCKETS)
    .where('e.business_date', '<', before)
    .groupBy('p.asset')
    .execute();
  return new Map(rows.map((r) => [r.asset, Number(r.amount)]));
}

async function movements(db: Db, sub: string, cash: boolean, from: string, to: string, symbol?: string) {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select(['p.entry_id', 'p.asset', 'e.kind', 'e.ref', 'e.memo', 'e.business_date', 'e.created_at'])
    .select(
      sql<number>`cast(sum(case when p.bucket = 'receivable' then 0 else p.amount end) as bigint)`.as(
        'amount',
      ),
    )
    .select(
      sql<number>`cast(sum(case when p.bucket = 'receivable' then p.amount else 0 end) as bigint)`.as(
        'pending',
      ),
    )
    .where('p.account', '=', sub)
    .where('p.asset', cash ? '=' : '<>', CASH)
    .$if(symbol !== undefined, (q) => q.where('p.asset', '=', symbol!))
    .where('p.bucket', 'in', cash ? CASH_BUCKETS : [...STOCK_BUCKETS, 'receivable'])
    .where('e.business_date', '>=', from)
    .where('e.business_date', '<=', to)
    .groupBy(['p.entry_id', 'p.asset', 'e.kind', 'e.ref', 'e.memo', 'e.business_date', 'e.created_at'])
    .orderBy('p.entry_id')
    .execute();
  return rows
    .map((r): Movement => ({
      entryId: Number(r.entry_id),
      asset: r.asset,
      amount: Number(r.amount),
      pending: Number(r.pending),
      kind: r.kind,
      ref: r.ref ?? '',
      memo: r.memo,
      date: r.business_date,
      createdAt: Number(r.created_at),
    }))
    .filter((m) => m.amount !== 0 || m.pending !== 0);
}

/** Every posting of the entries (to describe them: the symbol of a fill, the other sub-account). */
async function postingsOf(db: Db, ids: number[]) {
  const byEntry = new Map<
    number,
    Array<{ account: string; asset: string; bucket: string; amount: number }>
  >();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('ledger_postings')
      .select(['entry_id', 'account', 'asset', 'bucket', 'amount'])
      .where('entry_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const list = byEntry.get(Number(r.entry_id)) ?? [];
      list.push({ account: r.account, asset: r.asset, bucket: r.bucket, amount: Number(r.amount) });
      byEntry.set(Number(r.entry_id), list);
    }
  }
  return byEntry;
}

async function described(db: Db, sub: string, list: Movement[]) {
  const postings = await postingsOf(db, [...new Set(list.map((m) => m.entryId))]);
  return list.map((m) => ({
    m,
    common: {
      entryId: m.entryId,
      date: m.date,
      time: formatTime(m.createdAt),
      kind: m.kind,
      ...describeEntry({
        kind: m.kind,
        ref: m.ref,
        memo: m.memo,
        sub,
        postings: postings.get(m.entryId) ?? [],
      }),
    },
  }));
}

export async function cashStatement(db: Db, sub: string, from: string, to: string): Promise<CashStatement> {
  const opening = (await openings(db, sub, true, from)).get(CASH) ?? 0;
  let balance = opening;
  const rows = (await described(db, sub, await movements(db, sub, true, from, to))).map(({ m, common }) => {
    balance += m.amount;
    return { ...common, debit: m.amount < 0 ? -m.amount : 0, credit: m.amount > 0 ? m.amount : 0, balance };
  });
  return { subAcntNo: sub, from, to, opening, closing: balance, rows };
}

export async function stockStatement(
  db: Db,
  sub: string,
  from: string,
  to: string,
  symbol?: string,
): Promise<StockStatement> {
  const opening = await openings(db, sub, false, from, symbol);
  const moves = await described(db, sub, await movements(db, sub, false, from, to, symbol));
  const symbols = [...new Set([...opening.keys(), ...moves.map((x) => x.m.asset)])].sort();
  return {
    subAcntNo: sub,
    from,
    to,
    symbols: symbols
      .map((s) => {
        const start = opening.get(s) ?? 0;
        let balance = start;
        const rows = moves
          .filter((x) => x.m.asset === s)
          .map(({ m, common }) => {
            balance += m.amount;
            return {
              ...common,
              in: m.amount > 0 ? m.amount : 0,
              out: m.amount < 0 ? -m.amount : 0,
              pending: m.pending,
              balance,
            };
          });
        return { symbol: s, opening: start, closing: balance, rows };
      })
      .filter((s) => s.opening !== 0 || s.rows.length > 0),
  };
}
