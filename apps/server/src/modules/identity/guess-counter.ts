// Atomic guess limits of one customer's secret (password, PIN, authenticator code). An attempt is
// CLAIMED before its slow check: one conditional UPDATE (compare-and-set on the counter's three
// columns) writes the state as if the attempt failed, so parallel attempts see each other at once
// and at most `lockAfter` wrong ones are ever checked per lock (a crash mid-check leaves a failure).
// A right secret gives its claim back (one UPDATE, whatever else runs): it never uses up a
// try, and lifts a lock or slow-down its own claim led to. It resets the counter only when no other
// attempt was claimed or refused since its own and none is under way: a right guess in a burst of
// wrong ones does not give the burst a fresh allowance. An attempt refused while other claims of
// the same counter are being checked in this process waits for them (`attempt`): parallel right
// secrets all pass, one after the other when more than the limit arrive at once. On a database
// other nodes share (PostgreSQL), an attempt refused by a claim made moments ago while nothing is
// checked here waits a little and claims again (`REMOTE_PAUSES_MS`): that claim may be a right
// secret still being checked on another node, which gives it back.
import type { SenErrorKey } from '@sen/market';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SenError } from '../../plugins/errors/sen-error.ts';
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

/** Times an attempt refused while others are checked waits for one of them and claims again. */
const MAX_WAITS = 50;

/**
 * How long a claim may still be being checked on another node (the slow comparison of a secret,
 * tens of milliseconds, under load more), and the pauses of an attempt refused by such a claim
 * while nothing is checked on its own node: about 1.5 s in all, five reads of the counter.
 */
const REMOTE_CHECK_MS = 2_000;
const REMOTE_PAUSES_MS = [50, 100, 200, 400, 800];

/** A claimed attempt (`state` is what the claim wrote) or why none may be made now. */
export type Claim = { ok: true; locksNow: boolean; state: ThrottleState } | { ok: false; refusal: Refusal };

/** How an attempt ended: right, wrong (`lockedMinutes` while its claim's lock holds), or refused. */
export type Attempt =
  | { kind: 'right' }
  | { kind: 'wrong'; lockedMinutes: number | undefined }
  | { kind: 'refused'; refusal: Refusal };

/** The errors of one secret's attempts: refused while locked (`{minutes}`) or slowed down (`{seconds}`), wrong. */
export interface GuessErrors {
  locked: SenErrorKey;
  slow: SenErrorKey;
  wrong: SenErrorKey;
}

/** Throws the error of a refused attempt: `locked` with its minutes, or `slow` with its seconds. */
export function throwIfRefused(attempt: Attempt, errors: Omit<GuessErrors, 'wrong'>): void {
  if (attempt.kind !== 'refused') return;
  const { refusal } = attempt;
  throw refusal.kind === 'locked'
    ? new SenError(errors.locked, { minutes: refusal.minutes })
    : new SenError(errors.slow, { seconds: refusal.seconds });
}

/** Throws unless the secret was right: refused as {@link throwIfRefused}; wrong, or locked by its own claim. */
export function throwUnlessRight(attempt: Attempt, errors: GuessErrors): void {
  throwIfRefused(attempt, errors);
  if (attempt.kind === 'wrong')
    throw attempt.lockedMinutes === undefined
      ? new SenError(errors.wrong)
      : new SenError(errors.locked, { minutes: attempt.lockedMinutes });
}

/** The attempts of one customer's counter under way in this process. */
interface Burst {
  /** Attempts started and not finished (claiming, waiting or checked). */
  attempts: number;
  /** Claims being checked. */
  checking: number;
  /** Checks ended so far: a refused attempt that saw one end meanwhile claims again at once. */
  ended: number;
  wake: Array<() => void>;
}

/** Bursts by database (each app has its own) and counter and customer. */
const bursts = new WeakMap<object, Map<string, Burst>>();

export class GuessCounter {
  /** Whether other nodes may claim on the same counters (their checks are not seen here). */
  private readonly otherNodes: boolean;

