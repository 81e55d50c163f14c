// better-sqlite3 behind Kysely with each statement prepared once: Kysely's SQLite driver calls
// `prepare` for every query, which parses and plans the SQL again each time. The same SQL text
// (parameters are bound, never inlined) gets the same prepared statement; the cache is bounded
// (cleared when full) so SQL built with variable lists cannot grow it without limit. The order
// writer's fast path (sqlite-direct.ts) takes its statements from the same cache.
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

export interface CachedStatements {
  /** What Kysely's SQLite dialect takes. */
  database: KyselySqliteDatabase;
  /** The cached statement of a text (the same one Kysely gets). */
  prepare(sql: string): SqliteDatabase.Statement;
}

export function cachingStatements(database: SqliteDatabase.Database, limit = 2_000): CachedStatements {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (sql: string): SqliteDatabase.Statement => {
    let statement = statements.get(sql);
    // A statement still being iterated (a stream) cannot run twice at once: prepare a fresh one.
    if (statement === undefined || statement.busy) {
      if (statements.size >= limit) statements.clear();
      statement = database.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return { database: { close: () => database.close(), prepare }, prepare };
}
