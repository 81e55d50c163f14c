import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '@/shared/lib/realtime/use-realtime-status';
import styles from './server-status.module.css';

/** The realtime server status (on/off) as a dot and a word. */
export function ServerStatus() {
  const { t } = useTranslation();
  const { server } = useRealtimeStatus();
  return (
    <span
      className={styles.status}
      data-testid="server-status"
      data-status={server}
      title={t('server.label')}
    >
      <span className={styles[server]} aria-hidden="true" />
      {t(`server.${server}`)}
    </span>
  );
}
