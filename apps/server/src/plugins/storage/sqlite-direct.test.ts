// The SQLite fast path (sqlite-direct.ts): inside a held transaction a SqlStatement skips Kysely's
// executor and gives the same rows Kysely gives, sees and is seen by the transaction's other
// statements, rolls back with it, and stops the moment the hold is released. PostgreSQL never holds.
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database-schema.ts';
import { heldRunnerOf, holdConnection } from './sqlite-direct.ts';
import { SqlStatement, SqlStatements } from './sql-statement.ts';
import { testDatabases, type TestDatabase } from './test-databases.ts';

const insert = new SqlStatement<{ id: number; kind: string; ref: string; created_at: number }>(
  'insert into "ledger_entries" ("kind", "ref", "memo", "business_date", "created_at") values (?, ?, ?, ?, ?) on conflict ("kind", "ref") do nothing returning *',
);
const byKind = new SqlStatement<{ id: number; ref: string; memo: string; created_at: number }>(
  'select "id", "ref", "memo", "created_at" from "ledger_entries" where "kind" = ? order by "id"',
);
const setMemo = new SqlStatement<never>('update "ledger_entries" set "memo" = ? where "kind" = ?');
const byRefs = new SqlStatements<{ ref: string }>(
  (count) =>
    `select "ref" from "ledger_entries" where "ref" in (${Array.from({ length: Number(count) }, () => '?').join(', ')}) order by "ref"`,
);

/** Runs the same statements on `db`, with entries of `kind`: what they give back. */
async function exercise(db: Transaction<Database>, kind: string): Promise<unknown[]> {
  const big = 9_007_199_254_740;
  const a = await insert.first(db, [kind, `${kind}-a`, 'm', '2026-01-02', big]);
  const b = await insert.first(db, [kind, `${kind}-b`, 'm', '2026-01-02', 1]);
  const replay = await insert.first(db, [kind, `${kind}-a`, 'm', '2026-01-02', 2]); // meets the unique index
  await setMemo.run(db, ['changed', kind]);
  // A row written by a Kysely builder in the same transaction is seen, and the other way round.
  await db
    .insertInto('ledger_entries')
    .values({ kind, ref: `${kind}-c`, memo: 'built', business_date: '2026-01-02', created_at: 3 })
    .execute();
  const built = await db.selectFrom('ledger_entries').select('memo').where('ref', '=', `${kind}-a`).execute();
  const rows = await byKind.all(db, [kind]);
  const refs = await byRefs.of('2').all(db, [`${kind}-a`, `${kind}-c`]);
  const strip = <T extends { id: number }>(row: T | undefined) => row && { ...row, id: typeof row.id };
  return [strip(a), strip(b), replay, built, rows.map(strip), refs].map((x) =>
    JSON.parse(JSON.stringify(x ?? null).replaceAll(kind, 'KIND')),
  );
}

describe.each(testDatabases())('sqlite fast path on %s', (kind, open) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => t.drop());

  it.runIf(kind === 'sqlite')(
    'runs a held transaction’s statements without Kysely’s executor and gives the same rows',
    async () => {
      const viaKysely = await t.db.transaction().execute(async (trx) => {
        expect(heldRunnerOf(trx)).toBeUndefined();
        const spy = vi.spyOn(trx.getExecutor(), 'executeQuery');
        const out = await exercise(trx, 'kysely');
        expect(spy).toHaveBeenCalled();
        return out;
      });

      const hold = holdConnection(t.db)!;
      const viaDirect = await t.db
        .withPlugin(hold)
        .transaction()
        .execute(async (trx) => {
          expect(heldRunnerOf(trx)).toBeDefined();
          const spy = vi.spyOn(trx.getExecutor(), 'executeQuery');
          const out = await exercise(trx, 'direct');
          // Only the two builder statements went through the executor; every SqlStatement went direct.
          expect(spy).toHaveBeenCalledTimes(2);
          hold.release();
          expect(heldRunnerOf(trx)).toBeUndefined();
          await byKind.all(trx, ['direct']); // released: through Kysely again
          expect(spy).toHaveBeenCalledTimes(3);
          return out;
        });
      expect(viaDirect).toEqual(viaKysely);
      expect(await byKind.all(t.db, ['direct'])).toHaveLength(3); // committed with the transaction
    },
  );

  it.runIf(kind === 'sqlite')(
    'rolls the direct statements back with their transaction and savepoint',
    async () => {
      const hold = holdConnection(t.db)!;
      const trx = await t.db.withPlugin(hold).startTransaction().execute();
      const release = () => hold.release();
      expect(heldRunnerOf(trx)).toBeDefined();
      await insert.run(trx, ['rb', 'kept-until-rollback', 'm', '2026-01-02', 1]);
      const saved = await trx.savepoint('s').execute();
      await insert.run(trx, ['rb', 'savepoint', 'm', '2026-01-02', 1]);
      await saved.rollbackToSavepoint('s').execute();
      expect((await byKind.all(trx, ['rb'])).map((r) => r.ref)).toEqual(['kept-until-rollback']);
      release();
      await trx.rollback().execute();
      expect(await byKind.all(t.db, ['rb'])).toEqual([]);
    },
  );

  it.runIf(kind === 'sqlite')(
    'reads on the database object straight from the connection while no transaction is open on it',
    async () => {
      await insert.run(t.db, ['idle', 'idle-a', 'm', '2026-01-02', 1]);
      const spy = vi.spyOn(t.db.getExecutor(), 'executeQuery');
      expect((await byKind.all(t.db, ['idle'])).map((r) => r.ref)).toEqual(['idle-a']);
      expect(spy).not.toHaveBeenCalled();
      // A write, RETURNING included, keeps Kysely's executor.
      await insert.first(t.db, ['idle', 'idle-b', 'm', '2026-01-02', 1]);
      expect(spy).toHaveBeenCalledTimes(1);
      // While a transaction holds the connection, a read queues behind it on Kysely's executor and
      // sees only what it committed (never its uncommitted rows).
      const trx = await t.db.startTransaction().execute();
      await insert.run(trx, ['idle', 'idle-c', 'm', '2026-01-02', 1]);
      const queued = byKind.all(t.db, ['idle']);
      expect(spy).toHaveBeenCalledTimes(2);
      await trx.rollback().execute();
      expect((await queued).map((r) => r.ref)).toEqual(['idle-a', 'idle-b']);
      spy.mockRestore();
    },
  );

  it.runIf(kind === 'postgres')('never holds a PostgreSQL transaction', async () => {
    expect(holdConnection(t.db)).toBeUndefined();
    await t.db.transaction().execute(async (trx) => {
      expect(heldRunnerOf(trx)).toBeUndefined();
    });
  });
});
