// Change the 6-digit trading PIN; the PIN kept for orders is forgotten afterwards.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePinCommand } from '@sen/protocol';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { setPin } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { changePinSchema } from '../lib/form-schemas';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './account.module.css';
import { SecretField } from './secret-field';

export function ChangePinScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const form = useForm<z.input<typeof changePinSchema>>({
    resolver: zodResolver(changePinSchema),
    defaultValues: { old: '', next: '', confirm: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await callTrading(tradingBase, changePinCommand, {
        oldPin: v.old,
        newPin: v.next,
        confirmation: v.confirm,
      });
      setPin(null);
      toast.success(t('pin.done'));
      form.reset();
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form
      className={`${formStyles.form} ${styles.narrow}`}
      onSubmit={submit}
      noValidate
      data-testid="change-pin"
    >
      <h1 className={dataStyles.title}>{t('pin.title')}</h1>
      <SecretField label={t('pin.old')} registration={form.register('old')} error={errors.old} numeric />
      <SecretField label={t('pin.new')} registration={form.register('next')} error={errors.next} numeric />
      <SecretField
        label={t('pin.confirm')}
        registration={form.register('confirm')}
        error={errors.confirm}
        numeric
      />
      <button type="submit" className={formStyles.primary} disabled={form.formState.isSubmitting}>
        {t('pin.submit')}
      </button>
    </form>
  );
}
