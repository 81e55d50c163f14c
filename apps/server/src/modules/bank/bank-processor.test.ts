// The simulated bank moves withdrawals by the MARKET clock it is given (a fake one here), one step
// per due time, each step once: pending -> complete -> success, and to the failing account
// complete -> bank error with the money back; the ledger balances; on SQLite and PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { seedDemoCustomers } from '../identity/demo-customers.ts';
import { PrivateEvents } from '../identity/session-events.ts';
import { LedgerService } from '../ledger/ledger-service.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import { NotificationService } from '../notifications/notification-service.ts';
import { seedDemoBankAccounts } from './bank-demo-accounts.ts';
import { withdrawHold } from './bank-entries.ts';
import { BankNotices } from './bank-notices.ts';
import { BankProcessor } from './bank-processor.ts';
import { bankAccountsOf, insertTransfer, transferById } from './bank-repository.ts';

const SUB = '0000011';
const STEP = 5_000;
const T0 = Date.parse('2026-01-05T03:00:00Z'); // 10:00 market time

describe.each(testDatabases())('bank processor on %s', (kind, open) => {
  let db: TestDatabase;
  let ledger: LedgerService;
  let clock = T0;
  let pushed: string[];
  let processor: BankProcessor;

  beforeEach(async () => {
    db = await open();
    clock = T0;
    pushed = [];
    ledger = new LedgerService(db.db, { today: () => '2026-01-05', now: () => clock });
    await seedDemoCustomers(db.db, new CustomerRepository(db.db), ledger, T0);
    await seedDemoBankAccounts(db.db, T0);
    const events = new PrivateEvents();
    events.on('private', (m) => m.message.action === 'Event' && pushed.push(String(m.message.data.type)));
    const notifications = new NotificationService({
      db: db.db,
      now: () => clock,
      push: (user, data) => events.push(user, { action: 'Event', data }),
    });
    const notices = new BankNotices({ notifications, privateEvents: events } as unknown as FastifyInstance);
    processor = new BankProcessor({
      db: db.db,
      ledger,
      notices,
      clock: () => clock,
      stepMs: STEP,
      onError: (e) => {
        throw e;
      },
    });
  }, 60_000);
  afterEach(async () => db.drop());

  async function request(accountIndex: number, amount: number): Promise<number> {
    const customer = await new CustomerRepository(db.db).byUsername('demo');
    const account = (await bankAccountsOf(db.db, customer!.id))[accountIndex]!;
    const row = await db.db.transaction().execute(async (trx) => {
      const made = await insertTransfer(trx, {
        kind: 'withdraw',
        customer_id: customer!.id,
        sub_acnt_no: SUB,
        bank_account_id: account.id,
        bank_name: account.bank_name,
        account_no: account.account_no,
        amount,
        fee: 3_300,
        status: 'pending',
        ref_id: `r-${amount}`,
        request_hash: 'h',
        bank_txn_id: null,
        business_date: '2026-01-05',
        note: '',
        created_at: clock,
        updated_at: clock,
        due_at: clock + STEP,
      });
      await ledger.post(
        trx,
        'bank-withdraw-hold',
        String(made!.id),
        withdrawHold({ sub: SUB, amount, fee: 3_300 }),
      );
      return made!;
    });
    return Number(row.id);
  }
  const status = async (id: number) => (await transferById(db.db, id))!.status;
  const cash = async () => (await ledger.balances(SUB)).get(CASH)!;

  it('steps only when the market clock reaches the due time, once per step', async () => {
    const before = await cash();
    const ok = await request(0, 1_000_000);
    const failing = await request(1, 2_000_000);
    expect(await processor.tick()).toBe(0);
    clock += STEP - 1;
    expect(await processor.tick()).toBe(0);
    clock += 1;
    expect(await Promise.all([processor.tick(), processor.tick()])).toEqual([2, 2]); // one pass at a time
    expect([await status(ok), await status(failing)]).toEqual(['complete', 'complete']);
    expect(await processor.tick()).toBe(0);
    clock += STEP;
    expect(await processor.tick()).toBe(2);
    expect([await status(ok), await status(failing)]).toEqual(['success', 'bankError']);
    clock += 10 * STEP;
    expect(await processor.tick()).toBe(0);
    const after = await cash();
    expect(after.blocked).toBe(before.blocked);
    expect(before.available - after.available).toBe(1_003_300);
    const sums = await sql<{
      total: number;
    }>`select cast(sum(amount) as bigint) as total from ledger_postings group by asset`.execute(db.db);
    expect(sums.rows.every((r) => Number(r.total) === 0)).toBe(true);
    expect(pushed.filter((t) => t === 'bank')).toHaveLength(4);
    expect(pushed.filter((t) => t === 'notification')).toHaveLength(4);
  });
});
