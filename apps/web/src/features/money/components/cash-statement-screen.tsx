// Cash statement of the selected sub-account over a date range (from the ledger): opening balance,
// each movement with its description, debit, credit and running balance, closing balance; CSV export.
import { formatDate, formatInteger } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { textsIn } from '@/shared/i18n/i18n';
import { useSettings } from '@/shared/settings/use-settings';
import { FigureCard } from '@/shared/ui/figure-card';
import { cashStatementQuery } from '../api/money-api';
import { useRangedQuery } from '../lib/use-ranged-query';
import { cashStatementCsv, downloadCsv } from '../lib/statement-csv';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './money.module.css';
import { MoneyTitle } from './money-title';
import { StatementRange } from './statement-range';
import { TableScroll } from '@/shared/ui/table-scroll';

export function CashStatementScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const statement = useRangedQuery(cashStatementQuery);
  const { sub } = statement;
  const s = statement.data;
  const exportCsv = async () => {
    if (!s) return;
    // The headers in the language of the rows, though its texts may still be on their way.
    const texts = await textsIn(lang, 'money');
    const labels = {
      date: texts('statement.date'),
      time: texts('statement.time'),
      description: texts('statement.description'),
      debit: texts('statement.debit'),
      credit: texts('statement.credit'),
      balance: texts('statement.balance'),
      opening: texts('statement.opening'),
      closing: texts('statement.closing'),
    };
    downloadCsv(`sao-ke-tien-${sub}-${s.from}-${s.to}.csv`, cashStatementCsv(s, labels, lang));
  };
  return (
    <section data-testid="cash-statement">
      <MoneyTitle title={t('statement.cashTitle')} sub={sub} />
      <StatementRange statement={statement} onExport={() => void exportCsv()} />
      <p className={dataStyles.muted}>
        {t('statement.note')} {t('unit')}
      </p>
      <div className={styles.cards}>
        <FigureCard
          label={t('statement.opening')}
          value={s ? formatInteger(s.opening) : '-'}
          testId="opening"
        />
        <FigureCard
          label={t('statement.closing')}
          value={s ? formatInteger(s.closing) : '-'}
          testId="closing"
        />
      </div>
      <TableScroll label={t('statement.cashTitle')}>
        <table className={dataStyles.table} data-testid="cash-statement-rows">
          <thead>
            <tr>
              <th>{t('statement.date')}</th>
              <th>{t('statement.time')}</th>
              <th className={dataStyles.text}>{t('statement.description')}</th>
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
                <td className={dataStyles.text}>{r[lang]}</td>
                <td>{r.debit ? formatInteger(r.debit) : ''}</td>
                <td>{r.credit ? formatInteger(r.credit) : ''}</td>
                <td>{formatInteger(r.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {s?.rows.length === 0 && <p className={dataStyles.empty}>{t('none')}</p>}
    </section>
  );
}
