// Waits for /config.json before anything that needs a host or the market clock renders.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '@/shared/config/config-query';
import { Loading } from '@/shared/ui/loading';
import styles from './config-gate.module.css';

export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery(appConfigQuery);
  if (config.isPending) return <Loading />;
  if (config.isError) {
    return (
      <div className={styles.failed} role="alert">
        <span>{t('configFailed')}</span>
        <button type="button" className={styles.retry} onClick={() => void config.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return children;
}
