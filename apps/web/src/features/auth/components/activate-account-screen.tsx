// The first-login page of a new account (from the login modal's -6017 answer): the password and
// PIN setup without the request's status page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/shared/ui/form.module.css';
import { ActivateAccountForm } from './activate-account-form';

export function ActivateAccountScreen() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  return (
    <section className={styles.page} data-testid="activate-account-screen">
      <h1 className={styles.pageTitle}>{t('activate.title')}</h1>
      {done ? (
        <p className={styles.hint} data-testid="activate-done">
          {t('activate.loginNow')}
        </p>
      ) : (
        <ActivateAccountForm heading={false} onDone={() => setDone(true)} />
      )}
    </section>
  );
}
