// A small accessible dialog of the watchlists: overlay, title, Escape and × close it.
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './watchlists.module.css';

export function Dialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('watchlists');
  const titleId = useId();
  useEffect(() => {
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
        <div className={styles.dialogHeader}>
          <span id={titleId}>{title}</span>
          <button type="button" className={styles.iconButton} aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.dialogBody}>{children}</div>
      </div>
    </div>
  );
}
