// The derivatives board (PHAISINH): the futures contracts with maturity and open interest, and for
// the selected contract a chart frame, its sell-side and buy-side depth and its match history.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/shared/ui/loading';
import { fetchDerivativeQuotes } from '../api/board-modes-api';
import { useBoardHeight } from '../hooks/use-board-height';
import { useCellContext } from '../hooks/use-cell-context';
import { useLiveBoard } from '../hooks/use-live-board';
import { useQuoteSnapshot } from '../hooks/use-quote-snapshot';
import { derivativeColumns } from '../lib/special-columns';
import { BoardToolbar } from './board-toolbar';
import { ContractPanels } from './contract-panels';
import { QuoteTable } from './quote-table';
import styles from './board.module.css';
import panels from './derivatives.module.css';

const NONE: string[] = [];

export function DerivativesBoard() {
  const { t, i18n } = useTranslation('board');
  const snapshot = useQuoteSnapshot('futures', (base, signal) => fetchDerivativeQuotes(base, signal));
  const symbols = useMemo(() => snapshot.data?.map((quote) => quote.symbol) ?? NONE, [snapshot.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? symbols[0] ?? null;
  useLiveBoard(symbols);
  const base = useCellContext(true, 1);
  const language: 'vi' | 'en' = i18n.language === 'en' ? 'en' : 'vi';
  const ctx = useMemo(() => ({ ...base, language }) as const, [base, language]);
  const columns = useMemo(() => derivativeColumns(), []);
  const height = useBoardHeight('derivatives');
  return (
    <div className={styles.wrap} data-testid="derivatives-board">
      <BoardToolbar legend="legendDerivative" count={symbols.length} showForeign={false} />
      {snapshot.isPending && <Loading className={styles.loading} />}
      <div
        onClick={(event) => {
          const row = (event.target as Element).closest<HTMLElement>('[data-symbol]');
          if (row?.dataset.symbol) setPicked(row.dataset.symbol);
        }}
      >
        <QuoteTable
          symbols={symbols}
          columns={columns}
          ctx={ctx}
          height={`min(${22 * symbols.length + 44}px, ${height})`}
          testId="futures-table"
        />
      </div>
      <div className={panels.tabs} role="tablist" aria-label={t('derivatives.select')}>
        {symbols.map((symbol) => (
          <button
            key={symbol}
            type="button"
            role="tab"
            aria-selected={symbol === selected}
            data-testid={`contract-${symbol}`}
            onClick={() => setPicked(symbol)}
          >
            {symbol}
          </button>
        ))}
      </div>
      {selected && <ContractPanels symbol={selected} />}
    </div>
  );
}
