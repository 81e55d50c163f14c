// The margin accounts' back office: MarginInfo and MarginDebtList read models, repayment (by hand,
// and the sweep that makes cash arriving repay debt first), interest accrual per calendar day and
// the loans' due-date notices. Every movement is one ledger entry (margin-entries.ts) in one
// transaction with its notification.
import {
  addDays,
  dailyInterest,
  interestDays,
  marginRatioBps,
  marginStatusOf,
  type MarginPolicy,
} from '@sen/market';
import type { MarginInfo, MarginLoan } from '@sen/protocol';
import { isMarginSubAccount } from '@sen/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { entryExists, type Db } from '../ledger/ledger-repository.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import { accrueInterest, repay } from '../ledger/margin-entries.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { loanBalances, repaymentBySymbol } from './loan-book.ts';
import type { MarginNotifier } from './margin-notifier.ts';
import { borrowers, creditLimitOf, loansOf, markLoanNotified, settledCash } from './margin-repository.ts';
import { positionOf, readMarginState, type PriceOf } from './margin-state.ts';

export interface AccountsDeps {
  db: Kysely<Database>;
  ledger: LedgerService;
  policy: MarginPolicy;
  price: PriceOf;
  notifier: MarginNotifier;
}

const fraction = (bps: number) => bps / 10_000;

interface RepayResult {
  amount: number;
  interestPaid: number;
  principalPaid: number;
  /** Principal and interest left after it. */
  debt: number;
  interest: number;
}

export class MarginAccounts {
  constructor(private readonly deps: AccountsDeps) {}

  requireMargin(sub: string): void {
    if (!isMarginSubAccount(sub)) throw new SenError('notMarginAccount');
  }

  async info(sub: string, db: Db = this.deps.db): Promise<MarginInfo> {
    this.requireMargin(sub);
    const state = await readMarginState(db, sub, this.deps.price);
    const ratioBps = marginRatioBps(positionOf(state));
    const { policy } = this.deps;
    return {
      subAcntNo: sub,
      debt: state.debt,
      interest: state.interest,
      heldCredit: state.heldCredit,
      creditLimit: (await creditLimitOf(db, sub)) ?? policy.creditLimit,
      cash: state.cash,
      cashAvailable: state.available,
      marketValue: state.marketValue,
      assets: state.marketValue + state.cash,
      ratio: fraction(ratioBps),
      callRatio: fraction(policy.callBps),
      forceSellRatio: fraction(policy.forceSellBps),
      status: marginStatusOf(ratioBps, policy),
      annualRate: fraction(policy.annualRateBps),
    };
  }

  async loans(sub: string, today: string): Promise<MarginLoan[]> {
    this.requireMargin(sub);
    const state = await readMarginState(this.deps.db, sub, this.deps.price);
    const nearFrom = addDays(today, this.deps.policy.nearDueDays);
    return loanBalances(await loansOf(this.deps.db, sub), state.debt).map(({ loan, outstanding }) => ({
      loanId: loan.id,
      symbol: loan.symbol,
      orderNo: String(loan.order_id),
      tradeDate: loan.trade_date,
      dueDate: loan.due_date,
      principal: loan.principal,
      outstanding,
      status:
        outstanding === 0
          ? 'repaid'
          : loan.due_date < today
            ? 'past-due'
            : loan.due_date <= nearFrom
              ? 'near-due'
              : 'open',
    }));
  }

  /**
   * Repays `amount` from available cash (interest first, then the oldest loans) in one entry. A refId
   * used before gives the same result; another amount under it is -6004.
   */
  async repay(customerId: number, sub: string, amount: number, refId: string) {
    this.requireMargin(sub);
    if (amount <= 0) throw new SenError('invalidAmount');
    const ref = `${sub}|${refId}`;
    return this.deps.db.transaction().execute(async (trx) => {
      // The account's lock first (PostgreSQL: an advisory lock till the commit; SQLite has one
      // writer): a parallel repayment, or cash arriving, reads the account after this one is written.
      await this.deps.ledger.lockAccounts(trx, [sub]);
      const previous = await trx
        .selectFrom('ledger_entries')
        .select('memo')
        .where('kind', '=', 'margin-repay')
        .where('ref', '=', ref)
        .executeTakeFirst();
      if (previous) {
        const before = JSON.parse(previous.memo) as RepayResult;
        if (before.amount !== amount) throw new SenError('orderAlreadyProcessed');
        return { subAcntNo: sub, refId, ...before };
      }
      const state = await readMarginState(trx, sub, this.deps.price);
      if (amount > state.debt + state.interest) throw new SenError('repayExceedsDebt');
      if (amount > state.available) throw new SenError('repayExceedsCash');
      const interestPaid = Math.min(state.interest, amount);
      const result: RepayResult = {
        amount,
        interestPaid,
        principalPaid: amount - interestPaid,
        debt: state.debt - (amount - interestPaid),
        interest: state.interest - interestPaid,
      };
      await this.post(trx, sub, state, amount, 'margin-repay', ref, JSON.stringify(result));
      await this.deps.notifier.repaid(trx, { customerId, sub, amount, debt: result.debt });
      return { subAcntNo: sub, refId, ...result };
    });
  }

