// The money screens: a side menu (spec §2's cash advance, internal transfers and statements, and
// links to the other utilities: bank transfers, margin debt, rights, notifications), the
// chosen screen, and live refresh: a balance event of the private channel (sent after each
// movement) or a notification (an advance repaid) makes their data stale (at most once per
// animation frame).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '@/shared/lib/realtime/realtime';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { SideMenuLayout } from '@/shared/ui/side-menu-layout';
import { MONEY_KEYS } from '../api/money-api';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './money.module.css';

const LINKS = [
  { to: '/home/ung-truoc', key: 'nav.advance' },
  { to: '/home/chuyen-tien-noi-bo', key: 'nav.cashTransfer' },
  { to: '/home/chuyen-chung-khoan', key: 'nav.stockTransfer' },
  { to: '/home/sao-ke-tien', key: 'nav.cashStatement' },
  { to: '/home/sao-ke-chung-khoan', key: 'nav.stockStatement' },
  // The other utilities of spec §2's menu, screens of their own features (one top-bar entry for all).
  { to: '/home/chuyen-tien', key: 'bank:menu.transfer' },
  { to: '/home/no-ky-quy', key: 'margin:menu.debt' },
  { to: '/home/thuc-hien-quyen', key: 'corporate-actions:menu.rights' },
  { to: '/home/thong-bao', key: 'notifications:menu.notifications' },
  { to: '/home/canh-bao-gia', key: 'alerts:menu.alerts' },
] as const;

function useMoneyEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let frame: number | null = null;
    const off = realtime.onPrivate((message) => {
      const m = message as { action?: string; data?: { type?: string } };
      const type = m.data?.type;
      if (m.action !== 'Event' || (type !== 'balance' && type !== 'notification')) return;
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        for (const queryKey of MONEY_KEYS) void queryClient.invalidateQueries({ queryKey });
      });
    });
    return () => {
      off();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [queryClient]);
}

export function MoneyLayout() {
  const { t } = useTranslation([
    'money',
    'money-shell',
    'bank',
    'margin',
    'corporate-actions',
    'notifications',
    'alerts',
  ]);
  const loggedIn = useSession((s) => s.token !== null);
  useMoneyEvents();
  if (!loggedIn)
    return (
      <div className={dataStyles.empty} data-testid="need-login">
        <p>{t('needLogin')}</p>
        <button type="button" className={styles.primary} onClick={openLogin}>
          {t('login')}
        </button>
      </div>
    );
  return (
    <SideMenuLayout
      links={LINKS.map((link) => ({ to: link.to, label: t(link.key) }))}
      label={t('money-shell:menu.money')}
      testId="money-nav"
      menuWidth={210}
    />
  );
}
