// The portfolio: quantity, average cost, live price, market value and profit or loss per symbol.
import { formatInteger, formatPercent, formatPrice } from '@sen/market';
import type { Position } from '@sen/protocol';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './account.module.css';
import { TableScroll } from '@/shared/ui/table-scroll';

const tone = (value: number | null) =>
  clsx(value !== null && value > 0 && styles.up, value !== null && value < 0 && styles.down);

export function PositionsTable({ rows }: { rows: Position[] }) {
  const { t } = useTranslation('account');
  if (rows.length === 0) return <div className={styles.empty}>{t('assets.none')}</div>;
  return (
    <TableScroll label={t('assets.positions')}>
      <table className={dataStyles.table} data-testid="positions">
        <thead>
          <tr>
            <th>{t('assets.symbol')}</th>
            <th>{t('assets.quantity')}</th>
            <th>{t('assets.avgCost')}</th>
            <th>{t('assets.marketPrice')}</th>
            <th>{t('assets.marketValue')}</th>
            <th>{t('assets.profit')}</th>
            <th>{t('assets.profitPct')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.symbol}>
              <td>{p.symbol}</td>
              <td>{formatInteger(p.quantity)}</td>
              <td>{formatPrice(p.avgCost)}</td>
              <td>{p.marketPrice === null ? '-' : formatPrice(p.marketPrice)}</td>
              <td>{p.marketValue === null ? '-' : formatInteger(p.marketValue)}</td>
              <td className={tone(p.profit)}>{p.profit === null ? '-' : formatInteger(p.profit)}</td>
              <td className={tone(p.profit)}>{p.profitPct === null ? '-' : formatPercent(p.profitPct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
