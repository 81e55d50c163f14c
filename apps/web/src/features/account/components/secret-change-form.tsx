// The form that changes a secret (the password or the trading PIN): the old one, the new one and
// its confirmation, each with a show/hide toggle, checked by the schema before anything is sent;
// `send` posts the change, `done` follows a success; a refusal is shown with its coded text.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showFailure } from '@/shared/session/show-failure';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './account.module.css';
import { SecretField } from './secret-field';

type Secrets = { old: string; next: string; confirm: string };

export function SecretChangeForm({
  kind,
  schema,
  send,
  done,
  testId,
}: {
  kind: 'password' | 'pin';
  schema: z.ZodType<Secrets, Secrets>;
  send: (secrets: Secrets) => Promise<unknown>;
  done: (reset: () => void) => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const form = useForm<Secrets>({
    resolver: zodResolver(schema),
    defaultValues: { old: '', next: '', confirm: '' },
  });
  const { errors } = form.formState;
  const numeric = kind === 'pin';
  const submit = form.handleSubmit(async (secrets) => {
    try {
      await send(secrets);
      done(() => form.reset());
    } catch (error) {
      showFailure(error);
    }
  });
  return (
    <form className={`${formStyles.form} ${styles.narrow}`} onSubmit={submit} noValidate data-testid={testId}>
      <h1 className={dataStyles.title}>{t(`${kind}.title`)}</h1>
      {(['old', 'next', 'confirm'] as const).map((field) => (
        <SecretField
          key={field}
          label={t(`${kind}.${field === 'next' ? 'new' : field}`)}
          registration={form.register(field)}
          error={errors[field]}
          numeric={numeric}
        />
      ))}
      <button type="submit" className={formStyles.primary} disabled={form.formState.isSubmitting}>
        {t(`${kind}.submit`)}
      </button>
    </form>
  );
}
