// A small accessible dialog: overlay, title, Escape and the close button call onClose (when given).
import { useEffect, useId, type ReactNode } from 'react';
import styles from './modal.module.css';

export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  testId,
}: {
  title: string;
  closeLabel?: string;
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.overlay}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className={styles.header}>
          <span id={titleId}>{title}</span>
          {onClose && (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
