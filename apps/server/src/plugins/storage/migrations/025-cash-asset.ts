// Cash gets an asset name no ticker can have (found by an audit, 2026-11-27): the ledger named cash 'VND', and HOSE
// lists VNDIRECT as VND, so that stock's shares were the customers' cash (a sale of shares never held
// blocked and sold cash, a stock transfer moved cash, a dividend would have paid every cash balance).
// Every cash posting, running sum and money movement written before is renamed '$VND'. Postings are
// append-only (migration 009's triggers refuse an update): the triggers are set aside for this one
// rename and made again, in the migration's transaction. Orders on VND were accepted before, so a
// posting named 'VND' may have been such "shares": it was cash in every balance then, and stays cash.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const OLD = 'VND';
const CASH = '$VND';
const APPEND_ONLY = 'ledger postings are append-only';

export const cashAssetMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    if (postgres) await sql`drop trigger "ledger_postings_append_only" on "ledger_postings"`.execute(db);
    else
      for (const event of ['update', 'delete'])
        await sql`drop trigger ${sql.id(`ledger_postings_no_${event}`)}`.execute(db);
    for (const table of ['ledger_postings', 'ledger_balances', 'money_movements'])
      await sql`update ${sql.table(table)} set "asset" = ${CASH} where "asset" = ${OLD}`.execute(db);
    if (postgres)
      await sql`create trigger "ledger_postings_append_only" before update or delete on "ledger_postings"
        for each row execute function "ledger_postings_append_only"()`.execute(db);
    else
      for (const event of ['update', 'delete'])
        await sql`create trigger ${sql.id(`ledger_postings_no_${event}`)} before ${sql.raw(event)} on "ledger_postings"
          begin select raise(abort, ${sql.lit(APPEND_ONLY)}); end`.execute(db);
  },
};
