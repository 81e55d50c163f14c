// A labelled input of a money form with its translated error (react-hook-form registration).
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';

export function FormField({
  label,
  registration,
  error,
  type = 'text',
  testId,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type?: 'text' | 'password' | 'date';
  testId?: string;
}) {
  const { t } = useTranslation('money');
  return (
    <label className={formStyles.field}>
      <span className={dataStyles.muted}>{label}</span>
      <input
        className={formStyles.input}
        type={type}
        inputMode={type === 'password' ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        {...registration}
      />
      {error?.message && (
        <span className={formStyles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}
