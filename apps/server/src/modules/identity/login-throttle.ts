// Slow-down and lock-out after failed logins (pure rules; the service stores the result).
// Failures 1-2: plain refusal. Failures 3-4: no attempt is checked for 5 s, then 10 s.
// Failure 5: the account is locked for 15 minutes and the counter starts again.
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
const SLOW_DOWN_FROM = 3;
const BASE_DELAY_MS = 5_000;

export interface ThrottleState {
  failedLogins: number;
  retryAfter: number;
  lockedUntil: number;
}

/** Why an attempt is refused before its password is checked, or undefined when it may proceed. */
export function refusal(
  state: ThrottleState,
  now: number,
): { kind: 'locked'; minutes: number } | { kind: 'slow'; seconds: number } | undefined {
  if (state.lockedUntil > now)
    return { kind: 'locked', minutes: Math.ceil((state.lockedUntil - now) / 60_000) };
  if (state.retryAfter > now) return { kind: 'slow', seconds: Math.ceil((state.retryAfter - now) / 1000) };
  return undefined;
}

/** The state after one more failed attempt at `now`. */
export function afterFailure(state: ThrottleState, now: number): ThrottleState {
  const failed = state.failedLogins + 1;
  if (failed >= LOCK_AFTER_FAILURES) return { failedLogins: 0, retryAfter: 0, lockedUntil: now + LOCK_MS };
  const retryAfter = failed >= SLOW_DOWN_FROM ? now + BASE_DELAY_MS * 2 ** (failed - SLOW_DOWN_FROM) : 0;
  return { failedLogins: failed, retryAfter, lockedUntil: 0 };
}

export const AFTER_SUCCESS: ThrottleState = { failedLogins: 0, retryAfter: 0, lockedUntil: 0 };
