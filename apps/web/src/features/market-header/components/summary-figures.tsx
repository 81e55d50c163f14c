// The market summary's figures: total, put-through and foreign value in billions, and the world
// indexes. Loaded after the page's first paint (summary-card.tsx), with their requests.
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

export function SummaryFigures({ compact }: { compact: boolean }) {
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
