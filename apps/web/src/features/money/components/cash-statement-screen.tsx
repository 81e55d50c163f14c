// Cash statement of the selected sub-account over a date range (from the ledger): opening balance,
// each movement with its description, debit, credit and running balance, closing balance; CSV export.
import { formatDate, formatInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { cashStatementQuery } from '../api/money-api';
import { cashStatementCsv, downloadCsv } from '../lib/statement-csv';
import { DateRangeForm, useDateRange } from './date-range-form';
import { Card } from './money-card';
import styles from './money.module.css';

export function CashStatementScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const [range, setRange] = useDateRange();
  const statement = useQuery({ ...cashStatementQuery(tradingBase, sub, range), enabled: sub !== '' });
  const s = statement.data;
  const exportCsv = () => {
    if (!s) return;
    const labels = {
      date: t('statement.date'),
      time: t('statement.time'),
      description: t('statement.description'),
      debit: t('statement.debit'),
      credit: t('statement.credit'),
      balance: t('statement.balance'),
      opening: t('statement.opening'),
      closing: t('statement.closing'),
    };
    downloadCsv(`sao-ke-tien-${sub}-${s.from}-${s.to}.csv`, cashStatementCsv(s, labels, lang));
  };
  return (
    <section data-testid="cash-statement">
      <h1 className={styles.title}>
        {t('statement.cashTitle')} · {t('subAccount')} {sub}
      </h1>
      <DateRangeForm value={range} onChange={setRange}>
        <button
          type="button"
          className={styles.primary}
          onClick={exportCsv}
          disabled={!s}
          data-testid="csv-export"
        >
          {t('statement.csv')}
        </button>
      </DateRangeForm>
      <p className={styles.muted}>
        {t('statement.note')} {t('unit')}
      </p>
      <div className={styles.cards}>
        <Card label={t('statement.opening')} value={s ? formatInteger(s.opening) : '-'} testId="opening" />
        <Card label={t('statement.closing')} value={s ? formatInteger(s.closing) : '-'} testId="closing" />
      </div>
      <table className={styles.table} data-testid="cash-statement-rows">
        <thead>
          <tr>
            <th>{t('statement.date')}</th>
            <th>{t('statement.time')}</th>
            <th className={styles.text}>{t('statement.description')}</th>
            <th>{t('statement.debit')}</th>
            <th>{t('statement.credit')}</th>
            <th>{t('statement.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {s?.rows.map((r) => (
            <tr key={r.entryId}>
              <td>{formatDate(r.date, lang)}</td>
              <td>{r.time}</td>
              <td className={styles.text}>{r[lang]}</td>
              <td>{r.debit ? formatInteger(r.debit) : ''}</td>
              <td>{r.credit ? formatInteger(r.credit) : ''}</td>
              <td>{formatInteger(r.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {s?.rows.length === 0 && <p className={styles.empty}>{t('none')}</p>}
    </section>
  );
}
