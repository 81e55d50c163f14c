// The covered-warrant board (chung-quyen): issuer, expiry, the warrant's book and match, the
// underlying's live price, exercise price, ratio, then break-even and the analytics on the terms
// adjusted after the underlying's corporate actions. Loading is hidden after 1 s.
import { TIMING } from '@sen/market';
import type { CoveredWarrant } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { Loading } from '@/shared/ui/loading';
import { fetchQuotes } from '../api/board-api';
import { fetchWarrants } from '../api/board-modes-api';
import { useAdjustedWarrantTerms } from '../api/warrant-terms-api';
import { useBoardHeight } from '../hooks/use-board-height';
import { useCellContext } from '../hooks/use-cell-context';
import { useLiveBoard } from '../hooks/use-live-board';
import { useLoadingWindow } from '../hooks/use-loading-window';
import { useMarketDate } from '@/shared/hooks/use-market-date';
import { useQuoteSnapshot } from '../hooks/use-quote-snapshot';
import { warrantColumns } from '../lib/special-columns';
import { BoardToolbar } from './board-toolbar';
import { QuoteTable } from './quote-table';
import styles from './board.module.css';

const NONE: CoveredWarrant[] = [];

export function WarrantBoard() {
  const { boardBase } = useAppConfig();
  const { i18n } = useTranslation();
  const { t } = useTranslation('board');
  const marketDate = useMarketDate();
  const terms = useQuery({
    queryKey: ['board', 'warrants', boardBase],
    queryFn: ({ signal }) => fetchWarrants(boardBase, signal),
    staleTime: 60_000,
  });
  const warrants = terms.data ?? NONE;
  // A to Z by code, as the exchange boards list theirs.
  const symbols = useMemo(() => warrants.map((warrant) => warrant.symbol).sort(), [warrants]);
  const joined = useMemo(
    () => [...new Set([...symbols, ...warrants.map((warrant) => warrant.underlying)])],
    [symbols, warrants],
  );
  useQuoteSnapshot(
    `cw:${joined.join(',')}`,
    (base, signal) => fetchQuotes(base, joined, signal),
    joined.length > 0,
  );
  useLiveBoard(joined);
  const loading = useLoadingWindow(TIMING.loadingWarrantsMs, 'cw');
  const base = useCellContext(false, 10);
  const language: 'vi' | 'en' = i18n.language === 'en' ? 'en' : 'vi';
  const byWarrant = useMemo(() => new Map(warrants.map((warrant) => [warrant.symbol, warrant])), [warrants]);
  const moneynessLabels = useMemo(
    () => ({ ITM: t('moneyness.ITM'), ATM: t('moneyness.ATM'), OTM: t('moneyness.OTM') }),
    [t],
  );
  // The analytics columns read the terms after the underlyings' corporate actions (server-computed).
  const adjustedTerms = useAdjustedWarrantTerms(marketDate);
  const ctx = useMemo(
    () => ({ ...base, language, warrants: byWarrant, marketDate, moneynessLabels, adjustedTerms }),
    [base, language, byWarrant, marketDate, moneynessLabels, adjustedTerms],
  );
  const columns = useMemo(() => warrantColumns(), []);
  const height = useBoardHeight('standard');
  return (
    <div className={styles.wrap} data-testid="warrant-board">
      <BoardToolbar legend="legendStock" count={symbols.length} showForeign={false} />
      {loading && <Loading className={styles.loading} />}
      <QuoteTable
        symbols={symbols}
        columns={columns}
        ctx={ctx}
        height={height}
        relatedOf={(symbol) => byWarrant.get(symbol)?.underlying}
      />
    </div>
  );
}
