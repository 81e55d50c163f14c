// Atomic guess limits of one customer's secret (password, PIN, authenticator code). An attempt is
// CLAIMED before its slow check: one conditional UPDATE (compare-and-set on the counter's three
// columns) writes the state as if the attempt failed, so parallel attempts see each other at once
// and at most `lockAfter` of them are ever checked per lock. Only a success resets the counter, and
// only when no other attempt was claimed, or refused, since its own (compare-and-set again): a right
// guess in a burst of wrong ones does not give the burst a fresh allowance.
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import {
  AFTER_SUCCESS,
  afterFailure,
  refusal,
  type GuessRules,
  type Refusal,
  type ThrottleState,
} from './login-throttle.ts';

/** The customer columns of one counter. */
export interface GuessColumns {
  failures: 'failed_logins' | 'pin_failures' | 'otp_failures';
  retryAfter: 'retry_after' | 'pin_retry_after' | 'otp_retry_after';
  lockedUntil: 'locked_until' | 'pin_locked_until' | 'otp_locked_until';
}

export const LOGIN_COLUMNS: GuessColumns = {
  failures: 'failed_logins',
  retryAfter: 'retry_after',
  lockedUntil: 'locked_until',
};
export const PIN_COLUMNS: GuessColumns = {
  failures: 'pin_failures',
  retryAfter: 'pin_retry_after',
  lockedUntil: 'pin_locked_until',
};
export const TOTP_COLUMNS: GuessColumns = {
  failures: 'otp_failures',
  retryAfter: 'otp_retry_after',
  lockedUntil: 'otp_locked_until',
};

/** Refused attempts a mark counts at most (far in the past of any clock's milliseconds). */
const REFUSED_MARK_MAX = 1_000_000_000;

/** A lost compare-and-set is read again; after this many the attempt is refused for a second. */
const MAX_RACES = 12;

/** A claimed attempt (`state` is what the claim wrote) or why none may be made now. */
export type Claim =
  | { ok: true; locksNow: boolean; lockedMinutes: number; state: ThrottleState }
  | { ok: false; refusal: Refusal };

export class GuessCounter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly columns: GuessColumns,
    private readonly rules: GuessRules,
    private readonly now: () => number,
  ) {}

  /** Claims one attempt, or tells why none may be made now. */
  async claim(customerId: number): Promise<Claim> {
    const { failures, retryAfter, lockedUntil } = this.columns;
    for (let race = 0; race < MAX_RACES; race += 1) {
      const row = await this.db
        .selectFrom('customers')
        .select([failures, retryAfter, lockedUntil])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      const state = {
        failedLogins: Number(row[failures]),
        retryAfter: Number(row[retryAfter]),
        lockedUntil: Number(row[lockedUntil]),
      };
      const now = this.now();
      const refused = refusal(state, now);
      if (refused) {
        await this.touch(customerId, state, refused);
        return { ok: false, refusal: refused };
      }
      const next = afterFailure(state, now, this.rules);
      const result = await this.db
        .updateTable('customers')
        .set({
          [failures]: next.failedLogins,
          [retryAfter]: next.retryAfter,
          [lockedUntil]: next.lockedUntil,
        })
        .where('id', '=', customerId)
        .where(failures, '=', state.failedLogins)
        .where(retryAfter, '=', state.retryAfter)
        .where(lockedUntil, '=', state.lockedUntil)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) {
        const locksNow = next.lockedUntil > now;
        return {
          ok: true,
          locksNow,
          lockedMinutes: Math.ceil((next.lockedUntil - now) / 60_000),
          state: next,
        };
      }
    }
    return { ok: false, refusal: { kind: 'slow', seconds: 1 } };
  }

  /**
   * Records an attempt refused by a lock or a slow-down, so that a right secret whose claim led to
   * it (checked while the others of its burst were refused) does not lift it for them: its reset
   * finds the state changed. The column the refusal does not read counts the refused attempts: a
   * lock's `retryAfter` or a slow-down's `lockedUntil` (0 when it was written), in milliseconds of
   * 1970, always past, so no refusal reads them; the next claim writes both afresh. One
   * compare-and-set: a lost one means the state changed anyway. A real time there is left as it is.
   */
  private async touch(customerId: number, state: ThrottleState, refused: Refusal): Promise<void> {
    const { failures, retryAfter, lockedUntil } = this.columns;
    const [column, value] =
      refused.kind === 'locked' ? [retryAfter, state.retryAfter] : [lockedUntil, state.lockedUntil];
    if (value >= REFUSED_MARK_MAX) return;
    await this.db
      .updateTable('customers')
      .set({ [column]: value + 1 })
      .where('id', '=', customerId)
      .where(failures, '=', state.failedLogins)
      .where(retryAfter, '=', state.retryAfter)
      .where(lockedUntil, '=', state.lockedUntil)
      .execute();
  }

  /** After the right secret of `claim`: the counter starts again unless others claimed since. */
  async succeeded(customerId: number, claim: { state: ThrottleState }): Promise<void> {
    const { failures, retryAfter, lockedUntil } = this.columns;
    await this.db
      .updateTable('customers')
      .set({
        [failures]: AFTER_SUCCESS.failedLogins,
        [retryAfter]: AFTER_SUCCESS.retryAfter,
        [lockedUntil]: AFTER_SUCCESS.lockedUntil,
      })
      .where('id', '=', customerId)
      .where(failures, '=', claim.state.failedLogins)
      .where(retryAfter, '=', claim.state.retryAfter)
      .where(lockedUntil, '=', claim.state.lockedUntil)
      .execute();
  }
}
