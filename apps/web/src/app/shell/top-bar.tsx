// The top bar: brand, menu, server status, theme, language and the slot's items (login, account).
// Under 1024 px the menu moves into a drawer opened by the menu button (and under 600 px the
// status, theme and language go with it), so the login and the account stay on screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog } from '@/shared/ui/dialog';
import { menuItems } from '../slots/menu-items';
import { topBarItems } from '../slots/top-bar-items';
import { LanguageSwitch } from './language-switch';
import { ServerStatus } from './server-status';
import { ThemeToggle } from './theme-toggle';
import styles from './top-bar.module.css';

function MenuLinks({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation();
  return menuItems.map((item) => (
    <NavLink
      key={item.id}
      to={item.to}
      className={({ isActive }) => (isActive ? styles.active : styles.link)}
      onClick={onFollow}
    >
      {t(item.labelKey as never)}
    </NavLink>
  ));
}

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
        <Dialog
          title={t('menu.label')}
          closeLabel={t('menu.close')}
          onClose={() => setDrawer(false)}
          testId="menu-drawer"
          drawer
        >
          <nav className={styles.drawerMenu} aria-label={t('menu.label')}>
            <MenuLinks onFollow={() => setDrawer(false)} />
          </nav>
          <div className={styles.drawerSettings}>
            <ServerStatus />
            <ThemeToggle />
            <LanguageSwitch />
          </div>
        </Dialog>
      )}
    </header>
  );
}
