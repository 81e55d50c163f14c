// A digest of the business state a customer's request may change (orders, money, shares,
// watchlists, customers' settings, requests to the back office), for tests that check a refused
// request changed nothing. Left out on purpose: sessions (a call touches its session), the guess
// counters (a refused login or PIN counts, by design) and OTP outboxes.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../plugins/storage/database-schema.ts';

const TABLES = [
  'sub_accounts',
  'orders',
  'order_fills',
  'ledger_entries',
  'ledger_postings',
  'ledger_balances',
  'watchlists',
  'conditional_orders',
  'open_account_requests',
  'contact_messages',
  'audit_trail',
  'money_movements',
  'bank_accounts',
  'bank_transfers',
  'margin_accounts',
  'margin_loans',
  'margin_order_credit',
  'bond_orders',
  'entitlements',
  'rights_registrations',
  'notifications',
] as const;

/** Columns of `customers` that are counters, not settings. */
const CUSTOMER_COUNTERS = new Set([
  'failed_logins',
  'retry_after',
  'locked_until',
  'pin_failures',
  'pin_retry_after',
  'pin_locked_until',
  'otp_failures',
  'otp_retry_after',
  'otp_locked_until',
]);

export async function stateDigest(db: Kysely<Database>): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    hash.update(
      `${table}:${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    );
  }
  const customers = await db.selectFrom('customers').selectAll().orderBy('id').execute();
  for (const customer of customers)
    hash.update(
      JSON.stringify(Object.entries(customer).filter(([column]) => !CUSTOMER_COUNTERS.has(column))),
    );
  return hash.digest('hex');
}
