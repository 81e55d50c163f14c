// The standard board (hsx, vn30, hnx, hnx30, upcom, ETF, nganh-{slug}, watchlists): the quotes of
// a list of symbols from any source, live. On phones the compact board (symbol, price, change,
// volume) with the depth a tap away.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { Loading } from '@/shared/ui/loading';
import { fetchQuotes } from '../api/board-api';
import { takeBootQuotes } from '../api/board-boot';
import { useBoardHeight } from '../hooks/use-board-height';
import { useCellContext } from '../hooks/use-cell-context';
import { useLiveBoard } from '../hooks/use-live-board';
import { useQuoteSnapshot } from '../hooks/use-quote-snapshot';
import { compactColumns, standardColumns } from '../lib/columns';
import type { RowExtension } from '../lib/row-extension';
import { BoardToolbar } from './board-toolbar';
import { QuoteTable } from './quote-table';
import styles from './board.module.css';

// Loaded at the first tap (the board route does not carry the dialog library).
const DepthSheet = lazy(async () => ({ default: (await import('./depth-sheet')).DepthSheet }));

/** More rows than the first screen shows (19 px the densest row, and the virtual list's overscan). */
const firstScreenRows = () => Math.ceil((typeof window === 'undefined' ? 1200 : window.innerHeight) / 19) + 8;

/** Screens this narrow get the compact board. */
const COMPACT_QUERY = '(max-width: 600px)';

export function StandardBoard({
  symbols,
  rows,
}: {
  symbols: readonly string[] | undefined;
  rows?: RowExtension;
}) {
  const { t } = useTranslation('board');
  const list = useMemo(() => symbols ?? [], [symbols]);
  const key = list.join(',');
  const snapshot = useQuoteSnapshot(
    `lot:${key}`,
    (base, signal) => fetchQuotes(base, list, signal),
    symbols !== undefined && list.length > 0,
    () => takeBootQuotes(list, firstScreenRows()),
  );
  useLiveBoard(list);
  const ctx = useCellContext(false, 10);
  // Phones get the compact board: symbol, price, change, volume; a tap shows the depth.
  const compact = useMediaQuery(COMPACT_QUERY);
  const [depthOf, setDepthOf] = useState<string | null>(null);
  const columns = useMemo(() => (compact ? compactColumns() : standardColumns(ctx)), [ctx, compact]);
  const height = useBoardHeight('standard');
  return (
    <div className={styles.wrap} data-testid="standard-board">
      <BoardToolbar legend="legendStock" count={list.length} />
      {(symbols === undefined || snapshot.isPending) && list.length !== 0 && (
        <Loading className={styles.loading} />
      )}
      {/* A watchlist's rows say it is empty themselves, inside the grid (watchlist-rows.tsx). */}
      {symbols !== undefined && list.length === 0 && !rows && (
        <div className={styles.loading}>{t('empty')}</div>
      )}
      <QuoteTable
        key={compact ? 'compact' : 'full'}
        symbols={list}
        columns={columns}
        ctx={ctx}
        height={height}
        rows={rows}
        compact={compact ? { onRowTap: setDepthOf } : undefined}
      />
      {depthOf && (
        <Suspense fallback={null}>
          <DepthSheet symbol={depthOf} ctx={ctx} onClose={() => setDepthOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
