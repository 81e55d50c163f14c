import { useTranslation } from 'react-i18next';
import styles from './panel-error.module.css';

export function PanelError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <span>{t('loadFailed')}</span>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
