// Whether the browser may show alert notifications, and the button that asks the user.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './alerts.module.css';

const current = () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

export function NotificationPermission() {
  const { t } = useTranslation('alerts');
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(current);
  if (permission === 'unsupported') return <span className={styles.muted}>{t('notifyUnsupported')}</span>;
  if (permission === 'granted') return <span className={styles.muted}>{t('notifyAllowed')}</span>;
  if (permission === 'denied') return <span className={styles.muted}>{t('notifyDenied')}</span>;
  return (
    <button
      type="button"
      className={styles.secondary}
      data-testid="alerts-notify"
      onClick={() =>
        void Notification.requestPermission().then(setPermission, () => setPermission(current()))
      }
    >
      {t('notifyAsk')}
    </button>
  );
}
