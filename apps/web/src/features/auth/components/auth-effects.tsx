// Mounted once in the shell: the idle timer and what follows a login.
import { useTradingBase } from '../api/use-trading-base';
import { useIdleTimer } from '../hooks/use-idle-timer';
import { useSessionEffects } from '../hooks/use-session-effects';

export function AuthEffects() {
  useIdleTimer(useTradingBase());
  useSessionEffects();
  return null;
}
