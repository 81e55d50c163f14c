// Repayment of cash advances on their settlement dates: for each advance not yet repaid, the parts
// of its ledger entry settling on or before the business date are repaid (one `advance-repay` entry
// per part, ref `<id>|<date>`, so a second run posts nothing), and once every part is, its status
// becomes `repaid` and the customer is told, all in one job of the single writer. Run at each
// rollover of the market and at start (a repayment the process did not live to post is posted then).
import { sql } from 'kysely';
import { CASH } from '../ledger/ledger-rules.ts';
import { ADVANCE_ACCOUNT, advanceRepayment } from '../ledger/money-entries.ts';
import type { Db } from '../ledger/ledger-repository.ts';
import type { MoneyDeps } from './money-deps.ts';
import { noticeOf, type MoneyNotice } from './money-notices.ts';
import { disbursedAdvances, setStatus, type MovementRow } from './money-repository.ts';
import type { Writer } from './money-service.ts';

export interface RepaymentDeps extends MoneyDeps {
  db: Db;
  writer: Writer;
  /** Stores the customer's notice inside the repayment's transaction. */
  notify: (customerId: number, notice: MoneyNotice, trx: Db) => Promise<void>;
}

/** The receivable parts an advance drew, per settlement date, from its own ledger entry. */
async function partsOf(db: Db, id: number): Promise<Array<{ settleDate: string; amount: number }>> {
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .select('p.settle_date')
    .select(sql<number>`cast(sum(p.amount) as bigint)`.as('amount'))
    .where('e.kind', '=', 'cash-advance')
    .where('e.ref', '=', String(id))
    .where('p.account', '=', ADVANCE_ACCOUNT)
    .where('p.asset', '=', CASH)
    .where('p.bucket', '=', 'receivable')
    .groupBy('p.settle_date')
    .execute();
  return rows.map((r) => ({ settleDate: r.settle_date, amount: Number(r.amount) }));
}

export class AdvanceRepayments {
  constructor(private readonly deps: RepaymentDeps) {}

  /** Repays what is due on or before `businessDate`; returns the advances now fully repaid. */
  async repayDue(businessDate: string): Promise<number> {
    let repaid = 0;
    for (const advance of await disbursedAdvances(this.deps.db)) {
      if (await this.deps.writer.run((trx) => this.repay(trx, advance, businessDate))) repaid += 1;
    }
    return repaid;
  }

  private async repay(trx: Db, advance: MovementRow, businessDate: string): Promise<boolean> {
    const parts = await partsOf(trx, advance.id);
    for (const part of parts.filter((p) => p.settleDate <= businessDate))
      await this.deps.ledger.post(
        trx,
        'advance-repay',
        `${advance.id}|${part.settleDate}`,
        advanceRepayment(part.settleDate, part.amount),
        'cash advance repayment',
      );
    if (parts.some((p) => p.settleDate > businessDate)) return false;
    await setStatus(trx, advance.id, 'repaid');
    await this.deps.notify(advance.customer_id, noticeOf({ ...advance, status: 'repaid' }), trx);
    return true;
  }
}
