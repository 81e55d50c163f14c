import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menuItems } from '../slots/menu-items';
import { topBarItems } from '../slots/top-bar-items';
import { LanguageSwitch } from './language-switch';
import { ServerStatus } from './server-status';
import { ThemeToggle } from './theme-toggle';
import styles from './top-bar.module.css';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      <NavLink to="/home/bang-gia" className={styles.brand}>
        {t('appName')}
      </NavLink>
      <nav className={styles.menu}>
        {menuItems.map((item) => (
          <NavLink
            key={item.id}
            to={item.to}
            className={({ isActive }) => (isActive ? styles.active : styles.link)}
          >
            {t(item.labelKey as never)}
          </NavLink>
        ))}
      </nav>
      <span className={styles.spacer} />
      <ServerStatus />
      <ThemeToggle />
      <LanguageSwitch />
      {topBarItems.map((Item, index) => (
        <Item key={index} />
      ))}
    </header>
  );
}
