import { formatTime } from '@sen/market';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteStore } from '@/shared/quotes/quote-store';
import styles from '../components/board.module.css';
import { useFeedFreshness } from './use-feed-freshness';

/**
 * What a quote grid needs to show stale rows: a class on the grid while the feed is down in market
 * hours (rows dim in CSS, no row renders), and a row's as-of time as its title, written when the
 * pointer reaches it (one delegated listener, nothing per tick).
 */
export function useStaleRows(): {
  className: string | undefined;
  freshness: string;
  onMouseOver: ((event: MouseEvent<HTMLElement>) => void) | undefined;
} {
  const { t } = useTranslation('board');
  const freshness = useFeedFreshness();
  const stale = freshness === 'reconnecting';
  return {
    className: stale ? styles.stale : undefined,
    freshness,
    onMouseOver: stale
      ? (event) => {
          const row = (event.target as Element).closest<HTMLElement>('[role="row"][data-symbol]');
          const symbol = row?.dataset.symbol;
          if (!row || !symbol) return;
          const at = quoteStore.changedAt(symbol);
          row.title =
            at === undefined ? t('freshness.noData') : t('freshness.asOf', { time: formatTime(at) });
        }
      : undefined,
  };
}
