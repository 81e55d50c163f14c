// Open-account request (no login needed): codes go to the phone and the email; the applicant then
// follows the request on its status page (open-account-status-screen.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { openAccountCommand } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { showFailure } from '@/shared/session/show-failure';
import { callTrading } from '@/shared/session/trading-call';
import { branchesQuery, provincesQuery } from '../api/reference-lists';
import { useTradingBase } from '../api/use-trading-base';
import { openAccountFormSchema } from '../lib/form-schemas';
import { outboxKey } from '../lib/outbox-key';
import styles from '@/shared/ui/form.module.css';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Form = z.input<typeof openAccountFormSchema>;

export function OpenAccountScreen() {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const navigate = useNavigate();
  const provinces = useQuery(provincesQuery(base)).data ?? [];
  const branches = useQuery(branchesQuery(base)).data ?? [];
  const form = useForm<Form>({
    resolver: zodResolver(openAccountFormSchema),
    defaultValues: { fullName: '', idNumber: '', phone: '', email: '', province: '', branch: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      const reply = await callTrading(base, openAccountCommand, {
        fullName: v.fullName,
        idNumber: v.idNumber,
        phone: v.phone,
        email: v.email,
        province: v.province,
        branch: v.branch,
        outboxKey: outboxKey(),
      });
      toast.success(t('openAccount.done', { id: reply.requestId }));
      void navigate(
        `/home/mo-tai-khoan/trang-thai?${new URLSearchParams({ id: String(reply.requestId), phone: v.phone })}`,
      );
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <section className={styles.page} data-testid="open-account">
      <h1 className={styles.pageTitle}>{t('openAccount.title')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('openAccount.intro')}</p>
        <TextField
          label={t('openAccount.fullName')}
          registration={form.register('fullName')}
          error={errors.fullName}
        />
        <TextField
          label={t('openAccount.idNumber')}
          registration={form.register('idNumber')}
          error={errors.idNumber}
          inputMode="numeric"
        />
        <TextField
          label={t('openAccount.phone')}
          registration={form.register('phone')}
          error={errors.phone}
          inputMode="tel"
        />
        <TextField
          label={t('openAccount.email')}
          registration={form.register('email')}
          error={errors.email}
          type="email"
        />
        <SelectField
          label={t('openAccount.province')}
          registration={form.register('province')}
          error={errors.province}
          options={provinces.map((p) => ({ value: p.name, label: p.name }))}
        />
        <SelectField
          label={t('openAccount.branch')}
          registration={form.register('branch')}
          error={errors.branch}
          options={branches.map((b) => ({ value: b.code, label: b.name }))}
        />
        <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
          {t('openAccount.submit')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => void navigate('/home/mo-tai-khoan/trang-thai')}
        >
          {t('openAccount.track')}
        </button>
      </form>
    </section>
  );
}
