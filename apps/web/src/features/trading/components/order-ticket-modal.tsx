// Opens the order ticket from a "start order" intent (double-click on a board price cell: side,
// symbol and price prefilled, spec §2). Without a login the login opens instead.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearOrderIntent, orderIntentStore } from '@/shared/orders/order-intent-store';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { OrderTicket } from './order-ticket';
import styles from './trading.module.css';

export function OrderTicketModal() {
  const { t } = useTranslation('trading');
  const intent = useSyncExternalStore(orderIntentStore.subscribe, orderIntentStore.get);
  const loggedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (intent && !loggedIn) {
      clearOrderIntent();
      openLogin();
    }
  }, [intent, loggedIn]);
  if (!intent || !loggedIn) return null;
  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-label={t('ticket.title')}
      data-testid="order-ticket-modal"
    >
      <div className={styles.modal}>
        <header className={styles.modalHeader}>
          <h2>{t('ticket.title')}</h2>
          <button
            type="button"
            className={styles.linkButton}
            onClick={clearOrderIntent}
            aria-label={t('ticket.close')}
          >
            ×
          </button>
        </header>
        <OrderTicket
          key={intent.sequence}
          defaults={{ symbol: intent.symbol, side: intent.side === 'BUY' ? 'B' : 'S', price: intent.price }}
          onDone={clearOrderIntent}
        />
      </div>
    </div>
  );
}
