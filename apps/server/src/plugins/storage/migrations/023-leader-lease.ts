// Scale-out leadership (issue 27): the market node's lease with its epoch (the fencing token every
// write of the leader's order writer checks), and the market day shared by every node (the demo
// clock's origin, so a new leader continues the same virtual day). One row each, id 1. Created on
// SQLite too, where nothing uses them (one process is the whole system there).
import type { Kysely, Migration } from 'kysely';

export const leaderLeaseMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leader_lease')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('holder', 'varchar(80)', (c) => c.notNull())
      // Grows by one at every takeover; a write carrying an older epoch is refused.
      .addColumn('epoch', 'bigint', (c) => c.notNull())
      // Database clock, epoch ms: the lease is free once the database's clock passes it.
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('acquired_at', 'bigint', (c) => c.notNull())
      .execute();
    // The one row, free (expired) until a node takes it with epoch 1.
    await db
      .insertInto('leader_lease' as never)
      .values({ id: 1, holder: '', epoch: 0, expires_at: 0, acquired_at: 0 } as never)
      .execute();
    await db.schema
      .createTable('market_state')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      // The demo clock's origin (wall epoch ms at the day's configured start) and its first day.
      .addColumn('clock_origin', 'bigint', (c) => c.notNull())
      .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('clock_start', 'varchar(8)', (c) => c.notNull())
      .addColumn('epoch', 'bigint', (c) => c.notNull())
      .execute();
  },
};
