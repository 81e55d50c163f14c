// Stock statement of the selected sub-account over a date range (from the ledger), per symbol:
// opening volume, each movement in or out with its running balance, closing volume; CSV export.
// The pending column is the change of shares still to come (a T+2 purchase, dividend or rights
// shares pending listing): + when credited pending, - when they arrive and become tradable.
import { formatDate, formatInteger, formatSignedInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { stockStatementQuery } from '../api/money-api';
import { downloadCsv, stockStatementCsv } from '../lib/statement-csv';
import { DateRangeForm, useDateRange } from './date-range-form';
import styles from './money.module.css';

export function StockStatementScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const [range, setRange] = useDateRange();
  const statement = useQuery({ ...stockStatementQuery(tradingBase, sub, range), enabled: sub !== '' });
  const s = statement.data;
  const exportCsv = () => {
    if (!s) return;
    const labels = {
      symbol: t('statement.symbol'),
      date: t('statement.date'),
      time: t('statement.time'),
      description: t('statement.description'),
      in: t('statement.in'),
      out: t('statement.out'),
      pending: t('statement.pending'),
      balance: t('statement.balance'),
      opening: t('statement.opening'),
      closing: t('statement.closing'),
    };
    downloadCsv(`sao-ke-chung-khoan-${sub}-${s.from}-${s.to}.csv`, stockStatementCsv(s, labels, lang));
  };
  return (
    <section data-testid="stock-statement">
      <h1 className={styles.title}>
        {t('statement.stockTitle')} · {t('subAccount')} {sub}
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
      <table className={styles.table} data-testid="stock-statement-rows">
        <thead>
          <tr>
            <th>{t('statement.symbol')}</th>
            <th>{t('statement.date')}</th>
            <th>{t('statement.time')}</th>
            <th className={styles.text}>{t('statement.description')}</th>
            <th>{t('statement.in')}</th>
            <th>{t('statement.out')}</th>
            <th title={t('statement.pendingHint')}>{t('statement.pending')}</th>
            <th>{t('statement.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {s?.symbols.flatMap((sym) => [
            <tr key={`${sym.symbol}-open`}>
              <td>{sym.symbol}</td>
              <td />
              <td />
              <td className={styles.text}>{t('statement.opening')}</td>
              <td />
              <td />
              <td />
              <td>{formatInteger(sym.opening)}</td>
            </tr>,
            ...sym.rows.map((r) => (
              <tr key={`${sym.symbol}-${r.entryId}`}>
                <td>{sym.symbol}</td>
                <td>{formatDate(r.date, lang)}</td>
                <td>{r.time}</td>
                <td className={styles.text}>{r[lang]}</td>
                <td>{r.in ? formatInteger(r.in) : ''}</td>
                <td>{r.out ? formatInteger(r.out) : ''}</td>
                <td data-testid="stock-pending">{r.pending ? formatSignedInteger(r.pending) : ''}</td>
                <td>{formatInteger(r.balance)}</td>
              </tr>
            )),
            <tr key={`${sym.symbol}-close`}>
              <td>{sym.symbol}</td>
              <td />
              <td />
              <td className={styles.text}>{t('statement.closing')}</td>
              <td />
              <td />
              <td />
              <td>{formatInteger(sym.closing)}</td>
            </tr>,
          ])}
        </tbody>
      </table>
      {s?.symbols.length === 0 && <p className={styles.empty}>{t('none')}</p>}
    </section>
  );
}
