// Repays margin debt by hand: an amount (at most the debt with its interest and the available cash)
// and the PIN, then the confirmation (sub-account, amount, the debt and interest it pays) before
// anything is sent (money movements always confirm). One refId per filled-in form, so a double
// submit is still one repayment.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatInteger, randomId, subAccountLabel } from '@sen/market';
import type { MarginInfo } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { showFailure } from '@/shared/session/show-failure';
import { useSettings } from '@/shared/settings/use-settings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useMoneyRow } from '@/shared/ui/use-money-row';
import { repayMargin } from '../api/margin-queries';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './margin.module.css';

const schema = z.object({
  amount: z.string().regex(/^[1-9]\d{0,14}$/, 'repay.amountInvalid'),
  pin: z.string().regex(/^\d{6}$/, 'repay.pinInvalid'),
});
type Values = z.input<typeof schema>;

export function RepayForm({ info }: { info: MarginInfo }) {
  const { t } = useTranslation('margin');
  const lang = useSettings((s) => s.lang);
  const moneyRow = useMoneyRow();
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount: '', pin: '' } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const refId = useMemo(() => randomId(Math.random), [amount]); // eslint-disable-line react-hooks/exhaustive-deps
  const max = Math.max(0, Math.min(info.debt + info.interest, info.cashAvailable));
  const { errors } = form.formState;
  const [pending, setPending] = useState<{ amount: number; pin: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit((v) => setPending({ amount: Number(v.amount), pin: v.pin }));
  const send = async ({ amount: repay, pin }: { amount: number; pin: string }) => {
    setBusy(true);
    try {
      const paid = await repayMargin(tradingBase, info.subAcntNo, repay, pin, refId);
      toast.success(
        t('repay.done', {
          amount: formatInteger(paid.amount),
          interest: formatInteger(paid.interestPaid),
          principal: formatInteger(paid.principalPaid),
        }),
      );
      form.reset();
      for (const key of ['marginInfo', 'marginLoans', 'cashBalance', 'purchasePower'])
        void queryClient.invalidateQueries({ queryKey: [key, info.subAcntNo] });
    } catch (error) {
      showFailure(error);
      form.setError('root', { message: errorText(error) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="margin-repay">
      <h3 className={styles.subtitle}>{t('repay.title')}</h3>
      <label className={formStyles.field}>
        {t('repay.amount')}
        <input
          className={formStyles.input}
          inputMode="numeric"
          {...form.register('amount', { setValueAs: (value: string) => value.replace(/[\s,.]/g, '') })}
          data-testid="repay-amount"
        />
        <span className={dataStyles.muted}>{t('repay.max', { amount: formatInteger(max) })}</span>
        {errors.amount?.message && (
          <span className={formStyles.error}>{t(errors.amount.message as 'repay.amountInvalid')}</span>
        )}
      </label>
      <label className={formStyles.field}>
        {t('repay.pin')}
        <input
          className={formStyles.input}
          type="password"
          inputMode="numeric"
          maxLength={6}
          {...form.register('pin')}
          data-testid="repay-pin"
        />
        {errors.pin?.message && (
          <span className={formStyles.error}>{t(errors.pin.message as 'repay.pinInvalid')}</span>
        )}
      </label>
      {errors.root?.message && (
        <p className={formStyles.error} role="alert" data-testid="repay-error">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className={formStyles.primary} disabled={busy} data-testid="repay-submit">
        {t('repay.submit')}
      </button>
      {pending && (
        <ConfirmDialog
          title={t('repay.confirmTitle')}
          message={t('repay.note')}
          rows={[
            {
              label: t('repay.subAccount'),
              value: subAccountLabel(info.subAcntNo, lang),
              testId: 'confirm-from',
            },
            moneyRow(t('repay.confirmAmount'), pending.amount, 'confirm-amount'),
            moneyRow(t('interest'), info.interest, 'confirm-interest'),
            moneyRow(t('debt'), info.debt, 'confirm-debt'),
          ]}
          confirmLabel={t('repay.confirm')}
          cancelLabel={t('repay.back')}
          busy={busy}
          onConfirm={() => void send(pending)}
          onCancel={() => setPending(null)}
          testId="repay-confirm"
        />
      )}
      <p className={dataStyles.muted}>{t('repay.note')}</p>
    </form>
  );
}
