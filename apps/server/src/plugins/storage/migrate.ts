// Runs the versioned migrations (Kysely Migrator) at start; fails loudly on the first error.
import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database-schema.ts';
import { MIGRATIONS } from './migrations/index.ts';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'sen_migrations',
    migrationLockTableName: 'sen_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error)
    throw new Error(`database migration failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
