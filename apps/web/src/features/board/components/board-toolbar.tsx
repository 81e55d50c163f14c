// Above a quote board: change as +/- or %, foreign columns as buy/sell or room, the units legend.
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/hooks/use-store';
import { boardViewStore, setChangeMode, setForeignMode } from '../stores/board-view-store';
import { FeedFreshnessBadge } from './feed-freshness-badge';
import styles from './board.module.css';

interface BoardToolbarProps {
  legend: 'legendStock' | 'legendOddLot' | 'legendDerivative';
  count: number;
  showForeign?: boolean;
}

export function BoardToolbar({ legend, count, showForeign = true }: BoardToolbarProps) {
  const { t } = useTranslation('board');
  // Its two settings only: a sort (the same store) does not render the toolbar again.
  const changeMode = useStore(boardViewStore, (view) => view.changeMode);
  const foreignMode = useStore(boardViewStore, (view) => view.foreignMode);
  return (
    <div className={styles.toolbar} data-testid="board-toolbar">
      <span>{t('toolbar.change')}</span>
      <span className={styles.toggle} role="group" aria-label={t('toolbar.change')}>
        <button
          type="button"
          aria-pressed={changeMode === 'value'}
          data-testid="change-value"
          onClick={() => setChangeMode('value')}
        >
          {t('toolbar.changeValue')}
        </button>
        <button
          type="button"
          aria-pressed={changeMode === 'percent'}
          data-testid="change-percent"
          onClick={() => setChangeMode('percent')}
        >
          {t('toolbar.changePercent')}
        </button>
      </span>
      {showForeign && (
        <>
          <span>{t('toolbar.foreign')}</span>
          <span className={styles.toggle} role="group" aria-label={t('toolbar.foreign')}>
            <button
              type="button"
              aria-pressed={foreignMode === 'flow'}
              data-testid="foreign-flow"
              onClick={() => setForeignMode('flow')}
            >
              {t('toolbar.foreignFlow')}
            </button>
            <button
              type="button"
              aria-pressed={foreignMode === 'room'}
              data-testid="foreign-room"
              onClick={() => setForeignMode('room')}
            >
              {t('toolbar.foreignRoom')}
            </button>
          </span>
        </>
      )}
      <span data-testid="board-count">{t('toolbar.rows', { count })}</span>
      <FeedFreshnessBadge />
      <span className={styles.legend} data-testid="board-legend">
        {t(`toolbar.${legend}`)}
      </span>
    </div>
  );
}
