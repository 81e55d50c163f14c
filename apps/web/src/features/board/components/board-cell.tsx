// One cell of a quote row, as React renders it: the element and, in a link column, the symbol's
// link. Its text, colour and flash are written by the row (hooks/use-live-cells.ts), not rendered
// here, so a quote change never re-renders a cell.
import { memo } from 'react';
import { AlertBell } from '@/shared/alerts/alert-bell';
import type { Column } from '../lib/columns';
import { stockDetailPath } from '../lib/paths';
import styles from './board.module.css';

interface BoardCellProps {
  column: Column;
  symbol: string;
  cellRef: (element: HTMLElement | null) => void;
}

function BoardCellView({ column, symbol, cellRef }: BoardCellProps) {
  return (
    <div
      ref={cellRef}
      role="gridcell"
      className={styles.cell}
      data-col={column.id}
      data-order={column.order}
      // Price cells take focus from the arrow keys (hooks/use-grid-keys.ts), not from Tab.
      tabIndex={column.order ? -1 : undefined}
    >
      {column.link ? (
        <>
          {/* A plain anchor: the grid navigates on its click (hooks/use-route-links.ts). */}
          <a href={stockDetailPath(symbol)} className={styles.symbolLink} data-route-link="">
            {symbol}
          </a>
          <AlertBell symbol={symbol} />
        </>
      ) : null}
    </div>
  );
}

export const BoardCell = memo(BoardCellView);
