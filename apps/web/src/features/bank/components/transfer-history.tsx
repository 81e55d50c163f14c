// Deposits and withdrawals of a sub-account over a date range (at most a year), newest first, each
// with its status (spec §3), updated live.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, formatInteger, marketDateOf } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import { bankHistoryQuery } from '../api/bank-api';
import { rangeSchema, type RangeInput } from '../lib/bank-forms';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './bank.module.css';
import { FieldErrorText } from './field-error';
import { statusKey } from './withdraw-form';

const DAY_MS = 86_400_000;

export function TransferHistory({ base, sub, today }: { base: string; sub: string; today: number }) {
  const { t } = useTranslation('bank');
  const language = useSettings((s) => s.lang);
  const [range, setRange] = useState<RangeInput>({
    from: marketDateOf(today - 30 * DAY_MS),
    to: marketDateOf(today),
  });
  const form = useForm<RangeInput>({ resolver: zodResolver(rangeSchema), defaultValues: range });
  const history = useQuery(bankHistoryQuery(base, sub, range.from, range.to));
  return (
    <div className={dataStyles.panel} data-testid="transfer-history">
      <h3 className={dataStyles.title}>{t('history.title')}</h3>
      <form className={styles.row} noValidate onSubmit={form.handleSubmit((v) => setRange(v))}>
        <label className={styles.field}>
          <span className={formStyles.label}>{t('history.from')}</span>
          <input
            type="date"
            className={formStyles.input}
            {...form.register('from')}
            data-testid="history-from"
          />
        </label>
        <label className={styles.field}>
          <span className={formStyles.label}>{t('history.to')}</span>
          <input type="date" className={formStyles.input} {...form.register('to')} data-testid="history-to" />
        </label>
        <button type="submit" className={formStyles.secondary} data-testid="history-search">
          {t('history.search')}
        </button>
      </form>
      <FieldErrorText error={form.formState.errors.to} />
      {history.data && history.data.length === 0 ? (
        <p className={dataStyles.empty}>{t('history.empty')}</p>
      ) : (
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
      )}
    </div>
  );
}
