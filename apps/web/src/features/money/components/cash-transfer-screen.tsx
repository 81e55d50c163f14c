// Internal cash transfer: from the selected sub-account to another of the customer's, at most the
// withdrawable cash, confirmed first (from, to, amount, the fee: none, the note); then the history
// of transfers out of and into it.
import { formatInteger, subAccountLabel } from '@sen/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { FigureCard } from '@/shared/ui/figure-card';
import { useMoneyRow } from '@/shared/ui/use-money-row';
import { cashBalanceQuery, cashTransferHistoryQuery, transferCash } from '../api/money-api';
import { cashTransferFormSchema } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { useRangedQuery } from '../lib/use-ranged-query';
import { FormField } from './form-field';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './money.module.css';
import { MoneyTitle } from './money-title';
import { PinSubmit } from './pin-submit';
import { SubAccountSelect } from './sub-account-select';
import { TransferHistory } from './transfer-history';

type Form = z.input<typeof cashTransferFormSchema>;
type Values = z.output<typeof cashTransferFormSchema>;

export function CashTransferScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const moneyRow = useMoneyRow();
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const cash = useQuery({ ...cashBalanceQuery(tradingBase, sub), enabled: sub !== '' });
  const history = useRangedQuery(cashTransferHistoryQuery);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(cashTransferFormSchema),
    defaultValues: { to: '', amount: '', note: '', pin: '' },
  });
  const { errors } = form.formState;
  const { submit, pinField } = usePinnedSubmit(
    form,
    (v, pin, refId) => transferCash(tradingBase, { from: sub, ...v, pin, refId }),
    (done, v) => {
      toast.success(t('cashTransfer.done', { amount: formatInteger(done.amount), to: done.to }));
      form.reset({ to: v.to, amount: '', note: '', pin: '' });
    },
    (v) => ({
      title: t('confirm.cashTitle'),
      rows: [
        { label: t('confirm.from'), value: subAccountLabel(sub, lang), testId: 'confirm-from' },
        { label: t('confirm.to'), value: subAccountLabel(v.to, lang), testId: 'confirm-to' },
        moneyRow(t('cashTransfer.amount'), v.amount, 'confirm-amount'),
        // Internal transfers are free (the server records a fee of 0).
        moneyRow(t('confirm.fee'), 0, 'confirm-fee'),
        ...(v.note ? [{ label: t('cashTransfer.note'), value: v.note, testId: 'confirm-note' }] : []),
      ],
    }),
  );
  return (
    <section data-testid="cash-transfer">
      <MoneyTitle title={t('cashTransfer.title')} sub={sub} />
      <div className={styles.cards}>
        <FigureCard
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
        <PinSubmit pin={pinField} testId="transfer-submit" />
      </form>
      <TransferHistory
        history={history}
        testId="cash-transfer-history"
        movedHead={
          <>
            <th>{t('cashTransfer.amount')}</th>
            <th className={dataStyles.text}>{t('cashTransfer.note')}</th>
          </>
        }
        moved={(r) => (
          <>
            <td>{formatInteger(r.amount)}</td>
            <td className={dataStyles.text}>{r.note}</td>
          </>
        )}
      />
    </section>
  );
}
