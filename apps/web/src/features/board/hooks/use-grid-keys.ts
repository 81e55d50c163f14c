// Keyboard access to a quote board (issue 28 item 4): from a row's symbol link (a Tab stop) the
// arrow keys move between the row's price cells and to the same column of the rows above and
// below (scrolling the virtualised list to them); Enter or Space on a price cell opens the order
// ticket there, as a double-click does. The focused row is the board's row cursor (CSS
// :focus-within, no React render per key): B or F1 opens the ticket to buy its symbol, S or F2 to
// sell (issue 21 item 5), at the focused cell's price, else the row's last or reference price.
import { useCallback, type KeyboardEvent } from 'react';
import type { Column } from '../lib/columns';
import { orderAt, orderFromCell } from '../lib/order-from-cell';
import { quoteStore } from '@/shared/quotes/quote-store';

const ORDER_KEYS: Record<string, 'BUY' | 'SELL'> = {
  b: 'BUY',
  B: 'BUY',
  F1: 'BUY',
  s: 'SELL',
  S: 'SELL',
  F2: 'SELL',
};

/** The price an order key starts the ticket at: the focused price cell's, else last, else reference. */
function rowPrice(cell: HTMLElement, symbol: string): number | null {
  const own = Number(cell.dataset.price);
  if (cell.dataset.order && Number.isFinite(own) && own > 0) return own;
  const quote = quoteStore.get(symbol);
  return quote ? (quote.last ?? quote.ref) : null;
}

const STEPS: Record<string, [rows: number, columns: number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/** The cell (or the symbol link in it) that takes focus in column `col` of the row of `symbol`. */
function focusCell(grid: HTMLElement, symbol: string, col: string): boolean {
  const cell = grid.querySelector<HTMLElement>(`[data-symbol="${CSS.escape(symbol)}"] [data-col="${col}"]`);
  const target = cell?.querySelector<HTMLElement>('a') ?? cell;
  target?.focus();
  return target !== null && target !== undefined;
}

export function useGridKeys(
  columns: readonly Column[],
  ordered: readonly string[],
  scrollToIndex: (index: number) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event) => {
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[role="gridcell"]');
      const symbol = cell?.closest<HTMLElement>('[data-symbol]')?.dataset.symbol;
      if (!cell || !symbol) return;
      const side = ORDER_KEYS[event.key];
      if (side && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        orderAt(symbol, side, rowPrice(cell, symbol));
        return;
      }
      if ((event.key === 'Enter' || event.key === ' ') && cell.dataset.order && target === cell) {
        event.preventDefault();
        orderFromCell(cell);
        return;
      }
      const step = STEPS[event.key];
      if (!step) return;
      const focusable = columns.filter((column) => column.order || column.link).map((column) => column.id);
      const col = focusable.indexOf(cell.dataset.col ?? '');
      const nextCol = focusable[col + step[1]];
      const nextIndex = ordered.indexOf(symbol) + step[0];
      const nextSymbol = ordered[nextIndex];
      if (col < 0 || !nextCol || !nextSymbol) return;
      event.preventDefault();
      const grid = event.currentTarget;
      if (focusCell(grid, nextSymbol, nextCol)) {
        // Keep the focused row out from under the sticky header.
        if (step[0] !== 0) scrollToIndex(nextIndex);
        return;
      }
      scrollToIndex(nextIndex);
      requestAnimationFrame(() => focusCell(grid, nextSymbol, nextCol));
    },
    [columns, ordered, scrollToIndex],
  );
}
