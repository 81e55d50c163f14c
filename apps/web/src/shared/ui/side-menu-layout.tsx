// A screen with a side menu of links (the account screens, the utilities) and the chosen screen
// (the route's outlet) beside it.
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import styles from './side-menu-layout.module.css';

export interface SideMenuLink {
  to: string;
  label: string;
}

/**
 * `label`: the menu's name for screen readers (the page has the top bar's menu too).
 * `menuWidth`: the menu's least width in px when its labels are longer than most (190 px).
 */
export function SideMenuLayout({
  links,
  label,
  testId,
  menuWidth,
}: {
  links: readonly SideMenuLink[];
  label: string;
  testId?: string;
  menuWidth?: number;
}) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways: the current screen's entry may be past
  // the right edge, so it is brought to the middle of the row (no change when it is already seen).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current) return;
    const box = row.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    if (entry.left >= box.left && entry.right <= box.right) return;
    row.scrollLeft += entry.left - box.left - (box.width - entry.width) / 2;
  }, [pathname]);
  return (
    <div className={styles.layout}>
      <nav
        ref={nav}
        className={styles.nav}
        aria-label={label}
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
