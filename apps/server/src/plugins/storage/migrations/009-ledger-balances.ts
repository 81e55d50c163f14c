// Customer balances kept as running sums (issue 7, order throughput). The covering sum index of
// migration 008 held one entry per customer posting, ordered by amount inside each account's
// bucket: it grew with every order, and each posting landed on a page of its own somewhere in it.
// Once it outgrew SQLite's page cache, every posting read a page from the file and dirtied it, and
// the commit wrote it to the WAL: about 100 of the writer's 160 us an order (bench/orders). Here a
// small table holds one row per customer account, asset, bucket and settlement date with the sum of
// its postings, and a trigger adds every customer posting to its row in the same statement, on every
// path that inserts postings (the writer thread, careful mode, another connection, PostgreSQL). Its
// few pages stay in the cache, and the balance reads become a key lookup. House accounts are left out
// as before: every fill posts to the same few house rows, and on PostgreSQL concurrent writers would
// queue on them; their sums still read the postings. Postings are never updated or deleted (the
// ledger is append-only, and two more triggers now refuse it), so an insert trigger keeps the sums
// exact.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const BACKFILL = sql`insert into "ledger_balances" ("account", "asset", "bucket", "settle_date", "amount", "cost")
  select "account", "asset", "bucket", "settle_date", sum("amount"), sum("cost") from "ledger_postings"
  where "account" not like '@%' group by "account", "asset", "bucket", "settle_date"`;

const UPSERT = `insert into "ledger_balances" ("account", "asset", "bucket", "settle_date", "amount", "cost")
  values (new."account", new."asset", new."bucket", new."settle_date", new."amount", new."cost")
  on conflict ("account", "asset", "bucket", "settle_date")
  do update set "amount" = "ledger_balances"."amount" + excluded."amount", "cost" = "ledger_balances"."cost" + excluded."cost"`;

const APPEND_ONLY = 'ledger postings are append-only';

export const ledgerBalancesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await sql`create table "ledger_balances" (
      "account" varchar(32) not null, "asset" varchar(20) not null, "bucket" varchar(16) not null,
      "settle_date" varchar(10) not null, "amount" bigint not null, "cost" bigint not null,
      primary key ("account", "asset", "bucket", "settle_date")
    )${sql.raw(postgres ? '' : ' without rowid')}`.execute(db);
    await BACKFILL.execute(db);
    if (postgres) {
      await sql`create function "ledger_balances_add"() returns trigger language plpgsql as $$
        begin ${sql.raw(UPSERT)}; return null; end $$`.execute(db);
      await sql`create trigger "ledger_balances_add" after insert on "ledger_postings" for each row
        when (new."account" not like '@%') execute function "ledger_balances_add"()`.execute(db);
      await sql`create function "ledger_postings_append_only"() returns trigger language plpgsql as $$
        begin raise exception ${sql.lit(APPEND_ONLY)}; end $$`.execute(db);
      await sql`create trigger "ledger_postings_append_only" before update or delete on "ledger_postings"
        for each row execute function "ledger_postings_append_only"()`.execute(db);
    } else {
      await sql`create trigger "ledger_balances_add" after insert on "ledger_postings"
        when new."account" not like '@%' begin ${sql.raw(UPSERT)}; end`.execute(db);
      for (const event of ['update', 'delete'])
        await sql`create trigger ${sql.id(`ledger_postings_no_${event}`)} before ${sql.raw(event)} on "ledger_postings"
          begin select raise(abort, ${sql.lit(APPEND_ONLY)}); end`.execute(db);
    }
    await db.schema.dropIndex('ledger_postings_customer_sum').execute();
  },
};
