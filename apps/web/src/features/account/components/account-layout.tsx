// Profile and security: a side menu of the account screens and the chosen screen.
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import styles from './account.module.css';
import { RequireLogin } from './require-login';

const LINKS = [
  { to: 'thong-tin', key: 'nav.info' },
  { to: 'doi-mat-khau', key: 'nav.password' },
  { to: 'doi-pin', key: 'nav.pin' },
  { to: 'doi-tai-khoan', key: 'nav.changeAccount' },
  { to: 'xac-thuc', key: 'nav.totp' },
] as const;

export function AccountLayout() {
  const { t } = useTranslation('account');
  return (
    <RequireLogin>
      <div className={styles.layout}>
        <nav className={styles.nav}>
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
            >
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.panel}>
          <Outlet />
        </div>
      </div>
    </RequireLogin>
  );
}
