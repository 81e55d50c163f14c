// The bell in the header: the unread count of the logged-in customer's notifications, live; a
// click opens the notifications screen. Nothing shows before login.
import { formatInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { notificationsQuery } from '../api/notification-api';
import styles from './notifications.module.css';
import { useNotificationsLive } from './use-notifications-live';

export function NotificationBell() {
  const user = useSession((s) => s.token?.user ?? null);
  if (user === null) return null;
  return <Bell user={user} />;
}

function Bell({ user }: { user: string }) {
  const { t } = useTranslation('notifications-shell');
  const { tradingBase } = useAppConfig();
  const page = useQuery(notificationsQuery(tradingBase, user));
  useNotificationsLive(true);
  const unread = page.data?.unread ?? 0;
  return (
    <NavLink
      to="/home/thong-bao"
      className={styles.bell}
      aria-label={t('bell', { count: unread })}
      title={t('bell', { count: unread })}
      data-testid="notification-bell"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {unread > 0 && (
        <span className={styles.badge} data-testid="notification-count">
          {unread > 99 ? '99+' : formatInteger(unread)}
        </span>
      )}
    </NavLink>
  );
}
