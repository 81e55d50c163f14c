// Demo mode: "simulate a deposit" — the simulated bank pays into the sub-account's virtual account
// through its signed callback; confirmed first (the shared ConfirmDialog) like every movement of money.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatInteger, subAccountLabel } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useUnmadeRefId } from '@/shared/lib/use-unmade-ref-id';
import { showFailure } from '@/shared/session/show-failure';
import { useSettings } from '@/shared/settings/use-settings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useMoneyRow } from '@/shared/ui/use-money-row';
import { newRefId, simulateDeposit } from '../api/bank-api';
import { depositSchema, type DepositInput } from '../lib/bank-forms';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './bank.module.css';
import { FieldErrorText } from './field-error';

export function DepositDemoForm({
  base,
  sub,
  virtualAccount,
}: {
  base: string;
  sub: string;
  virtualAccount: string;
}) {
  const { t } = useTranslation('bank');
  const lang = useSettings((s) => s.lang);
  const moneyRow = useMoneyRow();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ amount: number; refId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refId = useUnmadeRefId(newRefId);
  const form = useForm<DepositInput, unknown, { amount: number }>({
    resolver: zodResolver(depositSchema),
    defaultValues: { amount: '' },
  });
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const made = await simulateDeposit(base, { sub, ...pending });
      refId.made();
      toast.success(t('deposit.done', { amount: formatInteger(made.amount) }));
      form.reset({ amount: '' });
    } catch (error) {
      showFailure(error);
    } finally {
      setPending(null);
      setBusy(false);
      for (const key of ['bankHistory', 'bankInfo', 'cashBalance'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
  return (
    <form
      className={formStyles.form}
      noValidate
      data-testid="deposit-form"
      onSubmit={form.handleSubmit((v) => setPending({ amount: v.amount, refId: refId.of(v.amount) }))}
    >
      <h3 className={dataStyles.title}>{t('deposit.title')}</h3>
      <span className={formStyles.hint}>{t('deposit.hint')}</span>
      <label className={styles.field}>
        <span className={formStyles.label}>{t('deposit.amount')}</span>
        <input
          className={formStyles.input}
          inputMode="numeric"
          {...form.register('amount')}
          data-testid="deposit-amount"
        />
        <FieldErrorText error={form.formState.errors.amount} />
      </label>
      <button type="submit" className={styles.primary} data-testid="deposit-submit">
        {t('deposit.submit')}
      </button>
      {pending && (
        <ConfirmDialog
          title={t('confirm.depositTitle')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.back')}
          testId="bank-confirm"
          rows={[
            moneyRow(t('confirm.amount'), pending.amount, 'confirm-amount'),
            moneyRow(t('confirm.fee'), 0, 'confirm-fee'),
            {
              label: t('confirm.destination'),
              value: `${virtualAccount} (${subAccountLabel(sub, lang)})`,
              testId: 'confirm-to',
            },
          ]}
        />
      )}
    </form>
  );
}
