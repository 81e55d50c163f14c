// Margin lending (issue 17). The money is in the ledger (the customer's `debt`, `credit` and
// `interest` buckets, the house's per-symbol lending accounts); these tables hold what the ledger
// does not: each loan's facts (symbol, trade and due date, principal lent at its fill), the credit
// an open margin buy holds, and each margin sub-account's credit limit and last risk status.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const marginMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('margin_accounts')
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('credit_limit', 'bigint')
      .addColumn('risk_status', 'varchar(16)', (c) => c.notNull().defaultTo('normal'))
      .addColumn('ratio_bps', 'integer', (c) => c.notNull().defaultTo(10_000))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('margin_loans')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('fill_ref', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('trade_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('principal', 'bigint', (c) => c.notNull())
      .addColumn('notified', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('margin_loans_account')
      .on('margin_loans')
      .columns(['sub_acnt_no', 'id'])
      .execute();
    await db.schema
      .createTable('margin_order_credit')
      .addColumn('order_id', 'integer', (c) => c.primaryKey())
      .addColumn('sub_acnt_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
      .addColumn('credit', 'bigint', (c) => c.notNull())
      .execute();
  },
};
