// Demo mode: the simulated SMS and emails of an open-account request (its codes, then the
// username and temporary password), polled every 3 s; only what this tab's outbox key was sent.
import { openAccountOutboxCommand } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callTrading } from '@/shared/session/trading-call';
import styles from '@/shared/ui/form.module.css';
import { useTradingBase } from '../api/use-trading-base';
import { outboxKey } from '../lib/outbox-key';

export function RequestOutbox({ requestId }: { requestId: number }) {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const outbox = useQuery({
    queryKey: ['openAccountOutbox', requestId],
    queryFn: () =>
      callTrading(base, openAccountOutboxCommand, { requestId: requestId, outboxKey: outboxKey() }),
    refetchInterval: 3000,
  });
  const messages = outbox.data ?? [];
  return (
    <div className={styles.hint} data-testid="request-outbox" aria-live="polite">
      <strong>{t('openStatus.outbox')}</strong>
      {messages.length === 0 ? (
        <p>{t('outbox.empty')}</p>
      ) : (
        <ul>
          {messages.map((m, index) => (
            <li key={`${m.time}-${index}`}>{m.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
