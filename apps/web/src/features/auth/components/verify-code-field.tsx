// One verification step of an open-account request: the code sent to the phone or the email.
import { openAccountResendCommand, openAccountVerifyCommand } from '@sen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFailure } from '@/shared/session/show-failure';
import { callTrading } from '@/shared/session/trading-call';
import styles from '@/shared/ui/form.module.css';
import { useTradingBase } from '../api/use-trading-base';
import { otpField } from '../lib/form-schemas';
import { outboxKey } from '../lib/outbox-key';

interface Props {
  requestId: number;
  phone: string;
  channel: 'phone' | 'email';
  verified: boolean;
  onChange: () => void;
}

export function VerifyCodeField({ requestId, phone, channel, verified, onChange }: Props) {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const label = t(channel === 'phone' ? 'openStatus.phoneCode' : 'openStatus.emailCode');
  if (verified)
    return (
      <p className={styles.hint} data-testid={`verified-${channel}`}>
        ✓ {t(channel === 'phone' ? 'openStatus.phoneVerified' : 'openStatus.emailVerified')}
      </p>
    );
  const verify = async () => {
    if (!otpField.safeParse(code).success) return setError(t('validation.otp'));
    setError(undefined);
    try {
      await callTrading(base, openAccountVerifyCommand, {
        requestId: requestId,
        phone: phone,
        channel: channel,
        code: code,
      });
      onChange();
    } catch (e) {
      showFailure(e);
    }
  };
  const resend = async () => {
    try {
      await callTrading(base, openAccountResendCommand, {
        requestId: requestId,
        phone: phone,
        channel: channel,
        outboxKey: outboxKey(),
      });
      toast.info(t('openStatus.resent'));
    } catch (e) {
      showFailure(e);
    }
  };
  return (
    <div className={styles.field} data-testid={`verify-${channel}`}>
      <label className={styles.field}>
        <span className={styles.label}>{label}</span>
        <input
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value.trim())}
        />
        {error && <span className={styles.error}>{error}</span>}
      </label>
      <button type="button" className={styles.primary} onClick={() => void verify()}>
        {t('openStatus.verify')}
      </button>
      <button type="button" className={styles.link} onClick={() => void resend()}>
        {t('openStatus.resend')}
      </button>
    </div>
  );
}
