// The confirmation step before money moves: what moves, the fee and where to; Escape cancels.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './bank.module.css';

export interface ConfirmFact {
  label: string;
  value: string;
}

export function ConfirmDialog({
  title,
  facts,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  facts: ConfirmFact[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bank');
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className={styles.overlay}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="bank-confirm"
      >
        <h3 id={titleId} className={dataStyles.title}>
          {title}
        </h3>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} style={{ display: 'contents' }}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <button type="button" className={formStyles.secondary} onClick={onCancel}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={onConfirm} disabled={busy} autoFocus>
            {t('confirm.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
