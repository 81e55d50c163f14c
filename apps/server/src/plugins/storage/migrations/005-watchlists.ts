// Watchlists of logged-in customers (issue 8): one row per list, symbols in board order.
import type { Kysely, Migration } from 'kysely';

export const watchlistsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('watchlists')
      .addColumn('customer_id', 'integer', (c) => c.notNull())
      .addColumn('id', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      // Comma-joined codes (at most 100 of at most 20 characters each).
      .addColumn('symbols', 'text', (c) => c.notNull())
      .addColumn('pinned', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('watchlists_pk', ['customer_id', 'id'])
      .execute();
  },
};
