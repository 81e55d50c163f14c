// Internal cash transfer: from the selected sub-account to another of the customer's, at most the
// withdrawable cash; then the history of transfers out of and into it.
import { formatDate, formatInteger } from '@sen/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { cashBalanceQuery, cashTransferHistoryQuery, transferCash } from '../api/money-api';
import { cashTransferFormSchema } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { DateRangeForm, useDateRange } from './date-range-form';
import { FormField } from './form-field';
import { Card } from './money-card';
import styles from './money.module.css';
import { PinInput } from './pin-input';
import { SubAccountSelect } from './sub-account-select';

type Form = z.input<typeof cashTransferFormSchema>;
type Values = z.output<typeof cashTransferFormSchema>;

export function CashTransferScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const cash = useQuery({ ...cashBalanceQuery(tradingBase, sub), enabled: sub !== '' });
  const [range, setRange] = useDateRange();
  const history = useQuery({ ...cashTransferHistoryQuery(tradingBase, sub, range), enabled: sub !== '' });
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(cashTransferFormSchema),
    defaultValues: { to: '', amount: '', note: '', pin: '' },
  });
  const { errors } = form.formState;
  const { submit, storedPin } = usePinnedSubmit(
    form,
    (v, pin, refId) => transferCash(tradingBase, { from: sub, ...v, pin, refId }),
    (done, v) => {
      toast.success(t('cashTransfer.done', { amount: formatInteger(done.amount), to: done.to }));
      form.reset({ to: v.to, amount: '', note: '', pin: '' });
    },
  );
  return (
    <section data-testid="cash-transfer">
      <h1 className={styles.title}>
        {t('cashTransfer.title')} · {t('subAccount')} {sub}
      </h1>
      <div className={styles.cards}>
        <Card
          label={t('cashTransfer.withdrawable')}
          value={cash.data ? formatInteger(Math.max(0, cash.data.available)) : '-'}
          testId="withdrawable"
        />
      </div>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="cash-transfer-form">
        <SubAccountSelect from={sub} registration={form.register('to')} error={errors.to} />
        <FormField
          label={t('cashTransfer.amount')}
          registration={form.register('amount')}
          error={errors.amount}
          testId="transfer-amount"
        />
        <FormField
          label={t('cashTransfer.note')}
          registration={form.register('note')}
          error={errors.note}
          testId="transfer-note"
        />
        <PinInput
          stored={storedPin !== null && !errors.pin}
          registration={form.register('pin')}
          error={errors.pin}
        />
        <button
          type="submit"
          className={styles.primary}
          disabled={form.formState.isSubmitting}
          data-testid="transfer-submit"
        >
          {t('submit')}
        </button>
      </form>
      <h3 className={styles.subtitle}>{t('history')}</h3>
      <DateRangeForm value={range} onChange={setRange} />
      <table className={styles.table} data-testid="cash-transfer-history">
        <thead>
          <tr>
            <th>{t('cashTransfer.date')}</th>
            <th className={styles.text}>{t('cashTransfer.fromTo')}</th>
            <th>{t('cashTransfer.amount')}</th>
            <th className={styles.text}>{t('cashTransfer.note')}</th>
            <th className={styles.text}>{t('statusTitle')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data?.map((r) => (
            <tr key={r.id}>
              <td>{formatDate(r.businessDate, lang)}</td>
              <td className={styles.text}>
                {r.from} → {r.to}
              </td>
              <td>{formatInteger(r.amount)}</td>
              <td className={styles.text}>{r.note}</td>
              <td className={styles.text}>{t(`status.${r.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.data?.length === 0 && <p className={styles.empty}>{t('none')}</p>}
    </section>
  );
}
