import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, loginSucceeded, sessionStore, TTL_KEY } from '@/shared/session/session-store';
import { useIdleTimer } from './use-idle-timer';

const sent: { url: string; body: { user: string; session: string; data: { cmd: string } } }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  endSession(false);
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) as (typeof sent)[number]['body'] });
      return new Response(JSON.stringify({ rc: 1, rs: 'OK', data: { message: 'OK' } }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.removeItem(TTL_KEY);
});

describe('idle timer', () => {
  it('ends the session after 30 idle minutes by default; clicks, scrolls and keys restart it', () => {
    loginSucceeded({ sid: 's', user: 'demo', defaultAcc: '1' });
    renderHook(() => useIdleTimer('/trading'));
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
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(60_001));
    expect(sessionStore.get()).toMatchObject({ token: null, lostSession: true });
  });

  it('ends the session on the server too: Logout goes out with the token that expired', () => {
    loginSucceeded({ sid: 'sid-idle', user: 'demo', defaultAcc: '1' });
    renderHook(() => useIdleTimer('/trading'));
    act(() => vi.advanceTimersByTime(30 * 60_000 + 1));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/trading',
      body: { user: 'demo', session: 'sid-idle', data: { cmd: 'Logout' } },
    });
    expect(sessionStore.get()).toMatchObject({ token: null, lostSession: true });
  });

  it('reads timeToLive minutes from local storage ttl', () => {
    localStorage.setItem(TTL_KEY, '2');
    loginSucceeded({ sid: 's', user: 'demo', defaultAcc: '1' });
    renderHook(() => useIdleTimer('/trading'));
    act(() => vi.advanceTimersByTime(2 * 60_000 + 1));
    expect(sessionStore.get().lostSession).toBe(true);
  });
});
