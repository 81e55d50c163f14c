// Deposits and withdrawals of a sub-account over a date range (at most a year), newest first, each
// with its status (spec §3), updated live.
import { formatDateTime, formatInteger, marketDateOf } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import { bankHistoryQuery } from '../api/bank-api';
import type { DateRange } from '@/shared/lib/date-range';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './bank.module.css';
import { statusKey } from './withdraw-form';
import { TableScroll } from '@/shared/ui/table-scroll';

const DAY_MS = 86_400_000;

export function TransferHistory({ base, sub, today }: { base: string; sub: string; today: number }) {
  const { t } = useTranslation('bank');
  const language = useSettings((s) => s.lang);
  const [range, setRange] = useState<DateRange>({
    from: marketDateOf(today - 30 * DAY_MS),
    to: marketDateOf(today),
  });
  const history = useQuery(bankHistoryQuery(base, sub, range.from, range.to));
  return (
    <div className={dataStyles.panel} data-testid="transfer-history">
      <h3 className={dataStyles.title}>{t('history.title')}</h3>
      <DateRangeForm value={range} onChange={setRange} testId="history" />
      {history.data && history.data.length === 0 ? (
        <p className={dataStyles.empty}>{t('history.empty')}</p>
      ) : (
        <TableScroll label={t('history.title')}>
          <table className={dataStyles.table}>
            <thead>
              <tr>
                <th>{t('history.time')}</th>
                <th className={dataStyles.text}>{t('history.kind')}</th>
                <th>{t('history.amount')}</th>
                <th>{t('history.fee')}</th>
                <th className={dataStyles.text}>{t('history.bank')}</th>
                <th className={dataStyles.text}>{t('history.account')}</th>
                <th className={dataStyles.text}>{t('history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data?.map((row) => (
                <tr key={row.id} data-testid={`transfer-${row.id}`}>
                  <td>{formatDateTime(row.createdAt, language)}</td>
                  <td className={dataStyles.text}>
                    {t(row.kind === 'deposit' ? 'history.deposit' : 'history.withdraw')}
                  </td>
                  <td>{formatInteger(row.amount)}</td>
                  <td>{formatInteger(row.fee)}</td>
                  <td className={dataStyles.text}>{row.bankName}</td>
                  <td className={dataStyles.text}>{row.accountNo}</td>
                  <td
                    className={`${dataStyles.text} ${styles.status} ${styles[row.status] ?? ''}`}
                    data-testid={`transfer-status-${row.id}`}
                    data-status={row.status}
                  >
                    {t(statusKey(row.status))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
