// One section's request state (spec §3): requesting, successful, or an error with its body and
// time and a retry. The error stays inside the section; the other sections keep working.
import { formatDateTime } from '@sen/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/hooks/use-store';
import { marketClockStore, marketTimeOfLocal } from '@/shared/lib/market-clock';
import { Loading } from '@/shared/ui/loading';
import { useLanguage } from '../hooks/use-language';
import { isNoCompanyData } from '../lib/get-section';
import styles from './section-status.module.css';

interface Props<T> {
  query: UseQueryResult<T>;
  /** The section's name in the error message. */
  label: string;
  children: (data: T) => ReactNode;
}

/**
 * Whether the page's symbol is listed: its quote loaded (true), was refused (false) or is on its
 * way (undefined). A listed symbol without a company (a warrant, an ETF ...) has nothing for the
 * company sections; an unknown one gets their errors. Outside a page: not known to be listed.
 */
export const ListedSymbolContext = createContext<boolean | undefined>(false);

/** `none`: the listed symbol has no company data for this section (see isNoCompanyData); not a failure. */
export type SectionState = 'requesting' | 'successful' | 'error' | 'none';

function sectionStateOf(
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>,
  listed: boolean | undefined,
): SectionState {
  if (query.isError && isNoCompanyData(query.error))
    return listed === true ? 'none' : listed === undefined ? 'requesting' : 'error';
  if (query.isError) return 'error';
  return query.isPending ? 'requesting' : 'successful';
}

export function SectionStatus<T>({ query, label, children }: Props<T>) {
  const state = sectionStateOf(query, use(ListedSymbolContext));
  return (
    <div data-section-state={state}>
      {state === 'requesting' && <Loading />}
      {state === 'none' && <NoCompanyData />}
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

/** The calm note of a symbol without company data (a warrant, ETF, bond or futures contract). */
export function NoCompanyData() {
  const { t } = useTranslation('stock-detail');
  return (
    <p className={styles.none} data-testid="section-none">
      {t('state.noCompany')}
    </p>
  );
}
