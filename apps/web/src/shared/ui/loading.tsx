import { useTranslation } from 'react-i18next';
import styles from './loading.module.css';

/** The "Loading..." placeholder shown while a part loads. */
export function Loading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ?? styles.loading} role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
