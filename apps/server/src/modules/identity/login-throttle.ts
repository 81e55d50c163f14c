// Slow-down and lock-out after failed guesses (pure rules; GuessCounter stores the result).
// Logins: failures 1-2 a plain refusal; failures 3-4: no attempt is checked for 5 s, then 10 s;
// failure 5 locks the account for 15 minutes and the counter starts again.
// PINs and authenticator codes: 5 wrong lock them for 15 minutes, without slow-down.
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

/** When a counter slows down and locks. */
export interface GuessRules {
  lockAfter: number;
  lockMs: number;
  /** The failure from which the next attempt waits `baseDelayMs`, doubled for each further one. */
  slowFrom: number;
  baseDelayMs: number;
}

export const LOGIN_RULES: GuessRules = {
  lockAfter: LOCK_AFTER_FAILURES,
  lockMs: LOCK_MS,
  slowFrom: 3,
  baseDelayMs: 5_000,
};

/** The trading PIN and authenticator-app codes. */
export const SECRET_RULES: GuessRules = {
  lockAfter: LOCK_AFTER_FAILURES,
  lockMs: LOCK_MS,
  slowFrom: Number.POSITIVE_INFINITY,
  baseDelayMs: 0,
};

export interface ThrottleState {
  failedLogins: number;
  retryAfter: number;
  lockedUntil: number;
}

export type Refusal = { kind: 'locked'; minutes: number } | { kind: 'slow'; seconds: number };

/** Why an attempt is refused before its secret is checked, or undefined when it may proceed. */
export function refusal(state: ThrottleState, now: number): Refusal | undefined {
  if (state.lockedUntil > now)
    return { kind: 'locked', minutes: Math.ceil((state.lockedUntil - now) / 60_000) };
  if (state.retryAfter > now) return { kind: 'slow', seconds: Math.ceil((state.retryAfter - now) / 1000) };
  return undefined;
}

/** The state after one more failed attempt at `now`. */
export function afterFailure(state: ThrottleState, now: number, rules = LOGIN_RULES): ThrottleState {
  const failed = state.failedLogins + 1;
  if (failed >= rules.lockAfter) return { failedLogins: 0, retryAfter: 0, lockedUntil: now + rules.lockMs };
  const retryAfter = failed >= rules.slowFrom ? now + rules.baseDelayMs * 2 ** (failed - rules.slowFrom) : 0;
  return { failedLogins: failed, retryAfter, lockedUntil: 0 };
}

export const AFTER_SUCCESS: ThrottleState = { failedLogins: 0, retryAfter: 0, lockedUntil: 0 };
