// A labelled input of a money form with its translated error (react-hook-form registration).
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './money.module.css';

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
    <label className={styles.field}>
      <span className={styles.muted}>{label}</span>
      <input
        className={styles.input}
        type={type}
        inputMode={type === 'password' ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        {...registration}
      />
      {error?.message && (
        <span className={styles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}
