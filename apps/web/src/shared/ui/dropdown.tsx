// A button that opens a panel below it; closes on outside click, Escape or when an item is chosen.
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './dropdown.module.css';

interface Props {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  active?: boolean;
  align?: 'left' | 'right';
  testId?: string;
  panelClassName?: string;
}

export function Dropdown({ label, children, active = false, align = 'left', testId, panelClassName }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root} data-testid={testId}>
      <button
        type="button"
        className={clsx(styles.trigger, (active || open) && styles.active)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className={clsx(styles.panel, align === 'right' && styles.right, panelClassName)}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
