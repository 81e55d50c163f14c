// The audit trail (R11): one append-only row per order request and money movement a broker keeps
// the slip of (account, time received, symbol, side, type, price, volume, channel, client address
// and device), written in the same transaction as what it records. Triggers refuse every update
// and delete on both SQLite and PostgreSQL: the trail is only ever added to.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './column-helpers.ts';

const APPEND_ONLY = 'the audit trail is append-only';

export const auditTrailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_trail')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addColumn('event', 'varchar(32)', (c) => c.notNull())
      .addColumn('account', 'varchar(32)', (c) => c.notNull())
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('ref', 'varchar(64)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(20)')
      .addColumn('side', 'varchar(1)')
      .addColumn('order_type', 'varchar(8)')
      .addColumn('price', 'bigint')
      .addColumn('volume', 'bigint')
      .addColumn('amount', 'bigint')
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      .addColumn('client_address', 'varchar(64)', (c) => c.notNull())
      .addColumn('device', 'varchar(256)', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_trail_account')
      .on('audit_trail')
      .columns(['account', 'received_at'])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create function "audit_trail_append_only"() returns trigger language plpgsql as $$
        begin raise exception ${sql.lit(APPEND_ONLY)}; end $$`.execute(db);
      await sql`create trigger "audit_trail_append_only" before update or delete on "audit_trail"
        for each row execute function "audit_trail_append_only"()`.execute(db);
      // A truncate skips row triggers: refused too.
      await sql`create trigger "audit_trail_no_truncate" before truncate on "audit_trail"
        for each statement execute function "audit_trail_append_only"()`.execute(db);
    } else {
      for (const event of ['update', 'delete'])
        await sql`create trigger ${sql.id(`audit_trail_no_${event}`)} before ${sql.raw(event)} on "audit_trail"
          begin select raise(abort, ${sql.lit(APPEND_ONLY)}); end`.execute(db);
    }
  },
};
