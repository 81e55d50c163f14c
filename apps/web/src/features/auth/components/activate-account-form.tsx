// First login of an opened account: the username and temporary password of the SMS, a new
// password and a trading PIN (`ActivateAccount`); afterwards the customer logs in as usual.
import { zodResolver } from '@hookform/resolvers/zod';
import { activateAccountCommand } from '@sen/protocol';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { showFailure } from '@/shared/session/show-failure';
import { callTrading } from '@/shared/session/trading-call';
import styles from '@/shared/ui/form.module.css';
import { useTradingBase } from '../api/use-trading-base';
import { activateFormSchema } from '../lib/form-schemas';
import { TextField } from './text-field';

type Form = z.input<typeof activateFormSchema>;

export function ActivateAccountForm({
  onDone,
  heading = true,
  username = '',
}: {
  onDone: () => void;
  heading?: boolean;
  /** The username to start with (typed in the login modal before its -6017 answer). */
  username?: string;
}) {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const form = useForm<Form>({
    resolver: zodResolver(activateFormSchema),
    defaultValues: {
      username,
      temporary: '',
      newPassword: '',
      confirmPassword: '',
      pin: '',
      confirmPin: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await callTrading(base, activateAccountCommand, {
        username: v.username,
        temporaryPassword: v.temporary,
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword,
        pin: v.pin,
        confirmPin: v.confirmPin,
      });
      toast.success(t('activate.done'));
      onDone();
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="activate-account">
      {heading && <h2 className={styles.label}>{t('activate.title')}</h2>}
      <p className={styles.hint}>{t('activate.intro')}</p>
      <TextField
        label={t('login.username')}
        registration={form.register('username')}
        error={errors.username}
      />
      <TextField
        label={t('activate.temporary')}
        registration={form.register('temporary')}
        error={errors.temporary}
        password
      />
      <TextField
        label={t('activate.newPassword')}
        registration={form.register('newPassword')}
        error={errors.newPassword}
        password
      />
      <TextField
        label={t('activate.confirmPassword')}
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword}
        password
      />
      <TextField
        label={t('activate.pin')}
        registration={form.register('pin')}
        error={errors.pin}
        inputMode="numeric"
        password
      />
      <TextField
        label={t('activate.confirmPin')}
        registration={form.register('confirmPin')}
        error={errors.confirmPin}
        inputMode="numeric"
        password
      />
      <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
        {t('activate.submit')}
      </button>
    </form>
  );
}