  /**
   * @param options.otherNodes whether other nodes share the database (default: on PostgreSQL; an
   *   SQLite file has one server)
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly columns: GuessColumns,
    private readonly rules: GuessRules,
    private readonly now: () => number,
    options: { otherNodes?: boolean } = {},
  ) {
    this.otherNodes = options.otherNodes ?? db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * One attempt: claims it, runs `check` (the slow comparison of the secret) and settles the claim.
   * Refused while other claims of this counter and customer are being checked in this process, it
   * waits for one of them to end and claims again (a right one gives its claim back), so parallel
   * right secrets all pass; wrong ones stay within the limit, as every check holds a claim.
   */
  async attempt(customerId: number, check: () => Promise<boolean>): Promise<Attempt> {
    const burst = this.burstOf(customerId);
    burst.attempts += 1;
    try {
      let claim: Claim | undefined;
      let remotePauses = 0;
      for (let waits = 0; ; waits += 1) {
        const ended = burst.ended;
        const tried = await this.tryClaim(customerId);
        claim = tried.claim;
        if (claim.ok || waits >= MAX_WAITS) break;
        if (burst.ended !== ended) continue;
        if (burst.checking === 0) {
          // Nothing checked here: the claim that refused this one may be under way on another node.
          const pause = REMOTE_PAUSES_MS[remotePauses];
          if (!this.otherNodes || pause === undefined || (tried.claimedMsAgo ?? Infinity) >= REMOTE_CHECK_MS)
            break;
          remotePauses += 1;
          await new Promise((resolve) => setTimeout(resolve, pause));
          continue;
        }
        await new Promise<void>((resolve) => burst.wake.push(resolve));
      }
      if (!claim.ok) return { kind: 'refused', refusal: claim.refusal };
      burst.checking += 1;
      try {
        if (await check()) {
          await this.succeeded(customerId, claim, burst.attempts - 1);
          return { kind: 'right' };
        }
      } finally {
        burst.checking -= 1;
        burst.ended += 1;
        for (const wake of burst.wake.splice(0)) wake();
      }
      return {
        kind: 'wrong',
        lockedMinutes: claim.locksNow ? await this.lockedMinutes(customerId) : undefined,
      };
    } finally {
      burst.attempts -= 1;
      if (burst.attempts === 0) bursts.get(this.db)?.delete(this.burstKey(customerId));
    }
  }

  private burstKey(customerId: number): string {
    return `${this.columns.failures}:${customerId}`;
  }

  private burstOf(customerId: number): Burst {
    let byKey = bursts.get(this.db);
    if (!byKey) {
      byKey = new Map();
      bursts.set(this.db, byKey);
    }
    const key = this.burstKey(customerId);
    let burst = byKey.get(key);
    if (!burst) {
      burst = { attempts: 0, checking: 0, ended: 0, wake: [] };
      byKey.set(key, burst);
    }
    return burst;
  }

  /** The minutes of the lock in force, if any (a wrong claim's lock that a right one lifted is not). */
  private async lockedMinutes(customerId: number): Promise<number | undefined> {
    const refused = refusal(await this.read(customerId), this.now());
    return refused?.kind === 'locked' ? refused.minutes : undefined;
  }

  private async read(customerId: number): Promise<ThrottleState> {
    const { failures, retryAfter, lockedUntil } = this.columns;
    const row = await this.db
      .selectFrom('customers')
      .select([failures, retryAfter, lockedUntil])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    return {
      failedLogins: Number(row[failures]),
      retryAfter: Number(row[retryAfter]),
      lockedUntil: Number(row[lockedUntil]),
    };
  }

  /** Claims one attempt, or tells why none may be made now. */
  async claim(customerId: number): Promise<Claim> {
    return (await this.tryClaim(customerId)).claim;
  }

