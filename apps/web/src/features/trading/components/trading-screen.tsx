// The "stock trading" screen: the order ticket beside the order book, and the setting that
// switches the order confirmation off (on by default).
import { useTranslation } from 'react-i18next';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { updateSettings } from '@/shared/settings/settings-store';
import { useSettings } from '@/shared/settings/use-settings';
import { OrderBook } from './order-book';
import { OrderTicket } from './order-ticket';
import styles from './trading.module.css';

export function TradingScreen() {
  const { t } = useTranslation('trading');
  const loggedIn = useSession((s) => s.token !== null);
  const confirmOrders = useSettings((s) => s.confirmOrders);
  if (!loggedIn) {
    return (
      <section className={styles.screen}>
        <h1 className="visually-hidden">{t('menu.trading')}</h1>
        <button type="button" className={styles.linkButton} onClick={openLogin}>
          {t('ticket.title')}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.screen} data-testid="trading-screen">
      <h1 className="visually-hidden">{t('menu.trading')}</h1>
      <div className={styles.panel}>
        <h2>{t('ticket.title')}</h2>
        <OrderTicket defaults={{ symbol: '', side: 'B', price: null }} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={confirmOrders}
            onChange={(event) => updateSettings({ confirmOrders: event.target.checked })}
            data-testid="confirm-orders-setting"
          />
          {t('confirm.setting')}
        </label>
      </div>
      <div className={styles.panelWide}>
        <h2>{t('book.title')}</h2>
        <OrderBook />
      </div>
    </section>
  );
}
