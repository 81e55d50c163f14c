// Withdraw to a registered bank account: account, amount, the SMS OTP; then the confirmation (the
// shared ConfirmDialog) of source, destination, amount, fee and total before the request goes out
// (with one refId per confirmation).
import { zodResolver } from '@hookform/resolvers/zod';
import { bankWithdrawFee, formatInteger, subAccountLabel, type BankTransferStatus } from '@sen/market';
import type { BankAccount } from '@sen/protocol';
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
import { newRefId, sendWithdrawOtp, withdraw } from '../api/bank-api';
import { withdrawSchema, type WithdrawInput, type WithdrawValues } from '../lib/bank-forms';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './bank.module.css';
import { FieldErrorText } from './field-error';

export const statusKey = (status: BankTransferStatus) => `status.${status}` as const;

export function WithdrawForm({
  base,
  sub,
  accounts,
}: {
  base: string;
  sub: string;
  accounts: BankAccount[];
}) {
  const { t } = useTranslation('bank');
  const lang = useSettings((s) => s.lang);
  const moneyRow = useMoneyRow();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ values: WithdrawValues; refId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refId = useUnmadeRefId(newRefId);
  const form = useForm<WithdrawInput, unknown, WithdrawValues>({
    resolver: zodResolver(withdrawSchema),
    defaultValues: { bankAccountId: accounts[0] ? String(accounts[0].id) : '', amount: '', otp: '' },
  });
  const { errors } = form.formState;
  const label = (a: BankAccount) =>
    `${a.bankName} ${a.accountNo}${
      a.demoOutcome === 'bankError'
        ? ` (${t('withdraw.demoBankError')})`
        : a.demoOutcome === 'success'
          ? ` (${t('withdraw.demoSuccess')})`
          : ''
    }`;
  const askOtp = async () => {
    try {
      const { method } = await sendWithdrawOtp(base);
      toast.info(method === 'totp' ? t('withdraw.otpTotp') : t('withdraw.otpSent'));
    } catch (error) {
      showFailure(error);
    }
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const made = await withdraw(base, { sub, ...pending.values, refId: pending.refId });
      refId.made();
      toast.success(t('withdraw.done', { id: made.id }));
      form.reset({ bankAccountId: form.getValues('bankAccountId'), amount: '', otp: '' });
      setPending(null);
    } catch (error) {
      showFailure(error);
      setPending(null);
    } finally {
      setBusy(false);
      for (const key of ['bankHistory', 'bankInfo', 'cashBalance'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
  const chosen = pending && accounts.find((a) => a.id === pending.values.bankAccountId);
  const fee = pending ? bankWithdrawFee(pending.values.amount) : 0;
  return (
    <form
      className={formStyles.form}
      noValidate
      data-testid="withdraw-form"
      onSubmit={form.handleSubmit((values) => {
        const { otp: _otp, ...request } = values;
        setPending({ values, refId: refId.of(request) });
      })}
    >
      <h3 className={dataStyles.title}>{t('withdraw.title')}</h3>
      <label className={styles.field}>
        <span className={formStyles.label}>{t('withdraw.account')}</span>
        <select
          className={formStyles.input}
          {...form.register('bankAccountId')}
          data-testid="withdraw-account"
        >
          {accounts.length === 0 && <option value="">{t('withdraw.noAccount')}</option>}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {label(a)}
            </option>
          ))}
        </select>
        <FieldErrorText error={errors.bankAccountId} />
      </label>
      <label className={styles.field}>
        <span className={formStyles.label}>{t('withdraw.amount')}</span>
        <input
          className={formStyles.input}
          inputMode="numeric"
          {...form.register('amount')}
          data-testid="withdraw-amount"
        />
        <FieldErrorText error={errors.amount} />
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={formStyles.label}>{t('withdraw.otp')}</span>
          <input
            className={formStyles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('otp')}
            data-testid="withdraw-otp"
          />
        </label>
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => void askOtp()}
          data-testid="withdraw-send-otp"
        >
          {t('withdraw.sendOtp')}
        </button>
      </div>
      <FieldErrorText error={errors.otp} />
      <span className={formStyles.hint} data-testid="withdraw-demo-rule">
        {/* The server's demo rule (bank-transitions.ts): an amount mod 100,000 of 13,000 is refused. */}
        {t('withdraw.demoRule', { tail: formatInteger(13_000), example: formatInteger(1_013_000) })}
      </span>
      <button type="submit" className={styles.primary} data-testid="withdraw-submit">
        {t('withdraw.submit')}
      </button>
      {pending && (
        <ConfirmDialog
          title={t('confirm.withdrawTitle')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.back')}
          testId="bank-confirm"
          rows={[
            { label: t('confirm.source'), value: subAccountLabel(sub, lang), testId: 'confirm-from' },
            {
              label: t('confirm.destination'),
              value: chosen ? `${chosen.bankName} ${chosen.accountNo} – ${chosen.holder}` : '',
              testId: 'confirm-to',
            },
            moneyRow(t('confirm.amount'), pending.values.amount, 'confirm-amount'),
            moneyRow(t('confirm.fee'), fee, 'confirm-fee'),
            moneyRow(t('confirm.total'), pending.values.amount + fee, 'confirm-total'),
          ]}
        />
      )}
    </form>
  );
}
