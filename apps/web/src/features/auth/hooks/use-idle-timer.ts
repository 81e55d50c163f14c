// Idle timeout (spec §4): after timeToLive minutes (local storage `ttl`, default 30) without a
// click, scroll or key press, the session ends on the server (`Logout`, sent with the token before
// it is cleared; a failure changes nothing here) and here, and the expired modal opens.
import { logoutCommand } from '@sen/protocol';
import { useEffect } from 'react';
import { endSession, timeToLive } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';

const ACTIVITY = ['click', 'scroll', 'keydown'] as const;

export function useIdleTimer(tradingBase: string): void {
  const loggedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (!loggedIn) return;
    const limit = timeToLive() * 60_000;
    const expire = () => {
      // callTrading reads the token before its first await: the Logout carries this session.
      void callTrading(tradingBase, logoutCommand, {}).catch(() => undefined);
      endSession(true);
    };
    let timer = setTimeout(expire, limit);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, limit);
    };
    for (const type of ACTIVITY) window.addEventListener(type, reset, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, reset, { capture: true });
    };
  }, [loggedIn, tradingBase]);
}
