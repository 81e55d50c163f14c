// Every migration in order. Names sort as their versions; a shipped migration is never edited.
import type { Migration } from 'kysely';
import { identityMigration } from './001-identity.ts';
import { ledgerMigration } from './002-ledger.ts';
import { totpEnrollmentMigration } from './003-totp-enrollment.ts';
import { ordersMigration } from './004-orders.ts';
import { watchlistsMigration } from './005-watchlists.ts';
import { conditionalOrdersMigration } from './006-conditional-orders.ts';
import { ledgerSumIndexMigration } from './007-ledger-sum-index.ts';
import { customerSumIndexMigration } from './008-customer-sum-index.ts';
import { ledgerBalancesMigration } from './009-ledger-balances.ts';
import { marginMigration } from './015-margin.ts';
import { notificationsMigration } from './016-notifications.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '001-identity': identityMigration,
  '002-ledger': ledgerMigration,
  '003-totp-enrollment': totpEnrollmentMigration,
  '004-orders': ordersMigration,
  '005-watchlists': watchlistsMigration,
  '006-conditional-orders': conditionalOrdersMigration,
  '007-ledger-sum-index': ledgerSumIndexMigration,
  '008-customer-sum-index': customerSumIndexMigration,
  '009-ledger-balances': ledgerBalancesMigration,
  '015-margin': marginMigration,
  '016-notifications': notificationsMigration,
};
