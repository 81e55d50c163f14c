// One cell of a quote row, as React renders it: the element and, in a link column, the symbol's
// link and bell. Rendered once: its text, colour and flash, and in a link column the link's symbol
// and the bell's label, are written by the row (hooks/use-live-cells.ts), so neither a quote change
// nor a row taking another symbol (a sort) re-renders a cell.
import { memo } from 'react';
import { AlertBell } from '@/shared/alerts/alert-bell';
import type { Column } from '../lib/columns';
import styles from './board.module.css';

interface BoardCellProps {
  column: Column;
  /** Its share of the row (the row is a flex line of cells). */
  width: string;
  cellRef: (element: HTMLElement | null) => void;
}

function BoardCellView({ column, width, cellRef }: BoardCellProps) {
  return (
    <div
      ref={cellRef}
      role="gridcell"
      className={styles.cell}
      style={{ width }}
      data-col={column.id}
      data-order={column.order}
      // Price cells take focus from the arrow keys (hooks/use-grid-keys.ts), not from Tab.
      tabIndex={column.order ? -1 : undefined}
    >
      {column.link ? (
        <>
          {/* A plain anchor: the grid navigates on its click (hooks/use-route-links.ts). */}
          <a className={styles.symbolLink} data-route-link="" />
          <AlertBell />
        </>
      ) : null}
    </div>
  );
}

export const BoardCell = memo(BoardCellView);
