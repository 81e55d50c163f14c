// Private screens: their content once logged in, else a prompt that opens the login.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import styles from './require-login.module.css';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  if (loggedIn) return children;
  return (
    <div className={styles.empty} data-testid="need-login">
      <p>{t('requireLogin.text')}</p>
      <button type="button" className={styles.primary} onClick={openLogin}>
        {t('requireLogin.action')}
      </button>
    </div>
  );
}
