import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '@/shared/ui/form.module.css';

export function SelectField({
  label,
  registration,
  error,
  options,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  options: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('auth');
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.input} {...registration}>
        <option value="">{t('openAccount.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error?.message && (
        <span className={styles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}
