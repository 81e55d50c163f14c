// Every migration in order. Names sort as their versions; a shipped migration is never edited.
import type { Migration } from 'kysely';
import { identityMigration } from './001-identity.ts';
import { ledgerMigration } from './002-ledger.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '001-identity': identityMigration,
  '002-ledger': ledgerMigration,
};
