// Migration 025: cash was the asset 'VND' (also HOSE's ticker of VNDIRECT); it becomes CASH ('$VND')
// in every posting and running sum written before, share postings keep their tickers, and postings
// stay append-only afterwards.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { testDatabases } from '../../plugins/storage/test-databases.ts';
import { CASH } from './ledger-rules.ts';

describe.each(testDatabases('024-open-account'))('migration 025 on %s', (_kind, open) => {
  it('renames the cash postings and sums, keeps the shares and the append-only rule', async () => {
    const t = await open();
    try {
      const entry = await sql<{
        id: number;
      }>`insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values ('raw', 'm1', '', '2026-01-02', 1) returning "id"`.execute(
        t.db,
      );
      const id = entry.rows[0]!.id;
      for (const [account, asset, amount] of [
        ['C1', 'VND', 700],
        ['@BANK', 'VND', -700],
        ['C1', 'FPT', 100],
        ['@CLEARING', 'FPT', -100],
      ] as const)
        await sql`insert into "ledger_postings" ("entry_id", "account", "asset", "bucket", "settle_date", "amount", "cost") values (${id}, ${account}, ${asset}, 'available', '', ${amount}, 0)`.execute(
          t.db,
        );
      expect(await migrateToLatest(t.db, '025-cash-asset')).toEqual(['025-cash-asset']);
      const postings = await t.db
        .selectFrom('ledger_postings')
        .select(['account', 'asset', 'amount'])
        .orderBy('id')
        .execute();
      expect(postings.map((p) => `${p.account} ${p.asset} ${Number(p.amount)}`)).toEqual([
        `C1 ${CASH} 700`,
        `@BANK ${CASH} -700`,
        'C1 FPT 100',
        '@CLEARING FPT -100',
      ]);
      const balances = await t.db.selectFrom('ledger_balances').select(['asset', 'amount']).execute();
      // Sorted here: PostgreSQL's collation may order '$' apart from SQLite's.
      expect(balances.map((b) => `${b.asset} ${Number(b.amount)}`).sort()).toEqual(
        [`${CASH} 700`, 'FPT 100'].sort(),
      );
      await expect(sql`update "ledger_postings" set "amount" = 1`.execute(t.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from "ledger_postings"`.execute(t.db)).rejects.toThrow(/append-only/);
    } finally {
      await t.drop();
    }
  });
});
