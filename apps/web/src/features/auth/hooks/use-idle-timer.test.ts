import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, loginSucceeded, sessionStore, TTL_KEY } from '@/shared/session/session-store';
import { useIdleTimer } from './use-idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
  endSession(false);
});
afterEach(() => vi.useRealTimers());

describe('idle timer', () => {
  it('ends the session after 30 idle minutes by default; clicks, scrolls and keys restart it', () => {
    loginSucceeded({ sid: 's', user: 'demo', defaultAcc: '1' });
    renderHook(() => useIdleTimer());
    act(() => vi.advanceTimersByTime(29 * 60_000));
    act(() => {
      window.dispatchEvent(new Event('click'));
    });
    act(() => vi.advanceTimersByTime(29 * 60_000));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(sessionStore.get().token).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_001));
    expect(sessionStore.get()).toMatchObject({ token: null, lostSession: true });
  });

  it('reads timeToLive minutes from local storage ttl', () => {
    localStorage.setItem(TTL_KEY, '2');
    loginSucceeded({ sid: 's', user: 'demo', defaultAcc: '1' });
    renderHook(() => useIdleTimer());
    act(() => vi.advanceTimersByTime(2 * 60_000 + 1));
    expect(sessionStore.get().lostSession).toBe(true);
  });
});
