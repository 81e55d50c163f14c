// Enrols an authenticator app: TotpSetup gives a secret and its otpauth:// link, TotpConfirm with
// the app's first code switches the customer's OTP to the app. Setup is a security setting: it asks
// for the trading PIN (the shared PIN prompt) and, when an authenticator is already active (account
// info's otpMethod, or the server's -8104), a current code of it before any secret is created.
import { totpConfirmCommand, totpSetupCommand } from '@sen/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { showFailure } from '@/shared/session/show-failure';
import { TradingCallError, callTrading } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { Loading } from '@/shared/ui/loading';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import { accountInfoQuery } from '../api/account-queries';
import styles from './account.module.css';

/** Sen's code: an OTP is required (here: a current code of the active authenticator). */
const OTP_REQUIRED = -8104;
const SIX_DIGITS = /^\d{6}$/;

export function TotpScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const user = useSession((s) => s.token?.user ?? '');
  const queryClient = useQueryClient();
  const info = useQuery(accountInfoQuery(tradingBase, user));
  const id = useId();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [asked, setAsked] = useState(false);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const active = info.data?.otpMethod === 'totp' || asked;
  const start = async (event: FormEvent) => {
    event.preventDefault();
    const currentCode = current.trim();
    if (active && !SIX_DIGITS.test(currentCode)) {
      setCurrentError(true);
      return;
    }
    setCurrentError(false);
    const pin = await requirePin();
    if (pin === null) return;
    setBusy(true);
    try {
      setSetup(
        await callTrading(tradingBase, totpSetupCommand, active ? { pin, code: currentCode } : { pin }),
      );
      setCurrent('');
    } catch (error) {
      forgetPinIfRefused(error);
      if (error instanceof TradingCallError && error.rc === OTP_REQUIRED) setAsked(true);
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await callTrading(tradingBase, totpConfirmCommand, { code: code.trim() });
      toast.success(t('totp.done'));
      setSetup(null);
      setCode('');
      void queryClient.invalidateQueries({ queryKey: ['accountInfo'] });
    } catch (error) {
      showFailure(error);
    }
  };
  if (info.isPending) return <Loading />;
  return (
    <section className={`${formStyles.form} ${styles.narrow}`} data-testid="totp">
      <h1 className={dataStyles.title}>{t('totp.title')}</h1>
      <p className={dataStyles.muted}>{t('totp.intro')}</p>
      {setup === null ? (
        <form className={formStyles.form} onSubmit={(e) => void start(e)} noValidate data-testid="totp-start">
          {active && (
            <>
              <p className={dataStyles.muted} data-testid="totp-active">
                {t('totp.active')}
              </p>
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor={`${id}-current`}>
                  {t('totp.current')}
                </label>
                <input
                  id={`${id}-current`}
                  className={formStyles.input}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={current}
                  aria-invalid={currentError ? true : undefined}
                  aria-describedby={currentError ? `${id}-current-error` : undefined}
                  onChange={(e) => setCurrent(e.target.value.replace(/\D/g, ''))}
                  data-testid="totp-current"
                />
                {currentError && (
                  <span id={`${id}-current-error`} className={formStyles.error} role="alert">
                    {t('totp.currentInvalid')}
                  </span>
                )}
              </div>
            </>
          )}
          <p className={dataStyles.muted}>{t('totp.pinNeeded')}</p>
          <button type="submit" className={formStyles.primary} disabled={busy}>
            {active ? t('totp.replace') : t('totp.start')}
          </button>
        </form>
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
              data-testid="totp-code"
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
