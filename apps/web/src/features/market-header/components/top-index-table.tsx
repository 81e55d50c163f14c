// Every index with its value, change and percent change.
import { changeColour, formatChange, formatIndexPoints, formatPercent, indexName } from '@sen/market';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useIndexes } from '../hooks/use-index';
import styles from './panel.module.css';

/** Until `live` (the page's first paint) the table is its head only. */
export function TopIndexTable({ live = true }: { live?: boolean }) {
  const { t } = useTranslation('market-header');
  return (
    // Focusable: the panel scrolls when its rows do not fit (keyboard users scroll it too).
    <section className={styles.panel} data-testid="top-index" aria-label={t('topIndexLabel')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.label}>{t('topIndex.index')}</th>
            <th>{t('topIndex.value')}</th>
            <th>{t('topIndex.change')}</th>
            <th>{t('topIndex.percent')}</th>
          </tr>
        </thead>
        {live && <IndexRows />}
      </table>
    </section>
  );
}

function IndexRows() {
  const indexes = useIndexes();
  return (
    <tbody>
      {indexes.map((index) => {
        const colour = `price-${changeColour(index.change)}`;
        return (
          <tr key={index.code}>
            <td className={styles.label}>{indexName(index.code)}</td>
            <td className={clsx('num', colour)}>{formatIndexPoints(index.value)}</td>
            <td className={clsx('num', colour)}>{formatChange(Math.round(index.change * 1000))}</td>
            <td className={clsx('num', colour)}>{formatPercent(index.changePct)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
