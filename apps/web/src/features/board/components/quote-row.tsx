// One row of a quote board: subscribes to its own symbol, so a quote change re-renders this row
// (and, inside it, only the cells whose text changed).
import { clsx } from 'clsx';
import { memo, type ComponentType } from 'react';
import { EMPTY_CELL, type CellContext } from '../lib/cell-view';
import type { Column } from '../lib/columns';
import type { RowFrameProps } from '../lib/row-extension';
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
  /** Renders the row element instead of the plain one (watchlist drag-and-drop). */
  Frame?: ComponentType<RowFrameProps> | undefined;
  pinned?: boolean;
  /** Scrolled-to symbol, highlighted for 1.5 s. */
  highlighted?: boolean;
  manualOrder?: boolean;
}

function QuoteRowView({
  symbol,
  columns,
  ctx,
  template,
  top,
  odd,
  related,
  Frame,
  pinned = false,
  highlighted = false,
  manualOrder = false,
}: QuoteRowProps) {
  const quote = useQuote(symbol);
  const relatedQuote = useQuote(related ?? '');
  const className = clsx(
    styles.row,
    odd && styles.rowOdd,
    pinned && styles.rowPinned,
    highlighted && styles.rowHighlight,
  );
  const style = { gridTemplateColumns: template, transform: `translateY(${top}px)` };
  const cells = columns.map((column) => (
    <BoardCell
      key={column.id}
      column={column}
      view={
        quote
          ? column.view(quote, ctx, relatedQuote)
          : column.id === 'symbol'
            ? { ...EMPTY_CELL, text: symbol }
            : EMPTY_CELL
      }
    />
  ));
  if (Frame) {
    return (
      <Frame
        symbol={symbol}
        className={className}
        style={style}
        pinned={pinned}
        highlighted={highlighted}
        manualOrder={manualOrder}
      >
        {cells}
      </Frame>
    );
  }
  return (
    <div
      role="row"
      className={className}
      data-symbol={symbol}
      data-highlighted={highlighted || undefined}
      style={style}
    >
      {cells}
    </div>
  );
}

export const QuoteRow = memo(QuoteRowView);
