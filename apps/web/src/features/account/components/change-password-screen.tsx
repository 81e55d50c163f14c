// Change password: the new one differs, the confirmation matches; the session ends afterwards and
// the login opens (spec §4 "Successful password change requires re-login").
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordCommand } from '@sen/protocol';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { endSession, openLogin } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { changePasswordSchema } from '../lib/form-schemas';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './account.module.css';
import { SecretField } from './secret-field';

export function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const form = useForm<z.input<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old: '', next: '', confirm: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await callTrading(tradingBase, changePasswordCommand, {
        oldPassword: v.old,
        newPassword: v.next,
        confirmation: v.confirm,
      });
      toast.success(t('password.done'));
      endSession(false);
      openLogin();
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form
      className={`${formStyles.form} ${styles.narrow}`}
      onSubmit={submit}
      noValidate
      data-testid="change-password"
    >
      <h1 className={dataStyles.title}>{t('password.title')}</h1>
      <SecretField label={t('password.old')} registration={form.register('old')} error={errors.old} />
      <SecretField label={t('password.new')} registration={form.register('next')} error={errors.next} />
      <SecretField
        label={t('password.confirm')}
        registration={form.register('confirm')}
        error={errors.confirm}
      />
      <button type="submit" className={formStyles.primary} disabled={form.formState.isSubmitting}>
        {t('password.submit')}
      </button>
    </form>
  );
}
