// Demo mode: shows the SMS an OTP would have been sent by, polled every 3 s while visible; only
// the codes this tab asked for (its outbox key, lib/outbox-key.ts).
import { otpOutboxCommand } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callTrading } from '@/shared/session/trading-call';
import { useTradingBase } from '../api/use-trading-base';
import { outboxKey } from '../lib/outbox-key';
import styles from '@/shared/ui/form.module.css';

export function OtpOutbox({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const outbox = useQuery({
    queryKey: ['otpOutbox', username],
    queryFn: () => callTrading(base, otpOutboxCommand, { username: username, outboxKey: outboxKey() }),
    refetchInterval: 3000,
    enabled: username.trim().length > 0,
  });
  const latest = outbox.data?.[0];
  return (
    <div className={styles.hint} data-testid="otp-outbox" aria-live="polite">
      <strong>{t('outbox.title')}: </strong>
      {latest ? latest.message : t('outbox.empty')}
    </div>
  );
}
