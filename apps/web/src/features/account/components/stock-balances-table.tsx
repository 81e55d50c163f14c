// Per-symbol share balances of the sub-account (issue 21 item 3), read from the ledger through
// StockBalance: total, available to sell, blocked by open sell orders, and the shares still on their
// way, split by arrival (T+1, T+2, later; each cell's title lists the settle dates).
import { formatDate, formatInteger, marketDateOf } from '@sen/market';
import type { StockBalanceRow } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { marketNow } from '@/shared/lib/market-clock';
import { useSettings } from '@/shared/settings/use-settings';
import { pendingSplit } from '../lib/pending-split';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './account.module.css';
import { TableScroll } from '@/shared/ui/table-scroll';

export function StockBalancesTable({ rows }: { rows: StockBalanceRow[] }) {
  const { t } = useTranslation('account');
  const language = useSettings((s) => s.lang);
  if (rows.length === 0) return <div className={styles.empty}>{t('assets.none')}</div>;
  const now = marketNow();
  const today = now === null ? null : marketDateOf(now);
  const dates = (row: StockBalanceRow) =>
    row.receivable
      .map(
        (r) => `${formatInteger(r.amount)} ${t('assets.due', { date: formatDate(r.settleDate, language) })}`,
      )
      .join('; ');
  return (
    <TableScroll label={t('assets.balances')}>
      <table className={dataStyles.table} data-testid="stock-balances">
        <thead>
          <tr>
            <th>{t('assets.symbol')}</th>
            <th>{t('assets.quantity')}</th>
            <th>{t('assets.availableQty')}</th>
            <th>{t('assets.blockedQty')}</th>
            <th>{t('assets.pendingT1')}</th>
            <th>{t('assets.pendingT2')}</th>
            <th>{t('assets.pendingLater')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const split =
              today === null
                ? { t1: 0, t2: 0, later: row.receivable.reduce((sum, r) => sum + r.amount, 0) }
                : pendingSplit(row.receivable, today);
            const title = dates(row) || undefined;
            return (
              <tr key={row.symbol} data-testid={`stock-balance-${row.symbol}`}>
                <td>{row.symbol}</td>
                <td data-testid="stock-total">{formatInteger(row.total)}</td>
                <td data-testid="stock-available">{formatInteger(row.available)}</td>
                <td data-testid="stock-blocked">{formatInteger(row.blocked)}</td>
                <td data-testid="stock-pending-t1" title={title}>
                  {formatInteger(split.t1)}
                </td>
                <td data-testid="stock-pending-t2" title={title}>
                  {formatInteger(split.t2)}
                </td>
                <td data-testid="stock-pending-later" title={title}>
                  {formatInteger(split.later)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