  /**
   * Cash that arrives repays debt first: `amount` VND that just came in (a settlement, a deposit, a
   * transfer) goes to the interest and the oldest loans, as far as it is available. Once per `ref`.
   * Other modules that bring cash in call it in their own transaction (`db`).
   */
  async applyArrivedCash(sub: string, amount: number, ref: string, db?: Db): Promise<number> {
    const run = async (trx: Db) => {
      if (!isMarginSubAccount(sub)) return 0;
      await this.deps.ledger.lockAccounts(trx, [sub]);
      if (await entryExists(trx, 'margin-sweep', ref)) return 0;
      const state = await readMarginState(trx, sub, this.deps.price);
      const paid = Math.min(amount, state.available, state.debt + state.interest);
      if (paid <= 0) return 0;
      await this.post(trx, sub, state, paid, 'margin-sweep', ref, 'cash arrived: repays debt first');
      return paid;
    };
    return db ? run(db) : this.deps.db.transaction().execute(run);
  }

  /** At a trading day's start: the sale proceeds and other receivables settled that day repay debt first. */
  async sweepSettled(date: string): Promise<number> {
    let swept = 0;
    for (const sub of await borrowers(this.deps.db)) {
      const arrived = await settledCash(this.deps.db, sub, date);
      if (arrived > 0) swept += await this.applyArrivedCash(sub, arrived, `${sub}|settled|${date}`);
    }
    return swept;
  }

  private async post(
    trx: Db,
    sub: string,
    state: { debt: number; interest: number },
    amount: number,
    kind: string,
    ref: string | null,
    memo: string,
  ): Promise<void> {
    const interestPaid = Math.min(state.interest, amount);
    const split = repaymentBySymbol(loanBalances(await loansOf(trx, sub), state.debt), amount - interestPaid);
    await this.deps.ledger.post(trx, kind, ref, repay(sub, interestPaid, split), memo);
  }

  /**
   * Interest of one trading day, posted at the rollover to the next: the debt at the day's end for
   * every calendar day up to the next trading day (Friday carries three). Once per day and account.
   */
  async accrue(day: string, nextDay: string): Promise<number> {
    const days = interestDays(day, nextDay);
    let posted = 0;
    for (const sub of await borrowers(this.deps.db)) {
      const ref = `${sub}|${day}`;
      if (await entryExists(this.deps.db, 'margin-interest', ref)) continue;
      const state = await readMarginState(this.deps.db, sub, this.deps.price);
      const interest = dailyInterest(state.debt, this.deps.policy.annualRateBps, days);
      if (interest <= 0) continue;
      await this.deps.ledger.post(
        this.deps.db,
        'margin-interest',
        ref,
        accrueInterest(sub, interest),
        `${days} day(s) on ${state.debt} at ${this.deps.policy.annualRateBps} bps a year`,
      );
      posted += 1;
    }
    return posted;
  }

  /** Notices of loans near or past their due date (each once per stage). */
  async dueNotices(today: string): Promise<number> {
    let sent = 0;
    for (const sub of await borrowers(this.deps.db)) {
      for (const loan of await this.loans(sub, today)) {
        if (loan.status !== 'near-due' && loan.status !== 'past-due') continue;
        const stage = loan.status === 'near-due' ? 'near' : 'past';
        const row = (await loansOf(this.deps.db, sub)).find((l) => l.id === loan.loanId);
        if (!row || row.notified === stage || (row.notified === 'past' && stage === 'near')) continue;
        await this.deps.db.transaction().execute(async (trx) => {
          await markLoanNotified(trx, loan.loanId, stage);
          await this.deps.notifier.loanDue(trx, sub, loan);
        });
        sent += 1;
      }
    }
    return sent;
  }
}
