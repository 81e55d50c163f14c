// The translated message of a form field's zod error (amount limits filled in).
import { BANK_TRANSFER_MAX, BANK_TRANSFER_MIN, formatInteger } from '@sen/market';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/ui/form.module.css';

export function FieldErrorText({ error }: { error: FieldError | undefined }) {
  const { t } = useTranslation('bank');
  if (!error?.message) return null;
  return (
    <span className={formStyles.error} role="alert">
      {t(error.message as never, {
        min: formatInteger(BANK_TRANSFER_MIN),
        max: formatInteger(BANK_TRANSFER_MAX),
      })}
    </span>
  );
}
