// Idle timeout (spec §4): after timeToLive minutes (local storage `ttl`, default 30) without a
// click, scroll or key press, the session ends and the expired modal opens.
import { useEffect } from 'react';
import { endSession, timeToLive } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';

const ACTIVITY = ['click', 'scroll', 'keydown'] as const;

export function useIdleTimer(): void {
  const loggedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (!loggedIn) return;
    const limit = timeToLive() * 60_000;
    let timer = setTimeout(() => endSession(true), limit);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => endSession(true), limit);
    };
    for (const type of ACTIVITY) window.addEventListener(type, reset, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, reset, { capture: true });
    };
  }, [loggedIn]);
}
