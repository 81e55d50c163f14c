// The double-entry ledger: journal entries and their postings. Balances are sums of postings.
import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

export const ledgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('ref', 'varchar(128)')
      .addColumn('memo', 'text', (c) => c.notNull())
      .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_entries_ref')
      .unique()
      .on('ledger_entries')
      .columns(['kind', 'ref'])
      .execute();
    await db.schema
      .createTable('ledger_postings')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
      .addColumn('account', 'varchar(32)', (c) => c.notNull())
      .addColumn('asset', 'varchar(20)', (c) => c.notNull())
      .addColumn('bucket', 'varchar(16)', (c) => c.notNull())
      .addColumn('settle_date', 'varchar(10)', (c) => c.notNull().defaultTo(sql`''`))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('cost', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('ledger_postings_account')
      .on('ledger_postings')
      .columns(['account', 'asset', 'bucket'])
      .execute();
    await db.schema
      .createIndex('ledger_postings_settle')
      .on('ledger_postings')
      .columns(['bucket', 'settle_date'])
      .execute();
  },
};
