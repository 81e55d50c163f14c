// Enrols an authenticator app: TotpSetup gives a secret and its otpauth:// link, TotpConfirm with
// the app's first code switches the customer's OTP to the app.
import { totpConfirmCommand, totpSetupCommand } from '@sen/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { callTrading } from '@/shared/session/trading-call';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './account.module.css';

export function TotpScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const start = async () => {
    try {
      setSetup(await callTrading(tradingBase, totpSetupCommand, {}));
    } catch (error) {
      showFailure(error);
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await callTrading(tradingBase, totpConfirmCommand, { code: code.trim() });
      toast.success(t('totp.done'));
      setSetup(null);
      setCode('');
    } catch (error) {
      showFailure(error);
    }
  };
  return (
    <section className={`${formStyles.form} ${styles.narrow}`} data-testid="totp">
      <h1 className={dataStyles.title}>{t('totp.title')}</h1>
      <p className={dataStyles.muted}>{t('totp.intro')}</p>
      {setup === null ? (
        <button type="button" className={formStyles.primary} onClick={() => void start()}>
          {t('totp.start')}
        </button>
      ) : (
        <form className={formStyles.form} onSubmit={(e) => void confirm(e)}>
          <dl className={styles.info}>
            <dt>{t('totp.secret')}</dt>
            <dd data-testid="totp-secret">{setup.secret}</dd>
            <dt>{t('totp.uri')}</dt>
            <dd style={{ wordBreak: 'break-all' }}>{setup.uri}</dd>
          </dl>
          <label className={formStyles.field}>
            <span className={dataStyles.muted}>{t('totp.code')}</span>
            <input
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          <button type="submit" className={formStyles.primary}>
            {t('totp.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
