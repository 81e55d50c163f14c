// "Lost your authenticator app?" inside the login dialog (docs/api.md, Authenticator app):
// step 1 sends the username and password typed in the login form (TotpRecover), which sends an
// SMS code to the registered phone (demo: the SMS outbox of this tab); step 2 takes the trading PIN
// and that code and removes the authenticator. The login then asks for SMS codes. Refusals (wrong
// password, PIN or code, no authenticator, a lock) show the server's coded message and keep the
// step. PIN and code are never kept beyond this form.
import { zodResolver } from '@hookform/resolvers/zod';
import { totpRecoverCommand } from '@sen/protocol';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { callTrading } from '@/shared/session/trading-call';
import styles from '@/shared/ui/form.module.css';
import { recoverFormSchema, type RecoverForm } from '../lib/form-schemas';
import { outboxKey } from '../lib/outbox-key';
import { OtpOutbox } from './otp-outbox';
import { TextField } from './text-field';

interface Props {
  username: string;
  password: string;
  /** The authenticator was removed: back to the login, which now asks for an SMS code. */
  onRecovered: () => void;
  /** Back to the login without removing anything. */
  onCancel: () => void;
}

export function TotpRecovery({ username, password, onRecovered, onCancel }: Props) {
  const { t } = useTranslation('auth');
  const { tradingBase, clock } = useAppConfig();
  const id = useId();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<RecoverForm>({
    resolver: zodResolver(recoverFormSchema),
    defaultValues: { pin: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Focus follows the step: the heading when the recovery opens, the PIN once the code is sent.
  useEffect(() => {
    if (sent) form.setFocus('pin');
    else heading.current?.focus();
  }, [sent, form]);

  const sendCode = async () => {
    setFailure(null);
    setSending(true);
    try {
      await callTrading(tradingBase, totpRecoverCommand, {
        username: username.trim(),
        password: password.trim(),
        outboxKey: outboxKey(),
      });
      setSent(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await callTrading(tradingBase, totpRecoverCommand, {
        username: username.trim(),
        password: password.trim(),
        pin: values.pin,
        code: values.code,
      });
      toast.success(t('recover.done'));
      onRecovered();
    } catch (error) {
      form.setValue('pin', '');
      setFailure(errorText(error));
      form.setFocus('pin');
    }
  });

  const failureAlert = failure && (
    <span className={styles.error} role="alert" data-testid="recover-error">
      {failure}
    </span>
  );

  return (
    <section aria-labelledby={`${id}-title`} data-testid="totp-recovery">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.label}>
        {t('recover.title')}
      </h3>
      {!sent ? (
        <div className={styles.form}>
          <p className={styles.hint}>{t('recover.intro')}</p>
          {failureAlert}
          <button
            type="button"
            className={styles.primary}
            disabled={sending}
            onClick={() => void sendCode()}
            data-testid="recover-send"
          >
            {t('recover.send')}
          </button>
          <button type="button" className={styles.link} onClick={onCancel}>
            {t('recover.back')}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint} role="status">
            {t('recover.sent')}
          </p>
          {clock === 'demo' && <OtpOutbox username={username.trim()} />}
          <TextField
            label={t('recover.pin')}
            registration={form.register('pin')}
            error={errors.pin}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            pin
          />
          <TextField
            label={t('recover.code')}
            registration={form.register('code')}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          {failureAlert}
          <button
            type="submit"
            className={styles.primary}
            disabled={isSubmitting}
            data-testid="recover-submit"
          >
            {t('recover.submit')}
          </button>
          <div className={styles.links}>
            <button type="button" className={styles.link} disabled={sending} onClick={() => void sendCode()}>
              {t('recover.resend')}
            </button>
            <button type="button" className={styles.link} onClick={onCancel}>
              {t('recover.back')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
