// The ten stocks investors watch most, coloured green, red or neutral.
import { formatChange, formatPercent, formatPrice } from '@sen/market';
import { thousandVndToVnd, topInterestColour } from '@sen/protocol';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useTopInterest } from '../api/top-interest';
import styles from './panel.module.css';

/** Until `live` (the page's first paint) the table is its head only (no request). */
export function TopInterest({ live = true }: { live?: boolean }) {
  const { t } = useTranslation('market-header');
  return (
    <section className={styles.panel} data-testid="top-interest">
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.label}>{t('topInterest.symbol')}</th>
            <th>{t('topInterest.price')}</th>
            <th>{t('topInterest.change')}</th>
            <th>{t('topInterest.percent')}</th>
          </tr>
        </thead>
        {live && <InterestRows />}
      </table>
    </section>
  );
}

function InterestRows() {
  const { data } = useTopInterest();
  return (
    <tbody>
      {(data ?? []).map((row) => {
        const colour = `price-${topInterestColour(row.COLOR)}`;
        return (
          <tr key={row.NAME} className={colour}>
            <td className={clsx(styles.label, colour)}>{row.NAME}</td>
            <td className="num">{formatPrice(thousandVndToVnd(row.LAST_POINT))}</td>
            <td className="num">{formatChange(thousandVndToVnd(row.CHANGE))}</td>
            <td className="num">{formatPercent(row.PERCENT_CHANGE)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
