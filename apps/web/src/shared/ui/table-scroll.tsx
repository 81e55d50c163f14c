// A wide table's own sideways scroll box: on a phone the table scrolls inside it instead of
// widening the whole screen. Focusable and named, so a keyboard can scroll it and a screen reader
// says what it holds.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './data.module.css';

export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  /** The screen's own placement of the box (its flex size, say). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx(styles.tableScroll, className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
