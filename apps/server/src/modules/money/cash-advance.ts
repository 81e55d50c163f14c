// Cash advance on sales not yet settled: what can be advanced (the sub-account's VND receivables
// settling after today, read from the ledger), and the advance itself as one ledger entry
// (ledger/money-entries.ts) written with its request row.
import { advanceFee, planAdvance, type AdvanceFeeSchedule } from '@sen/market';
import type { CashAdvance, CashAdvanceInfo } from '@sen/protocol';
import { sql } from 'kysely';
import { CASH } from '../ledger/ledger-rules.ts';
import type { Db } from '../ledger/ledger-repository.ts';
import * as moneyEntries from '../ledger/money-entries.ts';
import { lockForMove, type MoneyDeps } from './money-deps.ts';
import { bodyDigest, insertMovement, type MovementRow } from './money-repository.ts';
import { replayed } from './movement-replay.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

export interface AdvanceRequest {
  customerId: number;
  sub: string;
  amount: number;
  refId: string;
}

export class CashAdvances {
  constructor(
    private readonly deps: MoneyDeps,
    private readonly fees: AdvanceFeeSchedule,
  ) {}

  /** One item per settlement date after today: the day's net proceeds, what was advanced, what is left. */
  async info(db: Db, sub: string): Promise<CashAdvanceInfo> {
    const today = this.deps.today();
    const rows = await db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
      .select(['p.settle_date', 'e.kind'])
      .select(sql<number>`cast(sum(p.amount) as bigint)`.as('amount'))
      .select(sql<string>`min(e.business_date)`.as('trade_date'))
      .where('p.account', '=', sub)
      .where('p.asset', '=', CASH)
      .where('p.bucket', '=', 'receivable')
      .where('p.settle_date', '>', today)
      .groupBy(['p.settle_date', 'e.kind'])
      .execute();
    const items = new Map<string, CashAdvanceInfo['items'][number]>();
    for (const r of rows) {
      const item = items.get(r.settle_date) ?? {
        tradeDate: r.trade_date,
        settleDate: r.settle_date,
        proceeds: 0,
        advanced: 0,
        advanceable: 0,
      };
      const amount = Number(r.amount);
      if (r.kind === 'cash-advance') item.advanced -= amount;
      else {
        item.proceeds += amount;
        if (r.trade_date < item.tradeDate || r.kind === 'fill') item.tradeDate = r.trade_date;
      }
      item.advanceable += amount;
      items.set(r.settle_date, item);
    }
    const list = [...items.values()]
      .filter((i) => i.proceeds > 0)
      .sort((a, b) => a.settleDate.localeCompare(b.settleDate));
    return {
      subAcntNo: sub,
      businessDate: today,
      advanceable: list.reduce((sum, i) => sum + i.advanceable, 0),
      ratePpmPerDay: this.fees.ratePpmPerDay,
      minFee: this.fees.minFee,
      items: list,
    };
  }

  /** Inside the writer's transaction: replays a used refId, else advances from the receivables. */
  async advance(trx: Db, r: AdvanceRequest): Promise<{ row: MovementRow; fresh: boolean }> {
    const body = bodyDigest(['advance', r.sub, r.amount]);
    const before = await replayed(trx, r.customerId, 'advance', r.refId, body);
    if (before) return { row: before, fresh: false };
    await lockForMove(this.deps, trx, [r.sub]);
    const today = this.deps.today();
    const receivables = (await this.deps.ledger.balances(r.sub, trx)).get(CASH)?.receivable ?? [];
    const proceeds = receivables.filter((x) => x.settleDate > today && x.amount > 0);
    const parts = planAdvance(r.amount, proceeds);
    if (!parts) throw new SenError('advanceExceedsAvailable');
    const fee = advanceFee(today, parts, this.fees);
    if (fee >= r.amount) throw new SenError('advanceBelowFee');
    const row = await insertMovement(trx, {
      customer_id: r.customerId,
      kind: 'advance',
      ref_id: r.refId,
      body,
      sub_acnt_no: r.sub,
      to_sub_acnt_no: '',
      asset: CASH,
      amount: r.amount,
      fee,
      note: '',
      settle_date: parts[parts.length - 1]!.settleDate,
      status: 'disbursed',
      business_date: today,
      created_at: this.deps.now(),
    });
    await this.deps.ledger.post(
      trx,
      'cash-advance',
      String(row.id),
      moneyEntries.cashAdvance(r.sub, parts, fee),
      'cash advance',
    );
    return { row, fresh: true };
  }
}

/** The reply of an advance. */
export function toCashAdvance(row: MovementRow): CashAdvance {
  return {
    id: row.id,
    subAcntNo: row.sub_acnt_no,
    refId: row.ref_id,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.amount - row.fee,
    settleDate: row.settle_date,
    status: row.status === 'repaid' ? 'repaid' : 'disbursed',
    businessDate: row.business_date,
    createdAt: row.created_at,
  };
}
