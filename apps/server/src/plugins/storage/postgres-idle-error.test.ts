// An idle pooled PostgreSQL connection ended by the server (restart, failover, an operator's
// pg_terminate_backend, a test database dropped WITH (FORCE)) is reported to the pool's listener and
// replaced; without the listener node-postgres throws it as an uncaught exception and the process
// dies (seen in CI: "terminating connection due to administrator command").
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from './create-database.ts';

const url = process.env.SEN_TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool', () => {
  it('survives an idle connection the server terminates, and reconnects', async () => {
    const lost = vi.fn();
    const storage = openPostgres(url!, 1, lost);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(storage.db);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(String(lost.mock.calls[0]![0])).toMatch(/terminat/);
      const again = await sql<{ one: number }>`select 1 as one`.execute(storage.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await storage.db.destroy();
    }
  });
});
