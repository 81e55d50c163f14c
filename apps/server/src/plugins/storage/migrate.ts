// Runs the versioned migrations (Kysely Migrator) at start; fails loudly on the first error.
import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database-schema.ts';
import { MIGRATIONS } from './migrations/index.ts';

const migrator = (db: Kysely<Database>) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'sen_migrations',
    migrationLockTableName: 'sen_migrations_lock',
    // Migrations of work done side by side land in any order (a database that ran 016 may meet
    // 011 later); each is independent of those it does not follow in name.
    allowUnorderedMigrations: true,
  });

/** Runs every migration not yet run; the names of those it ran. */
export async function migrateToLatest(db: Kysely<Database>, upTo?: string): Promise<string[]> {
  const { error, results } = await (upTo === undefined
    ? migrator(db).migrateToLatest()
    : migrator(db).migrateTo(upTo));
  if (error)
    throw new Error(`database migration failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
