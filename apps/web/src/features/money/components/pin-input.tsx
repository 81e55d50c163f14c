// The PIN field of a movement, shown only while the session has no PIN kept in memory.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

export function PinInput({
  stored,
  registration,
  error,
}: {
  stored: boolean;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation('money');
  if (stored) return null;
  return (
    <FormField
      label={t('pin')}
      type="password"
      registration={registration}
      error={error}
      testId="money-pin"
    />
  );
}
