// A statement written once runs on every dialect: `?` on SQLite, `$1 ...` on PostgreSQL, inside a
// transaction too, and the same object serves both dialects in one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlStatement, SqlStatements } from './sql-statement.ts';
import { testDatabases, type TestDatabase } from './test-databases.ts';

const insert = new SqlStatement<{ id: number; created_at: number }>(
  'insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values (?, ?, ?, ?, ?) returning "id", "created_at"',
);
const byKinds = new SqlStatements<{ ref: string }>(
  (count) =>
    `select "ref" from "ledger_entries" where "kind" in (${Array.from({ length: Number(count) }, () => '?').join(', ')}) order by "ref"`,
);

describe.each(testDatabases())('sql statements on %s', (_kind, open) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => t.drop());

  it('binds parameters in order, returns rows with numbers, and runs inside a transaction', async () => {
    const big = 9_007_199_254_740;
    const row = await insert.first(t.db, ['a', 'r1', 'm', '2026-01-02', big]);
    expect(row).toMatchObject({ created_at: big });
    expect(typeof row!.id).toBe('number');
    await t.db.transaction().execute(async (trx) => {
      await insert.run(trx, ['b', 'r2', 'm', '2026-01-02', 1]);
    });
    expect(await byKinds.of('2').all(t.db, ['a', 'b'])).toEqual([{ ref: 'r1' }, { ref: 'r2' }]);
    expect(await byKinds.of('1').all(t.db, ['b'])).toEqual([{ ref: 'r2' }]);
  });
});
