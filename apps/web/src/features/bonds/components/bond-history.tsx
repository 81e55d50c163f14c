// History of the sub-account's bonds: the trades with the desk, and every payment (purchases,
// sell-backs, coupons net of tax, principal) as the ledger recorded them, plus those to come.
import { formatInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { useSettings } from '@/shared/settings/use-settings';
import { bondCashflowsQuery, bondOrdersQuery } from '../api/bond-api';
import { showDate } from '../lib/bond-dates';
import styles from './bonds.module.css';
import { FlowsTable } from './flows-table';

export function BondHistory({ sub }: { sub: string }) {
  const { t } = useTranslation('bonds');
  const language = useSettings((s) => s.lang);
  const { bondBase } = useAppConfig();
  const orders = useQuery(bondOrdersQuery(bondBase, sub));
  const flows = useQuery(bondCashflowsQuery(bondBase, sub));
  return (
    <div className={styles.row}>
      <div className={styles.panel}>
        <h3 className={styles.subtitle}>{t('paid')}</h3>
        <table className={styles.table} data-testid="bond-paid">
          <thead>
            <tr>
              <th>{t('col.date')}</th>
              <th className={styles.left}>{t('col.symbol')}</th>
              <th className={styles.left}>{t('col.kind')}</th>
              <th>{t('col.amount')}</th>
              <th>{t('col.tax')}</th>
            </tr>
          </thead>
          <tbody>
            {(flows.data?.paid ?? []).map((p) => (
              <tr key={`${p.kind}-${p.ref}`} data-kind={p.kind}>
                <td>{showDate(p.date, language)}</td>
                <td className={styles.left}>{p.symbol}</td>
                <td className={styles.left}>{t(`flowKind.${p.kind}`)}</td>
                <td>{formatInteger(p.amount)}</td>
                <td>{formatInteger(p.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className={styles.subtitle}>{t('upcoming')}</h3>
        <FlowsTable flows={flows.data?.upcoming ?? []} testId="bond-upcoming" />
      </div>
      <div className={styles.panel}>
        <h3 className={styles.subtitle}>{t('orders')}</h3>
        <table className={styles.table} data-testid="bond-orders">
          <thead>
            <tr>
              <th>{t('col.date')}</th>
              <th className={styles.left}>{t('col.symbol')}</th>
              <th className={styles.left}>{t('col.side')}</th>
              <th>{t('col.volume')}</th>
              <th>{t('col.price')}</th>
              <th>{t('col.accrued')}</th>
              <th>{t('col.fee')}</th>
              <th>{t('col.tax')}</th>
              <th>{t('col.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {(orders.data ?? []).map((o) => (
              <tr key={o.id}>
                <td>{showDate(o.tradeDate, language)}</td>
                <td className={styles.left}>{o.symbol}</td>
                <td className={styles.left}>{t(`flowKind.${o.side}`)}</td>
                <td>{formatInteger(o.volume)}</td>
                <td>{formatInteger(o.cleanPrice)}</td>
                <td>{formatInteger(o.accrued)}</td>
                <td>{formatInteger(o.fee)}</td>
                <td>{formatInteger(o.tax)}</td>
                <td>{formatInteger(o.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
