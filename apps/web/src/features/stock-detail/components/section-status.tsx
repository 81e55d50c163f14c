// One section's request state (spec §3): requesting, successful, or an error with its body and
// time and a retry. The error stays inside the section; the other sections keep working.
import { formatDateTime } from '@sen/market';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/hooks/use-store';
import { marketClockStore, marketTimeOfLocal } from '@/shared/lib/market-clock';
import { Loading } from '@/shared/ui/loading';
import { useLanguage } from '../hooks/use-language';
import styles from './section-status.module.css';

interface Props<T> {
  query: UseQueryResult<T>;
  /** The section's name in the error message. */
  label: string;
  children: (data: T) => ReactNode;
}

export type SectionState = 'requesting' | 'successful' | 'error';

function sectionStateOf(query: Pick<UseQueryResult, 'isPending' | 'isError'>): SectionState {
  return query.isError ? 'error' : query.isPending ? 'requesting' : 'successful';
}

export function SectionStatus<T>({ query, label, children }: Props<T>) {
  const state = sectionStateOf(query);
  return (
    <div data-section-state={state}>
      {state === 'requesting' && <Loading />}
      {state === 'error' && (
        <SectionError
          error={query.error}
          at={query.errorUpdatedAt}
          label={label}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && state !== 'error' && children(query.data)}
    </div>
  );
}

function SectionError({
  error,
  at,
  label,
  onRetry,
}: {
  error: Error | null;
  at: number;
  label: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  // The error's time in market time: the local moment read on the server's market clock.
  const marketAt = useStore(marketClockStore, () => marketTimeOfLocal(at));
  return (
    <div className={styles.error} role="alert" data-testid="section-error">
      <strong>{t('state.error', { section: label })}</strong>
      <span className={styles.body} data-testid="section-error-body">
        {error?.message}
      </span>
      <span className={styles.time}>{t('state.time', { time: formatDateTime(marketAt, language) })}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}
