// A labelled input of a money form with its translated error (react-hook-form registration); the
// error's message is a key of the money texts, `errorValues` fill its blanks (a limit, formatted).
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';

export function FormField({
  label,
  registration,
  error,
  errorValues,
  type = 'text',
  testId,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  errorValues?: Record<string, string>;
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
          {t(error.message as never, errorValues)}
        </span>
      )}
    </label>
  );
}
