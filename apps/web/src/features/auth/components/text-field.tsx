// A labelled input of a react-hook-form form with its error; passwords and PINs get a show/hide toggle.
import { useState, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '@/shared/ui/form.module.css';
import { SecretToggle } from '@/shared/ui/secret-toggle';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  password?: boolean;
  /** A PIN: hidden like a password, its toggle says PIN. */
  pin?: boolean;
}

export function TextField({ label, registration, error, password = false, pin = false, ...input }: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const control = (
    <input
      className={styles.input}
      type={(password || pin) && !visible ? 'password' : 'text'}
      aria-invalid={error ? true : undefined}
      {...input}
      {...registration}
    />
  );
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      {password || pin ? (
        <span className={styles.withToggle}>
          {control}
          <SecretToggle visible={visible} onToggle={() => setVisible((v) => !v)} pin={pin} />
        </span>
      ) : (
        control
      )}
      {error?.message && (
        <span className={styles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}
