// Announces the end of a session (idle timeout, invalid session, logout elsewhere) with a single
// confirm button that opens the login.
import { useTranslation } from 'react-i18next';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import styles from '@/shared/ui/form.module.css';
import { Dialog } from '@/shared/ui/dialog';

export function SessionExpiredModal() {
  const { t } = useTranslation('auth');
  const lost = useSession((s) => s.lostSession);
  if (!lost) return null;
  return (
    <Dialog title={t('expired.title')} testId="session-expired-modal">
      <div className={styles.form}>
        <p>{t('expired.text')}</p>
        <button type="button" className={styles.primary} onClick={openLogin} data-autofocus>
          {t('expired.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
