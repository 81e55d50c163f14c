// Portable column definitions for migrations that run on both SQLite and PostgreSQL.
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** An integer primary key the database numbers itself (SQLite autoincrement, PostgreSQL identity). */
export function autoIncrementId(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
