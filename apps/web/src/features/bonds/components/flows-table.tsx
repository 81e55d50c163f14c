// A cash-flow schedule: coupons (gross, personal income tax withheld, net) and the principal.
import { formatInteger } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import { showDate } from '../lib/bond-dates';
import styles from './bonds.module.css';

/** A coupon, the principal, or the proceeds of a planned sell-back (gross value, fee and tax, net). */
export interface FlowRow {
  date: string;
  kind: 'coupon' | 'principal' | 'sell';
  gross: number;
  tax: number;
  net: number;
  symbol?: string;
}

export function FlowsTable({ flows, testId }: { flows: readonly FlowRow[]; testId: string }) {
  const { t } = useTranslation('bonds');
  const language = useSettings((s) => s.lang);
  const withSymbol = flows.some((f) => f.symbol !== undefined);
  if (flows.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th>{t('col.date')}</th>
          {withSymbol && <th className={styles.left}>{t('col.symbol')}</th>}
          <th className={styles.left}>{t('col.kind')}</th>
          <th>{t('col.gross')}</th>
          <th>{t('col.tax')}</th>
          <th>{t('col.net')}</th>
        </tr>
      </thead>
      <tbody>
        {flows.map((f, i) => (
          <tr key={`${f.date}-${f.kind}-${f.symbol ?? ''}-${i}`}>
            <td>{showDate(f.date, language)}</td>
            {withSymbol && <td className={styles.left}>{f.symbol}</td>}
            <td className={styles.left}>{t(`flowKind.${f.kind}`)}</td>
            <td>{formatInteger(f.gross)}</td>
            <td>{formatInteger(f.tax)}</td>
            <td>{formatInteger(f.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
