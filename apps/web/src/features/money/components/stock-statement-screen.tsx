// Stock statement of the selected sub-account over a date range (from the ledger), per symbol:
// opening volume, each movement in or out with its running balance, closing volume; CSV export.
// The pending column is the change of shares still to come (a T+2 purchase, dividend or rights
// shares pending listing): + when credited pending, - when they arrive and become tradable.
import { formatDate, formatInteger, formatSignedInteger } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { textsIn } from '@/shared/i18n/i18n';
import { useSettings } from '@/shared/settings/use-settings';
import { stockStatementQuery } from '../api/money-api';
import { useRangedQuery } from '../lib/use-ranged-query';
import { downloadCsv, stockStatementCsv } from '../lib/statement-csv';
import dataStyles from '@/shared/ui/data.module.css';
import { MoneyTitle } from './money-title';
import { StatementRange } from './statement-range';
import { TableScroll } from '@/shared/ui/table-scroll';

export function StockStatementScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const statement = useRangedQuery(stockStatementQuery);
  const { sub } = statement;
  const s = statement.data;
  const exportCsv = async () => {
    if (!s) return;
    // The headers in the language of the rows, though its texts may still be on their way.
    const texts = await textsIn(lang, 'money');
    const labels = {
      symbol: texts('statement.symbol'),
      date: texts('statement.date'),
      time: texts('statement.time'),
      description: texts('statement.description'),
      in: texts('statement.in'),
      out: texts('statement.out'),
      pending: texts('statement.pending'),
      balance: texts('statement.balance'),
      opening: texts('statement.opening'),
      closing: texts('statement.closing'),
    };
    downloadCsv(`sao-ke-chung-khoan-${sub}-${s.from}-${s.to}.csv`, stockStatementCsv(s, labels, lang));
  };
  return (
    <section data-testid="stock-statement">
      <MoneyTitle title={t('statement.stockTitle')} sub={sub} />
      <StatementRange statement={statement} onExport={() => void exportCsv()} />
      <TableScroll label={t('statement.stockTitle')}>
        <table className={dataStyles.table} data-testid="stock-statement-rows">
          <thead>
            <tr>
              <th>{t('statement.symbol')}</th>
              <th>{t('statement.date')}</th>
              <th>{t('statement.time')}</th>
              <th className={dataStyles.text}>{t('statement.description')}</th>
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
                <td className={dataStyles.text}>{t('statement.opening')}</td>
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
                  <td className={dataStyles.text}>{r[lang]}</td>
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
                <td className={dataStyles.text}>{t('statement.closing')}</td>
                <td />
                <td />
                <td />
                <td>{formatInteger(sym.closing)}</td>
              </tr>,
            ])}
          </tbody>
        </table>
      </TableScroll>
      {s?.symbols.length === 0 && <p className={dataStyles.empty}>{t('none')}</p>}
    </section>
  );
}
