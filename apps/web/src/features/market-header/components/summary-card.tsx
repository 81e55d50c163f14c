// Market summary: total, put-through and foreign value in billions, and the world indexes.
import { changeColour, formatBillions, formatIndexPoints, formatPercent } from '@sen/market';
import type { WorldIndex } from '@sen/protocol';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/shared/ui/loading';
import { useIndexSummary } from '../api/index-summary';
import { useWorldIndexes } from '../api/world-index';
import styles from './panel.module.css';

function WorldRow({ row }: { row: WorldIndex }) {
  const colour = `price-${changeColour(row.change)}`;
  return (
    <tr>
      <td className={styles.label}>{row.index}</td>
      <td className={clsx('num', colour)}>{formatIndexPoints(row.last)}</td>
      <td className={clsx('num', colour)}>{formatIndexPoints(row.change)}</td>
      <td className={clsx('num', colour)}>
        {row.changePc === undefined ? null : formatPercent(row.changePc)}
      </td>
    </tr>
  );
}

/**
 * `compact` (layout 2) leaves out the title so the card fits the shorter header. Until `live` (the
 * page's first paint) the card is its frame and title only: no figures, no requests.
 */
export function SummaryCard({ compact = false, live = true }: { compact?: boolean; live?: boolean }) {
  const { t } = useTranslation('market-header');
  return (
    // Focusable: the panel scrolls when its rows do not fit (keyboard users scroll it too).
    <section
      className={styles.panel}
      data-testid="market-summary"
      aria-label={t('summary.title')}
      tabIndex={0}
    >
      {!compact && (
        <h2 className={styles.title}>
          {t('summary.title')} <span className={styles.unit}>{t('summary.unit')}</span>
        </h2>
      )}
      {live && <SummaryFigures compact={compact} />}
    </section>
  );
}

function SummaryFigures({ compact }: { compact: boolean }) {
  const { t } = useTranslation('market-header');
  const summary = useIndexSummary();
  const world = useWorldIndexes();
  return (
    <>
      {summary.data ? (
        <dl className={compact ? styles.figuresCompact : styles.figures}>
          <dt>{t('summary.totalValue')}</dt>
          <dd className="num" data-testid="summary-total">
            {formatBillions(summary.data.totalValue)}
          </dd>
          <dt>{t('summary.negotiatedValue')}</dt>
          <dd className="num">{formatBillions(summary.data.aggreementValue)}</dd>
          <dt>{t('summary.foreignValue')}</dt>
          <dd className="num">{formatBillions(summary.data.frvalue)}</dd>
        </dl>
      ) : (
        <Loading />
      )}
      <table className={styles.table} aria-label={t('summary.world')}>
        <tbody>
          {(world.data ?? []).slice(0, 3).map((row) => (
            <WorldRow key={row.index} row={row} />
          ))}
        </tbody>
      </table>
    </>
  );
}
