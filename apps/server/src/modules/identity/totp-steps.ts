// Authenticator (TOTP) codes are single use (RFC 6238 §5.2): a code is accepted in the window of the
// current 30-second time step ±1, and once a code of step S is accepted for a customer, no code of
// a step <= S is accepted again for that customer (a replay, or an older code after a newer one).
// The check and the record are one conditional UPDATE of `customers.last_totp_step` (migration 028),
// so of parallel requests with one code exactly one changes the row, on SQLite and PostgreSQL alike.
import type { Kysely } from 'kysely';
import { verifySync } from 'otplib';
import type { Database } from '../../plugins/storage/database-schema.ts';

/** Seconds a code may be off the current step (one step each way). */
const TOLERANCE_SECONDS = 30;

/** The time step a 6-digit code of `secret` belongs to in the window around `nowMs`, else null. */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records step `step` as the customer's last accepted one unless it (or a later one) already is:
 * true when this call changed the row, i.e. the code is accepted now and never again.
 */
export async function claimTotpStep(
  db: Kysely<Database>,
  customerId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({ last_totp_step: step })
    .where('id', '=', customerId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