  /** {@link claim}, with how long ago the claim that wrote a refusing lock or slow-down was made. */
  private async tryClaim(customerId: number): Promise<{ claim: Claim; claimedMsAgo?: number }> {
    for (let race = 0; race < MAX_RACES; race += 1) {
      const state = await this.read(customerId);
      const now = this.now();
      const refused = refusal(state, now);
      if (refused) {
        await this.touch(customerId, state, refused);
        return { claim: { ok: false, refusal: refused }, claimedMsAgo: now - this.claimedAt(state, refused) };
      }
      const next = afterFailure(state, now, this.rules);
      if (await this.compareAndSet(customerId, state, next))
        return { claim: { ok: true, locksNow: next.lockedUntil > now, state: next } };
    }
    return { claim: { ok: false, refusal: { kind: 'slow', seconds: 1 } } };
  }

  /**
   * When the claim that wrote a refusing state was made (`afterFailure`): a lock's end less its
   * length, a slow-down's end less its delay for the failures counted (the columns a refusal's
   * mark changes are not these).
   */
  private claimedAt(state: ThrottleState, refused: Refusal): number {
    const { lockMs, baseDelayMs, slowFrom } = this.rules;
    return refused.kind === 'locked'
      ? state.lockedUntil - lockMs
      : state.retryAfter - baseDelayMs * 2 ** (state.failedLogins - slowFrom);
  }

  /**
   * Records an attempt refused by a lock or a slow-down, so that a right secret whose claim led to
   * it (checked while the others of its burst were refused) does not reset the counter for them: it
   * finds the state changed and gives back its own claim only. The column the refusal does not read
   * counts the refused attempts: a lock's `retryAfter` or a slow-down's `lockedUntil` (0 when it was
   * written), in milliseconds of 1970, always past, so no refusal reads them; the next claim writes
   * both afresh. One compare-and-set: a lost one means the state changed anyway. A real time there
   * is left as it is.
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

  /**
   * After the right secret of `claim`: the counter starts again when nothing was claimed or refused
   * since and no other attempt is under way here (`othersUnderWay`: claiming, waiting or checked; a
   * reset would forget their claims), else the claim is given back (afterRelease) whatever came
   * since: the right secret used up no try.
   */
  async succeeded(customerId: number, claim: { state: ThrottleState }, othersUnderWay = 0): Promise<void> {
    if (othersUnderWay === 0 && (await this.compareAndSet(customerId, claim.state, AFTER_SUCCESS))) return;
    await this.release(customerId);
  }

  /**
   * Gives one claim back in one UPDATE, whatever other attempts do meanwhile: one failure fewer. A
   * lock in force counted the claim (no claim passes a lock), so it is lifted one failure short of
   * it; a slow-down stays only while the failures left still call for one; a refusal's mark goes.
   */
  private async release(customerId: number): Promise<void> {
    const { failures, retryAfter, lockedUntil } = this.columns;
    const { lockAfter, slowFrom } = this.rules;
    const [failed, retry, locked] = [sql.ref(failures), sql.ref(retryAfter), sql.ref(lockedUntil)];
    const lockHolds = sql`${locked} > ${sql.lit(this.now())}`;
    const stillSlow = Number.isFinite(slowFrom)
      ? sql`CASE WHEN NOT (${lockHolds}) AND ${failed} - 1 >= ${sql.lit(slowFrom)} THEN ${retry} ELSE 0 END`
      : sql`0`;
    await this.db
      .updateTable('customers')
      .set({
        [failures]: sql`CASE WHEN ${lockHolds} THEN ${sql.lit(lockAfter - 1)} WHEN ${failed} > 0 THEN ${failed} - 1 ELSE 0 END`,
        [retryAfter]: stillSlow,
        [lockedUntil]: 0,
      })
      .where('id', '=', customerId)
      .execute();
  }

  /** Writes `next` when the counter still reads `expected`; false when another attempt came first. */
  private async compareAndSet(
    customerId: number,
    expected: ThrottleState,
    next: ThrottleState,
  ): Promise<boolean> {
    const { failures, retryAfter, lockedUntil } = this.columns;
    const result = await this.db
      .updateTable('customers')
      .set({ [failures]: next.failedLogins, [retryAfter]: next.retryAfter, [lockedUntil]: next.lockedUntil })
      .where('id', '=', customerId)
      .where(failures, '=', expected.failedLogins)
      .where(retryAfter, '=', expected.retryAfter)
      .where(lockedUntil, '=', expected.lockedUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
