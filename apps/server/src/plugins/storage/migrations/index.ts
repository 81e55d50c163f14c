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
import { guessLimitsMigration } from './011-guess-limits.ts';
import { auditTrailMigration } from './012-audit-trail.ts';
import { moneyMovementsMigration } from './013-money-movements.ts';
import { bankTransfersMigration } from './014-bank-transfers.ts';
import { marginMigration } from './015-margin.ts';
import { notificationsMigration } from './016-notifications.ts';
import { bondOrdersMigration } from './017-bond-orders.ts';
import { entitlementsMigration } from './018-entitlements.ts';
import { priceAlertsMigration } from './019-price-alerts.ts';
import { openAccountReviewMigration } from './020-open-account-review.ts';
import { leaderLeaseMigration } from './023-leader-lease.ts';
import { openAccountMigration } from './024-open-account.ts';
import { cashAssetMigration } from './025-cash-asset.ts';
import { entitlementTermsMigration } from './026-entitlement-terms.ts';
import { orderPlacedAtMigration } from './027-order-placed-at.ts';
import { totpLastStepMigration } from './028-totp-last-step.ts';
import { clearPendingTotpMigration } from './029-clear-pending-totp.ts';

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
  '011-guess-limits': guessLimitsMigration,
  '012-audit-trail': auditTrailMigration,
  '013-money-movements': moneyMovementsMigration,
  '014-bank-transfers': bankTransfersMigration,
  '015-margin': marginMigration,
  '016-notifications': notificationsMigration,
  '017-bond-orders': bondOrdersMigration,
  '018-entitlements': entitlementsMigration,
  '019-price-alerts': priceAlertsMigration,
  '020-open-account-review': openAccountReviewMigration,
  '023-leader-lease': leaderLeaseMigration,
  '024-open-account': openAccountMigration,
  '025-cash-asset': cashAssetMigration,
  '026-entitlement-terms': entitlementTermsMigration,
  '027-order-placed-at': orderPlacedAtMigration,
  '028-totp-last-step': totpLastStepMigration,
  '029-clear-pending-totp': clearPendingTotpMigration,
};
