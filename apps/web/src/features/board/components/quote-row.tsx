// One row of a quote board. React renders its structure (cells by column, position, pins); the
// row follows its own symbol outside React (useLiveCells), so a quote change rewrites only the
// cells whose text or colour changed, and a new symbol (a sort) rewrites its cells, without
// rendering them.
import { clsx } from 'clsx';
import { memo, type ComponentType } from 'react';
import type { BellLabel } from '@/shared/alerts/alert-bell';
import type { CellContext } from '../lib/cell-view';
import type { Column } from '../lib/columns';
import type { RowFrameProps } from '../lib/row-extension';
import { useLiveCells } from '../hooks/use-live-cells';
import { BoardCell } from './board-cell';
import styles from './board.module.css';

interface QuoteRowProps {
  symbol: string;
  columns: readonly Column[];
  ctx: CellContext;
  /** Each cell's width (lib/columns.ts, cellWidths). */
  widths: readonly string[];
  top: number;
  odd: boolean;
  /** aria-rowindex: the row's place in the whole list (the header is row 1). */
  rowIndex?: number;
  /** A second symbol the row shows (a warrant's underlying): the row follows it too. */
  related?: string;
  /** Renders the row element instead of the plain one (watchlist drag-and-drop). */
  Frame?: ComponentType<RowFrameProps> | undefined;
  pinned?: boolean;
  /** Scrolled-to symbol, highlighted for 1.5 s. */
  highlighted?: boolean;
  manualOrder?: boolean;
  /** The alert bells' labels (the link column's bell). */
  bellLabel: BellLabel;
}

function QuoteRowView({
  symbol,
  columns,
  ctx,
  widths,
  top,
  odd,
  rowIndex,
  related,
  Frame,
  pinned = false,
  highlighted = false,
  manualOrder = false,
  bellLabel,
}: QuoteRowProps) {
  const cellRefs = useLiveCells(symbol, columns, ctx, related, bellLabel);
  const className = clsx(
    styles.row,
    odd && styles.rowOdd,
    pinned && styles.rowPinned,
    highlighted && styles.rowHighlight,
  );
  // The cells render once: a row taking another symbol (a sort re-binds every row on screen) writes
  // their texts, link and bell itself (useLiveCells), and React skips the run of cells whole.
  const cells = <CellRun columns={columns} widths={widths} cellRefs={cellRefs} />;
  if (Frame) {
    return (
      <Frame
        symbol={symbol}
        className={className}
        top={top}
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
      aria-rowindex={rowIndex}
      className={className}
      data-symbol={symbol}
      data-highlighted={highlighted || undefined}
      style={{ transform: `translateY(${top}px)` }}
    >
      {cells}
    </div>
  );
}

export const QuoteRow = memo(QuoteRowView);

interface CellRunProps {
  columns: readonly Column[];
  widths: readonly string[];
  cellRefs: readonly ((element: HTMLElement | null) => void)[];
}

/** The cells of a row: rendered once per set of columns. */
const CellRun = memo(function CellRun({ columns, widths, cellRefs }: CellRunProps) {
  return columns.map((column, index) => (
    <BoardCell key={column.id} column={column} width={widths[index]!} cellRef={cellRefs[index]!} />
  ));
});
