// The server's market time in the footer, ticking each second (never the local clock's time).
import { formatTime } from '@sen/market';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { marketNow } from '@/shared/lib/market-clock';
import styles from './footer.module.css';

const subscribeSecond = (notify: () => void) => {
  const timer = setInterval(notify, 1000);
  return () => clearInterval(timer);
};
const readSecond = () => {
  const now = marketNow();
  return now === null ? null : Math.floor(now / 1000);
};

export function MarketClock() {
  const { t } = useTranslation();
  const second = useSyncExternalStore(subscribeSecond, readSecond, readSecond);
  if (second === null) return null;
  return (
    <span className={styles.clock} data-testid="market-clock">
      <span className={styles.muted}>{t('marketTime')}</span>{' '}
      <span className="num">{formatTime(second * 1000)}</span>
    </span>
  );
}
