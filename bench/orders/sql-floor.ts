// What SQLite alone costs an order of the direct benchmark (run.ts), as a floor for the order path
// on one thread: the statements one order writes and reads (entry: order row, block entry and its
// postings; the exchange's acceptance; for half the orders a fill with its entry, postings and the
// release of the rest), run straight on better-sqlite3 with prepared statements, 150 jobs a
// transaction as the writer batches them, no Kysely, no JavaScript logic, no fsync (the writer's
// fsync is off the event loop). Beside it, the cost of one statement through Kysely's executor,
// as a SqlStatement on the writer's held transaction (the SQLite fast path the order writer takes)
// and on better-sqlite3 directly. The order row's statements are the order store's own
// (order-rows.ts); the ledger's and the order update are written here from the OMS's SQL: keep them
// in step when the order path's statements change. `npx tsx bench/orders/sql-floor.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { openSqlite } from '../../apps/server/src/plugins/storage/create-database.ts';
import { migrateToLatest } from '../../apps/server/src/plugins/storage/migrate.ts';
import { orderRowSql, orderRowValues } from '../../apps/server/src/plugins/storage/order-store/order-rows.ts';
import { holdConnection } from '../../apps/server/src/plugins/storage/sqlite-direct.ts';
import { SqlStatement } from '../../apps/server/src/plugins/storage/sql-statement.ts';
import { orderRow } from '../../apps/server/src/testing/order-row.ts';

const N = 8_000;
const BATCH = 150;
const cpuMs = (start: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(start);
  return (c.user + c.system) / 1000;
};

const dir = mkdtempSync(join(tmpdir(), 'sen-sql-floor-'));
try {
  const file = join(dir, 'floor.sqlite');
  const storage = openSqlite(file);
  await migrateToLatest(storage.db);

  // One statement through Kysely's executor (inside a transaction, as the writer's jobs run them).
  const trx = await storage.db.startTransaction().execute();
  let start = process.cpuUsage();
  for (let i = 0; i < 20_000; i += 1) await trx.executeQuery(CompiledQuery.raw('select ? as v', [i]));
  const kyselyUs = (cpuMs(start) * 1000) / 20_000;
  // The same statement as a SqlStatement on the writer's held transaction: the SQLite fast path
  // (plugins/storage/sqlite-direct.ts) the order writer's statements take.
  await trx.commit().execute();
  const hold = holdConnection(storage.db)!;
  const held = await storage.db.withPlugin(hold).startTransaction().execute();
  const select = new SqlStatement<{ v: number }>('select ? as v');
  start = process.cpuUsage();
  for (let i = 0; i < 20_000; i += 1) await select.all(held, [i]);
  const heldUs = (cpuMs(start) * 1000) / 20_000;
  hold.release();
  await held.commit().execute();
  await storage.db.destroy();

  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const trivial = db.prepare('select ? as v');
  start = process.cpuUsage();
  for (let i = 0; i < 20_000; i += 1) trivial.all(i);
  const directUs = (cpuMs(start) * 1000) / 20_000;

  const insertOrder = db.prepare(orderRowSql.insert);
  const account = db.prepare(orderRowSql.account);
  const insertEntry = db.prepare(
    `insert into ledger_entries (kind, ref, memo, business_date, created_at) values (?, ?, '', '2026-01-05', 0) on conflict (kind, ref) do nothing returning id`,
  );
  const postings = (n: number) =>
    db.prepare(
      `insert into ledger_postings (entry_id, account, asset, bucket, settle_date, amount, cost) values ${Array(n).fill('(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    );
  const insert2 = postings(2);
  const insert5 = postings(5);
  const update = db.prepare(
    'update orders set price = ?, volume = ?, matched_volume = ?, matched_value = ?, status = ?, message_no = ?, blocked = ?, updated_at = ? where id = ?',
  );
  const byId = db.prepare(orderRowSql.byId);
  const fills = db.prepare(orderRowSql.countFills);
  const insertFill = db.prepare(
    'insert into order_fills (order_id, seq, price, volume, fee, tax, time) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const savepoint = db.prepare('savepoint job');
  const release = db.prepare('release savepoint job');

  start = process.cpuUsage();
  for (let b = 0; b < N; b += BATCH) {
    db.exec('begin');
    for (let i = b; i < Math.min(N, b + BATCH); i += 1) {
      const sub = `B${String(i % 64).padStart(6, '0')}`;
      // Entry: account read, order row, block entry with its two postings.
      savepoint.run();
      account.get(sub);
      const order = insertOrder.get(
        ...orderRowValues(orderRow(`r${i}`, { sub_acnt_no: sub, username: 'u', placed_at: 0 })),
      ) as { id: number };
      const block = insertEntry.get('block-cash', `ord-${order.id}`) as { id: number };
      insert2.run(
        block.id,
        sub,
        'VND',
        'available',
        '',
        -9_934_750,
        0,
        block.id,
        sub,
        'VND',
        'blocked',
        '',
        9_934_750,
        0,
      );
      release.run();
      // The exchange accepts it.
      savepoint.run();
      byId.get(order.id);
      update.run(99_000, 100, 0, 0, 'P', 1, 9_934_750, 0, order.id);
      release.run();
      if (i % 2 !== 0) continue;
      // Half of them fill at once: fill row, fill entry (5 postings), release of the rest, order update.
      savepoint.run();
      byId.get(order.id);
      fills.get(order.id);
      insertFill.run(order.id, 1, 99_000, 100, 100, 0, 0);
      const fill = insertEntry.get('fill', `ord-${order.id}-f1`) as { id: number };
      insert5.run(
        fill.id,
        sub,
        'VND',
        'blocked',
        '',
        -9_900_100,
        0,
        fill.id,
        '@CLEARING',
        'VND',
        'available',
        '',
        9_900_000,
        0,
        fill.id,
        '@FEES',
        'VND',
        'available',
        '',
        100,
        0,
        fill.id,
        '@CLEARING',
        'FPT',
        'available',
        '',
        -100,
        -9_900_100,
        fill.id,
        sub,
        'FPT',
        'receivable',
        '2026-01-07',
        100,
        9_900_100,
      );
      const rest = insertEntry.get('unblock-cash', `ord-${order.id}-end`) as { id: number };
      insert2.run(
        rest.id,
        sub,
        'VND',
        'blocked',
        '',
        -34_650,
        0,
        rest.id,
        sub,
        'VND',
        'available',
        '',
        34_650,
        0,
      );
      update.run(99_000, 100, 100, 9_900_000, 'M', 2, 0, 0, order.id);
      release.run();
    }
    db.exec('commit');
  }
  const sqliteMs = cpuMs(start) / N;
  db.close();
  console.log(
    JSON.stringify(
      {
        orders: N,
        sqliteCpuMsPerOrder: +sqliteMs.toFixed(3),
        statementUs: {
          kyselyExecutor: +kyselyUs.toFixed(2),
          sqlStatementFastPath: +heldUs.toFixed(2),
          betterSqlite3: +directUs.toFixed(2),
        },
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
