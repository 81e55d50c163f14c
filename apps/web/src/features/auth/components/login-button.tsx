// Top bar: "Log in" for visitors; the user name and "Log out" once logged in. Log out by keyboard
// leaves focus on "Log in", which takes its place (not on <body>).
import { logoutCommand } from '@sen/protocol';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusWhenReplaced } from '@/shared/lib/focus-keeper';
import { toast } from '@/shared/ui/toast';
import { endSession, openLogin } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { useTradingBase } from '../api/use-trading-base';
import styles from './login-button.module.css';

export function LoginButton() {
  const { t } = useTranslation('auth-shell');
  const base = useTradingBase();
  const user = useSession((s) => s.token?.user ?? null);
  const login = useRef<HTMLButtonElement>(null);
  if (!user) {
    return (
      <button
        ref={login}
        type="button"
        className={styles.button}
        onClick={openLogin}
        data-testid="login-button"
      >
        {t('login')}
      </button>
    );
  }
  const logout = async (button: HTMLButtonElement) => {
    focusWhenReplaced(button, () => login.current);
    // The server ends the session; the client forgets it whatever the reply.
    await callTrading(base, logoutCommand, {}).catch(() => undefined);
    endSession(false);
    toast.info(t('loggedOut'));
  };
  return (
    <span className={styles.user}>
      <span data-testid="current-user">{user}</span>
      <button
        type="button"
        className={styles.button}
        onClick={(event) => void logout(event.currentTarget)}
        data-testid="logout-button"
      >
        {t('logout')}
      </button>
    </span>
  );
}
