// The server's market time in the footer (never the local clock's time), at the clock's pace: read
// once per market second (at most 10 times a wall second on a fast demo clock) and at each sync.
import { formatTime } from '@sen/market';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { marketClockStore, marketNow } from '@/shared/lib/market-clock';
import styles from './footer.module.css';

const subscribeSecond = (notify: () => void) => {
  let timer: ReturnType<typeof setInterval> | undefined;
  let speed = 0;
  const pace = () => {
    if (marketClockStore.get().speed === speed) return;
    speed = marketClockStore.get().speed;
    clearInterval(timer);
    timer = setInterval(notify, Math.max(100, Math.round(1000 / speed)));
  };
  pace();
  const stop = marketClockStore.subscribe(() => {
    pace();
    notify();
  });
  return () => {
    stop();
    clearInterval(timer);
  };
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
