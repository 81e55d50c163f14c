// The standard board (hsx, vn30, hnx, hnx30, upcom, ETF, nganh-{slug}, watchlists): the quotes of
// a list of symbols from any source, live.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/shared/ui/loading';
import { fetchQuotes } from '../api/board-api';
import { useBoardHeight } from '../hooks/use-board-height';
import { useCellContext } from '../hooks/use-cell-context';
import { useLiveBoard } from '../hooks/use-live-board';
import { useQuoteSnapshot } from '../hooks/use-quote-snapshot';
import { standardColumns } from '../lib/columns';
import type { RowExtension } from '../lib/row-extension';
import { BoardToolbar } from './board-toolbar';
import { QuoteTable } from './quote-table';
import styles from './board.module.css';

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
  );
  useLiveBoard(list);
  const ctx = useCellContext(false, 10);
  const columns = useMemo(() => standardColumns(ctx), [ctx]);
  const height = useBoardHeight('standard');
  return (
    <div className={styles.wrap} data-testid="standard-board">
      <BoardToolbar legend="legendStock" count={list.length} />
      {(symbols === undefined || snapshot.isPending) && list.length !== 0 && (
        <Loading className={styles.loading} />
      )}
      {symbols !== undefined && list.length === 0 && <div className={styles.loading}>{t('empty')}</div>}
      <QuoteTable symbols={list} columns={columns} ctx={ctx} height={height} rows={rows} />
    </div>
  );
}
