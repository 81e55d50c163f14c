// The end of a movement form: the PIN, shown only while the session keeps none in memory, and the
// submit button, disabled while the movement is on its way.
import { useTranslation } from 'react-i18next';
import type { PinnedSubmitState } from '../lib/use-pinned-submit';
import { FormField } from './form-field';
import styles from './money.module.css';

export function PinSubmit({ pin, testId }: { pin: PinnedSubmitState; testId: string }) {
  const { t } = useTranslation('money');
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
    </>
  );
}
