// The notifications screen (/home/thong-bao): the customer's notifications newest first, in the
// chosen language, unread ones marked; read one or all. Updated live by the private channel.
import { formatDateTime, formatInteger } from '@sen/market';
import type { Notification } from '@sen/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { markNotificationRead, notificationsQuery, PAGE_SIZE } from '../api/notification-api';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './notifications.module.css';
import { useNotificationsLive } from './use-notifications-live';

const MAX = 200;

export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const user = useSession((s) => s.token?.user ?? null);
  if (user !== null) return <Notifications user={user} />;
  return (
    <div className={dataStyles.empty} data-testid="need-login">
      <p>{t('needLogin')}</p>
      <button type="button" className={styles.primary} onClick={openLogin}>
        {t('login')}
      </button>
    </div>
  );
}

function Notifications({ user }: { user: string }) {
  const { t } = useTranslation('notifications');
  const language = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const page = useQuery(notificationsQuery(tradingBase, user, limit));
  useNotificationsLive(true);
  const read = async (id: number | 'all') => {
    try {
      await markNotificationRead(tradingBase, id);
    } catch (error) {
      showFailure(error);
    }
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  };
  const kindText = (n: Notification) => t(`kinds.${n.kind}` as never, { defaultValue: t('kinds.other') });
  const items = page.data?.items ?? [];
  return (
    <section className={styles.panel} data-testid="notifications-screen">
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <span className={styles.muted} data-testid="notifications-unread">
          {t('unread', { count: page.data?.unread ?? 0, formatted: formatInteger(page.data?.unread ?? 0) })}
        </span>
        <button
          type="button"
          className={styles.secondary}
          disabled={(page.data?.unread ?? 0) === 0}
          onClick={() => void read('all')}
          data-testid="notifications-read-all"
        >
          {t('markAll')}
        </button>
      </div>
      {page.data && items.length === 0 ? (
        <p className={dataStyles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((n) => (
            <li
              key={n.id}
              className={clsx(styles.item, !n.read && styles.unreadItem)}
              data-testid={`notification-${n.id}`}
              data-kind={n.kind}
              data-read={n.read}
            >
              <span className={styles.time}>{formatDateTime(n.time, language)}</span>
              <span className={styles.kind} data-testid="notification-kind">
                {kindText(n)}
              </span>
              <span className={styles.text}>{n[language]}</span>
              {!n.read && (
                <button type="button" className={formStyles.link} onClick={() => void read(n.id)}>
                  {t('markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {items.length >= limit && limit < MAX && (
        <button type="button" className={styles.secondary} onClick={() => setLimit(MAX)}>
          {t('more')}
        </button>
      )}
    </section>
  );
}
