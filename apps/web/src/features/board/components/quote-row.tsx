// One row of a quote board: subscribes to its own symbol, so a quote change re-renders this row
// (and, inside it, only the cells whose text changed).
import { memo } from 'react';
import { EMPTY_CELL, type CellContext } from '../lib/cell-view';
import type { Column } from '../lib/columns';
import { useQuote } from '../hooks/use-quote';
import { BoardCell } from './board-cell';
import styles from './board.module.css';

interface QuoteRowProps {
  symbol: string;
  columns: readonly Column[];
  ctx: CellContext;
  template: string;
  top: number;
  odd: boolean;
  /** A second symbol the row shows (a warrant's underlying): the row follows it too. */
  related?: string;
}

function QuoteRowView({ symbol, columns, ctx, template, top, odd, related }: QuoteRowProps) {
  const quote = useQuote(symbol);
  const relatedQuote = useQuote(related ?? '');
  return (
    <div
      role="row"
      className={odd ? `${styles.row} ${styles.rowOdd}` : styles.row}
      data-symbol={symbol}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <BoardCell key={column.id} column={column} view={quote ? column.view(quote, ctx, relatedQuote) : column.id === 'symbol' ? { ...EMPTY_CELL, text: symbol } : EMPTY_CELL} />
      ))}
    </div>
  );
}

export const QuoteRow = memo(QuoteRowView);
