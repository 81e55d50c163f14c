// The first-login page of a new account (from the login modal's -6017 answer): the password and
// PIN setup without the request's status page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openLogin } from '@/shared/session/session-store';
import styles from '@/shared/ui/form.module.css';
import { ActivateAccountForm } from './activate-account-form';

export function ActivateAccountScreen() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  // The login modal passes the username it was given (navigation state, never the password).
  const state: unknown = useLocation().state;
  const username =
    state && typeof state === 'object' && 'username' in state && typeof state.username === 'string'
      ? state.username
      : '';
  return (
    <section className={styles.page} data-testid="activate-account-screen">
      <h1 className={styles.pageTitle}>{t('activate.title')}</h1>
      {done ? (
        <>
          <p className={styles.hint} data-testid="activate-done">
            {t('activate.loginNow')}
          </p>
          <button type="button" className={styles.primary} onClick={openLogin} data-testid="activate-login">
            {t('login.submit')}
          </button>
        </>
      ) : (
        <ActivateAccountForm heading={false} username={username} onDone={() => setDone(true)} />
      )}
    </section>
  );
}
