// The end of a movement form: the PIN, shown only while the session keeps none in memory, the
// submit button, disabled while the movement is on its way, and the confirmation of the movement
// (the shared ConfirmDialog) once the form is checked.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { PinnedSubmitState } from '../lib/use-pinned-submit';
import { FormField } from './form-field';
import styles from './money.module.css';

export function PinSubmit({ pin, testId }: { pin: PinnedSubmitState; testId: string }) {
  const { t } = useTranslation('money');
  const { pending } = pin;
  return (
    <>
      {!pin.stored && (
        <FormField
          label={t('pin')}
          type="password"
          registration={pin.registration}
          error={pin.error}
          testId="money-pin"
        />
      )}
      <button type="submit" className={styles.primary} disabled={pin.submitting} data-testid={testId}>
        {t('submit')}
      </button>
      {pending && (
        <ConfirmDialog
          title={pending.title}
          rows={pending.rows}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.back')}
          busy={pending.busy}
          onConfirm={pending.onConfirm}
          onCancel={pending.onCancel}
          testId="money-confirm"
        />
      )}
    </>
  );
}
