// Odd-lot boards (lo-le-hose, lo-le-hnx): the odd-lot book of each symbol, volumes in shares,
// live from the ODD_HSX / ODD_HNX rooms. The loading placeholder is hidden after 2 s (spec §2).
import { TIMING } from '@sen/market';
import { useMemo } from 'react';
import { Loading } from '@/shared/ui/loading';
import { fetchOddLotQuotes } from '../api/board-modes-api';
import { useBoardHeight } from '../hooks/use-board-height';
import { useCellContext } from '../hooks/use-cell-context';
import { useLiveBoard } from '../hooks/use-live-board';
import { useLoadingWindow } from '../hooks/use-loading-window';
import { useQuoteSnapshot } from '../hooks/use-quote-snapshot';
import { oddLotColumns } from '../lib/columns';
import { BoardToolbar } from './board-toolbar';
import { QuoteTable } from './quote-table';
import styles from './board.module.css';

const NO_SYMBOLS: string[] = [];

export function OddLotBoard({ market }: { market: 'STO' | 'STX' }) {
  const snapshot = useQuoteSnapshot(`odd:${market}`, (base, signal) =>
    fetchOddLotQuotes(base, market, signal),
  );
  const symbols = useMemo(() => snapshot.data?.map((quote) => quote.symbol) ?? NO_SYMBOLS, [snapshot.data]);
  useLiveBoard([market === 'STO' ? 'ODD_HSX' : 'ODD_HNX'], 'odd');
  const loading = useLoadingWindow(TIMING.loadingOddLotsMs, market);
  const ctx = useCellContext(false, 1);
  const columns = useMemo(() => oddLotColumns(), []);
  const height = useBoardHeight('standard');
  return (
    <div className={styles.wrap} data-testid="odd-lot-board">
      <BoardToolbar legend="legendOddLot" count={symbols.length} showForeign={false} />
      {loading && <Loading className={styles.loading} />}
      <QuoteTable symbols={symbols} columns={columns} ctx={ctx} height={height} />
    </div>
  );
}
