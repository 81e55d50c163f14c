// Bank money transfers (issue 16): each customer's beneficiary bank accounts and every withdrawal
// and deposit with its status (spec §3). The money itself moves in the ledger; a transfer row names
// the request, its refId (idempotency) and, for deposits, the bank's transaction id.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const bankTransfersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bank_accounts')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('bank_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('account_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('holder', 'varchar(128)', (c) => c.notNull())
      // Demo: 'bankError' makes the simulated bank fail every withdrawal to this account.
      .addColumn('demo_outcome', 'varchar(16)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('bank_accounts_number', ['customer_id', 'bank_code', 'account_no'])
      .execute();
    await db.schema
      .createTable('bank_transfers')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('bank_account_id', 'integer')
      .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('account_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref_id', 'varchar(80)', (c) => c.notNull())
      // SHA-256 of what the request asked (a refId reused with another body is -6004).
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('bank_txn_id', 'varchar(64)')
      .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('note', 'varchar(200)', (c) => c.notNull())
      // Market time (epoch ms) of the request, its last change and its next step.
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('bank_transfers_ref', ['sub_acnt_no', 'ref_id'])
      .addUniqueConstraint('bank_transfers_txn', ['bank_txn_id'])
      .execute();
    await db.schema
      .createIndex('bank_transfers_open')
      .on('bank_transfers')
      .columns(['status', 'due_at'])
      .execute();
    await db.schema
      .createIndex('bank_transfers_history')
      .on('bank_transfers')
      .columns(['sub_acnt_no', 'business_date'])
      .execute();
  },
};
