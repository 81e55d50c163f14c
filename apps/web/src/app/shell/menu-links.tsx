// The links of the top bar's menu (in the bar on wide screens, in the drawer on narrow ones).
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menuItems } from '../slots/menu-items';
import styles from './top-bar.module.css';

export function MenuLinks({ onFollow }: { onFollow?: () => void }) {
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
