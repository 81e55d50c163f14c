// Contact form: sent with the session when logged in, so the back office knows the customer.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactCommand } from '@sen/protocol';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { showFailure } from '@/shared/session/show-failure';
import { callTrading } from '@/shared/session/trading-call';
import { useTradingBase } from '../api/use-trading-base';
import { contactFormSchema } from '../lib/form-schemas';
import styles from '@/shared/ui/form.module.css';
import { TextField } from './text-field';

type Form = z.input<typeof contactFormSchema>;

function MessageField({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <textarea className={styles.input} {...registration} />
      {error && (
        <span className={styles.error} role="alert">
          {t(error as never)}
        </span>
      )}
    </label>
  );
}

export function ContactScreen() {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const form = useForm<Form>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      const reply = await callTrading(base, contactCommand, {
        name: v.name,
        email: v.email,
        ...(v.phone ? { phone: v.phone } : {}),
        subject: v.subject,
        message: v.message,
      });
      toast.success(t('contact.done', { id: reply.messageId }));
      form.reset();
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <section className={styles.page} data-testid="contact">
      <h1 className={styles.pageTitle}>{t('contact.title')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('contact.name')} registration={form.register('name')} error={errors.name} />
        <TextField
          label={t('contact.email')}
          registration={form.register('email')}
          error={errors.email}
          type="email"
        />
        <TextField
          label={t('contact.phone')}
          registration={form.register('phone')}
          error={errors.phone}
          inputMode="tel"
        />
        <TextField
          label={t('contact.subject')}
          registration={form.register('subject')}
          error={errors.subject}
        />
        <MessageField
          label={t('contact.message')}
          registration={form.register('message')}
          error={errors.message?.message}
        />
        <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
          {t('contact.submit')}
        </button>
      </form>
    </section>
  );
}
