// Profile and security: a side menu of the account screens and the chosen screen.
import { useTranslation } from 'react-i18next';
import { SideMenuLayout } from '@/shared/ui/side-menu-layout';
import { RequireLogin } from '@/shared/session/require-login';

const LINKS = [
  { to: 'thong-tin', key: 'nav.info' },
  { to: 'doi-mat-khau', key: 'nav.password' },
  { to: 'doi-pin', key: 'nav.pin' },
  { to: 'doi-tai-khoan', key: 'nav.changeAccount' },
  { to: 'xac-thuc', key: 'nav.totp' },
] as const;

export function AccountLayout() {
  const { t } = useTranslation(['account', 'account-shell']);
  return (
    <RequireLogin>
      <SideMenuLayout
        links={LINKS.map((link) => ({ to: link.to, label: t(link.key) }))}
        label={t('account-shell:menu.account')}
      />
    </RequireLogin>
  );
}
