// A labelled password or PIN input with a show/hide toggle and its (translated) error.
import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import { SecretToggle } from '@/shared/ui/secret-toggle';

export function SecretField({
  label,
  registration,
  error,
  numeric = false,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  numeric?: boolean;
}) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <label className={formStyles.field}>
      <span className={dataStyles.muted}>{label}</span>
      <span className={formStyles.withToggle}>
        <input
          className={formStyles.input}
          type={visible ? 'text' : 'password'}
          inputMode={numeric ? 'numeric' : undefined}
          aria-invalid={error ? true : undefined}
          {...registration}
        />
        <SecretToggle visible={visible} onToggle={() => setVisible((v) => !v)} pin={numeric} />
      </span>
      {error?.message && (
        <span className={formStyles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}
