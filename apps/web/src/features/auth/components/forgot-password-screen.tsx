// Forgot password: step 1 sends an OTP (ForgotPassword), step 2 resets through ResetPassword.pt.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordCommand } from '@sen/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { openLogin } from '@/shared/session/session-store';
import { callResetPassword, callTrading } from '@/shared/session/trading-call';
import { forgotFormSchema, resetFormSchema } from '../lib/form-schemas';
import { outboxKey } from '../lib/outbox-key';
import styles from '@/shared/ui/form.module.css';
import { OtpOutbox } from './otp-outbox';
import { TextField } from './text-field';

export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState<string | null>(null);
  return (
    <section className={styles.page} data-testid="forgot-password">
      <h1 className={styles.pageTitle}>{t('forgot.title')}</h1>
      {username === null ? <RequestOtp onSent={setUsername} /> : <ResetWithOtp username={username} />}
    </section>
  );
}

function RequestOtp({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation('auth');
  const { tradingBase } = useAppConfig();
  const form = useForm<z.input<typeof forgotFormSchema>>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { username: '', contact: '' },
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      await callTrading(tradingBase, forgotPasswordCommand, {
        username: v.username.trim(),
        contact: v.contact.trim(),
        outboxKey: outboxKey(),
      });
      toast.success(t('forgot.sent'));
      onSent(v.username.trim());
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('forgot.step1')}</p>
      <TextField
        label={t('forgot.username')}
        registration={form.register('username')}
        error={form.formState.errors.username}
      />
      <TextField
        label={t('forgot.contact')}
        registration={form.register('contact')}
        error={form.formState.errors.contact}
      />
      <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
        {t('forgot.send')}
      </button>
    </form>
  );
}

function ResetWithOtp({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const { tradingBase, clock } = useAppConfig();
  const form = useForm<z.input<typeof resetFormSchema>>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await callResetPassword(tradingBase, {
        user: username,
        otp: v.otp,
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword,
      });
      toast.success(t('forgot.done'));
      openLogin();
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {clock === 'demo' && <OtpOutbox username={username} />}
      <TextField
        label={t('forgot.otp')}
        registration={form.register('otp')}
        error={errors.otp}
        inputMode="numeric"
      />
      <TextField
        label={t('forgot.newPassword')}
        registration={form.register('newPassword')}
        error={errors.newPassword}
        password
        autoComplete="new-password"
      />
      <TextField
        label={t('forgot.confirmPassword')}
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword}
        password
        autoComplete="new-password"
      />
      <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
        {t('forgot.reset')}
      </button>
    </form>
  );
}
