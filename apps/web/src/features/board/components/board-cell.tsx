// One cell of a quote row. It re-renders only when its text or colour changes, and flashes (a CSS
// class for 500 ms) when its text changes after the first paint.
import { TIMING } from '@sen/market';
import { memo, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { createFlasher } from '../lib/flasher';
import type { CellView } from '../lib/cell-view';
import type { Column } from '../lib/columns';
import { stockDetailPath } from '../lib/paths';
import styles from './board.module.css';

const flash = createFlasher(TIMING.flashMs);

interface BoardCellProps {
  column: Column;
  view: CellView;
}

function BoardCellView({ column, view }: BoardCellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<CellView>(view);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = view;
    if (before.text === view.text || !ref.current || view.text === '') return;
    const down = before.value !== null && view.value !== null && view.value < before.value;
    flash(ref.current, down ? styles.flashDown! : styles.flashUp!);
  }, [view]);
  const className = `${styles.cell} ${view.colour ? styles[view.colour] : ''}`;
  return (
    <div
      ref={ref}
      role="gridcell"
      className={className}
      data-col={column.id}
      data-order={column.order}
      data-price={column.order && view.value !== null ? view.value : undefined}
    >
      {column.link && view.text ? (
        <Link to={stockDetailPath(view.text)} className={styles.symbolLink}>
          {view.text}
        </Link>
      ) : (
        view.text
      )}
    </div>
  );
}

export const BoardCell = memo(
  BoardCellView,
  (before, after) =>
    before.column === after.column &&
    before.view.text === after.view.text &&
    before.view.colour === after.view.colour,
);
