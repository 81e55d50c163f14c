// What follows a login: the account list (ListAccount, group B; also when the private channel
// answers ListAccount), the private realtime registration, the end of the session when the server
// says `logout` (ended elsewhere), and the login state of other tabs.
import { listAccountCommand, listAccountMessageSchema, logoutMessageSchema } from '@sen/protocol';
import { useEffect } from 'react';
import { realtime } from '@/shared/lib/realtime/realtime';
import { showFailureLater } from '@/shared/session/show-failure-later';
import { endSession, restoreSession, setAccounts, TOKEN_KEY } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { useTradingBase } from '../api/use-trading-base';

export function useSessionEffects(): void {
  const base = useTradingBase();
  const token = useSession((s) => s.token);
  useEffect(() => {
    // Another tab logged in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY) return;
      if (event.newValue === null) endSession(false);
      else restoreSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    if (!token) {
      realtime.register(null);
      return;
    }
    realtime.register({ user: token.user, session: token.sid });
    callTrading(base, listAccountCommand, {}).then(
      setAccounts,
      (error: unknown) => void showFailureLater(error),
    );
    return realtime.onPrivate((message) => {
      if (logoutMessageSchema.safeParse(message).success) endSession(true);
      // The private channel's ListAccount answer (or push) refreshes the list and its default.
      const accounts = listAccountMessageSchema.safeParse(message);
      if (accounts.success) setAccounts(accounts.data.data);
    });
  }, [base, token]);
}
