// The login modal (spec §7 Login): trimmed username and password, OTP when the server asks for
// one, device info. On success the token is saved and the account list follows (session effects).
// Where the OTP is asked for, "Lost your authenticator app?" opens the recovery (TotpRecover) in
// place of the form; once the app is removed the login is sent again and asks for an SMS code.
import { zodResolver } from '@hookform/resolvers/zod';
import { TRADING_ERROR_CODES } from '@sen/market';
import { loginCommand, loginParams } from '@sen/protocol';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { closeLogin, loginSucceeded } from '@/shared/session/session-store';
import { callTrading, TradingCallError } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { deviceInfo } from '../lib/device-info';
import { loginFormSchema, type LoginForm } from '../lib/form-schemas';
import { outboxKey } from '../lib/outbox-key';
import styles from '@/shared/ui/form.module.css';
import { Dialog } from '@/shared/ui/dialog';
import { OtpOutbox } from './otp-outbox';
import { TextField } from './text-field';
import { TotpRecovery } from './totp-recovery';

export function LoginModal() {
  const open = useSession((s) => s.loginOpen);
  return open ? <LoginForm /> : null;
}

function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { tradingBase, clock } = useAppConfig();
  const [otpRequired, setOtpRequired] = useState(false);
  // -8104 says which code: the authenticator app's, or an SMS just sent.
  const [otpByApp, setOtpByApp] = useState(false);
  // A new account (status 0) sets its password and PIN first (ActivateAccount).
  const [pendingActivation, setPendingActivation] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The lost-authenticator recovery shown in place of the form; back from it, focus goes to the OTP.
  const [recovering, setRecovering] = useState(false);
  const wasRecovering = useRef(false);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '', otp: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const attempt = async (values: LoginForm) => {
    setFailure(null);
    try {
      const params = loginParams({
        username: values.username,
        password: values.password,
        otp: values.otp || undefined,
        device: deviceInfo(),
        outboxKey: outboxKey(),
      });
      const token = await callTrading(tradingBase, loginCommand, params);
      loginSucceeded(token);
      toast.success(t('login.success'));
    } catch (error) {
      if (error instanceof TradingCallError && error.rc === TRADING_ERROR_CODES.otpRequired) {
        setOtpRequired(true);
        setOtpByApp((error.data as { method?: string } | null | undefined)?.method === 'totp');
      }
      setPendingActivation(
        error instanceof TradingCallError && error.rc === TRADING_ERROR_CODES.accountAwaitingActivation,
      );
      setFailure(errorText(error));
    }
  };
  const submit = form.handleSubmit(attempt);

  useEffect(() => {
    if (wasRecovering.current && !recovering) form.setFocus('otp');
    wasRecovering.current = recovering;
  }, [recovering, form]);

  // The authenticator is gone: the same login again, which now sends an SMS code (-8104).
  const recovered = () => {
    form.setValue('otp', '');
    setRecovering(false);
    void attempt(form.getValues()).then(() => form.setFocus('otp'));
  };

  const goTo = (path: string, state?: { username: string }) => {
    closeLogin();
    void navigate(path, state ? { state } : undefined);
  };

  return (
    <Dialog title={t('login.title')} closeLabel={t('login.close')} onClose={closeLogin} testId="login-modal">
      {recovering ? (
        <TotpRecovery
          username={form.getValues('username')}
          password={form.getValues('password')}
          onRecovered={recovered}
          onCancel={() => setRecovering(false)}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('login.username')}
            registration={form.register('username')}
            error={errors.username}
            autoComplete="username"
            autoFocus
          />
          <TextField
            label={t('login.password')}
            registration={form.register('password')}
            error={errors.password}
            autoComplete="current-password"
            password
          />
          {otpRequired && (
            <>
              <TextField
                label={t('login.otp')}
                registration={form.register('otp')}
                error={errors.otp}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
              <span className={styles.hint}>{t(otpByApp ? 'login.otpHintApp' : 'login.otpHint')}</span>
              {!otpByApp && clock === 'demo' && <OtpOutbox username={form.getValues('username').trim()} />}
              {otpByApp && (
                <button
                  type="button"
                  className={styles.link}
                  data-testid="lost-authenticator"
                  onClick={() => setRecovering(true)}
                >
                  {t('recover.link')}
                </button>
              )}
            </>
          )}
          {failure && (
            <span className={styles.error} role="alert" data-testid="login-error">
              {failure}
            </span>
          )}
          {pendingActivation && (
            <button
              type="button"
              className={styles.link}
              data-testid="first-login-link"
              onClick={() =>
                // The username typed here carries over (in memory only, never the password).
                goTo('/home/mo-tai-khoan/kich-hoat', { username: form.getValues('username').trim() })
              }
            >
              {t('activate.link')}
            </button>
          )}
          <button type="submit" className={styles.primary} disabled={isSubmitting} data-testid="login-submit">
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </button>
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={() => goTo('/home/quen-mat-khau')}>
              {t('login.forgot')}
            </button>
            <button type="button" className={styles.link} onClick={() => goTo('/home/mo-tai-khoan')}>
              {t('login.openAccount')}
            </button>
          </div>
          {clock === 'demo' && <span className={styles.hint}>{t('login.demoHint')}</span>}
        </form>
      )}
    </Dialog>
  );
}
