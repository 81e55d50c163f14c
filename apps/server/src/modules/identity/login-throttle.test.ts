import { describe, expect, it } from 'vitest';
import {
  AFTER_SUCCESS,
  afterFailure,
  LOCK_MS,
  refusal,
  SECRET_RULES,
  type ThrottleState,
} from './login-throttle.ts';

describe('login throttle', () => {
  it('slows down from the third failure and locks at the fifth', () => {
    let state: ThrottleState = AFTER_SUCCESS;
    const now = 1_000_000;
    const seen: Array<ReturnType<typeof refusal>> = [];
    for (let i = 0; i < 5; i += 1) {
      state = afterFailure(state, now);
      seen.push(refusal(state, now));
    }
    expect(seen).toEqual([
      undefined,
      undefined,
      { kind: 'slow', seconds: 5 },
      { kind: 'slow', seconds: 10 },
      { kind: 'locked', minutes: 15 },
    ]);
    expect(refusal(state, now + LOCK_MS - 1)).toEqual({ kind: 'locked', minutes: 1 });
    expect(refusal(state, now + LOCK_MS)).toBeUndefined();
  });

  it('lets an attempt through once the delay has passed', () => {
    const state = afterFailure(afterFailure(afterFailure(AFTER_SUCCESS, 0), 0), 0);
    expect(refusal(state, 4_999)).toEqual({ kind: 'slow', seconds: 1 });
    expect(refusal(state, 5_000)).toBeUndefined();
  });

  it('locks a PIN or authenticator code at the fifth wrong one, without slowing down before', () => {
    let state: ThrottleState = AFTER_SUCCESS;
    const seen: Array<ReturnType<typeof refusal>> = [];
    for (let i = 0; i < 5; i += 1) {
      state = afterFailure(state, 0, SECRET_RULES);
      seen.push(refusal(state, 0));
    }
    expect(seen).toEqual([undefined, undefined, undefined, undefined, { kind: 'locked', minutes: 15 }]);
  });
});
