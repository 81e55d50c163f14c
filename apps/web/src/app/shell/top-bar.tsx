// The top bar: brand, menu, server status, theme, language and the slot's items (login, account).
// Under 1024 px the menu moves into a drawer opened by the menu button (and under 600 px the
// status, theme and language go with it), so the login and the account stay on screen.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { topBarItems } from '../slots/top-bar-items';
import { LanguageSwitch } from './language-switch';
import { MenuLinks } from './menu-links';
import { ServerStatus } from './server-status';
import { ThemeToggle } from './theme-toggle';
import styles from './top-bar.module.css';

const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer')).MenuDrawer }));

export function TopBar() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t('menu.open')}
        aria-expanded={drawer}
        onClick={() => setDrawer(true)}
        data-testid="menu-button"
      >
        <span aria-hidden="true">☰</span>
      </button>
      <NavLink to="/home/bang-gia" className={styles.brand}>
        {t('appName')}
      </NavLink>
      <nav className={styles.menu} aria-label={t('menu.label')}>
        <MenuLinks />
      </nav>
      <span className={styles.spacer} />
      <div className={styles.settings}>
        <ServerStatus />
        <ThemeToggle />
        <LanguageSwitch />
      </div>
      {topBarItems.map((Item, index) => (
        <Item key={index} />
      ))}
      {drawer && (
        <Suspense fallback={null}>
          <MenuDrawer onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </header>
  );
}
