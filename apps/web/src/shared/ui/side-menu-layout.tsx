// A screen with a side menu of links (the account screens, the utilities) and the chosen screen
// (the route's outlet) beside it.
import { NavLink, Outlet } from 'react-router';
import styles from './side-menu-layout.module.css';

export interface SideMenuLink {
  to: string;
  label: string;
}

/** `menuWidth`: the menu's least width in px when its labels are longer than most (190 px). */
export function SideMenuLayout({
  links,
  testId,
  menuWidth,
}: {
  links: readonly SideMenuLink[];
  testId?: string;
  menuWidth?: number;
}) {
  return (
    <div className={styles.layout}>
      <nav
        className={styles.nav}
        data-testid={testId}
        style={menuWidth ? { minWidth: menuWidth } : undefined}
      >
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.panel}>
        <Outlet />
      </div>
    </div>
  );
}
