// A dropdown of board categories (HOSE, HNX, UPCOM, odd lots, put-through ...).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { boardPath } from '@/shared/categories/categories';
import { Dropdown } from '@/shared/ui/dropdown';
import styles from './menu.module.css';

export interface MenuEntry {
  id: string;
  label: ReactNode;
}

interface Props {
  label: ReactNode;
  entries: readonly MenuEntry[];
  categoryId: string;
  testId: string;
  scrollable?: boolean;
}

export function CategoryMenu({ label, entries, categoryId, testId, scrollable = false }: Props) {
  const active = entries.some((entry) => entry.id === categoryId);
  return (
    <Dropdown
      label={label}
      active={active}
      testId={testId}
      panelClassName={scrollable ? styles.scroll : undefined}
    >
      {(close) => (
        <ul className={styles.list} data-testid={`${testId}-list`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavLink
                to={boardPath(entry.id)}
                className={entry.id === categoryId ? styles.current : styles.item}
                onClick={close}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
