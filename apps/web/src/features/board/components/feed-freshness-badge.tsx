// The board's feed state beside its toolbar (issue 24 item 2): live, reconnecting (with the time
// of the last data the board has), or closed, from the realtime channel and the server's clock.
import { formatTime } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { useFeedFreshness } from '../hooks/use-feed-freshness';
import { quoteStore } from '@/shared/quotes/quote-store';
import styles from './board.module.css';

export function FeedFreshnessBadge() {
  const { t } = useTranslation('board');
  const freshness = useFeedFreshness();
  const asOf = freshness === 'reconnecting' ? quoteStore.lastChangeAt() : undefined;
  return (
    <span
      className={styles[`feed-${freshness}`]}
      data-testid="feed-freshness"
      data-state={freshness}
      role="status"
    >
      {t(`freshness.${freshness}`)}
      {asOf !== undefined && ` · ${t('freshness.asOf', { time: formatTime(asOf) })}`}
    </span>
  );
}
