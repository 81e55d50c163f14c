// A row's cells kept up to date outside React: the row renders its cells once (structure), and
// this hook writes their texts, colours and flashes from the quote store's notifications
// (lib/cell-writer.ts), so a quote change costs no React render or commit; nor does a new symbol (a
// sort re-binds the rows on screen): the row's cells, the symbol's link and its alert bell are
// written here. It returns the ref callback of each cell, by column.
import { TIMING } from '@sen/market';
import type { Quote } from '@sen/protocol';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { EMPTY_CELL, type CellContext, type CellView } from '../lib/cell-view';
import { createCellWriter, type CellClasses, type CellWriter } from '../lib/cell-writer';
import type { Column } from '../lib/columns';
import { createFlasher } from '../lib/flasher';
import { quoteStore } from '@/shared/quotes/quote-store';
import { showBell, type BellLabel } from '@/shared/alerts/alert-bell';
import { alertSymbolsStore } from '@/shared/alerts/alert-ui-store';
import { stockDetailPath } from '../lib/paths';
import styles from '../components/board.module.css';

const flash = createFlasher(TIMING.flashMs);

const classes: CellClasses = {
  colour: { c: styles.c!, f: styles.f!, r: styles.r!, i: styles.i!, d: styles.d!, e: styles.e! },
  flashUp: styles.flashUp!,
  flashDown: styles.flashDown!,
};

/** The cells of a row without a quote: the symbol only. */
function emptyView(column: Column, symbol: string): CellView {
  return column.id === 'symbol' ? { ...EMPTY_CELL, text: symbol } : EMPTY_CELL;
}

/** A link column's cell (components/board-cell.tsx: the link, then the bell): its link goes to the symbol's stock page. */
function writeLink(cell: HTMLElement, symbol: string): void {
  const link = cell.firstElementChild;
  if (!(link instanceof HTMLAnchorElement)) return;
  link.textContent = symbol;
  link.setAttribute('href', stockDetailPath(symbol));
}

export function useLiveCells(
  symbol: string,
  columns: readonly Column[],
  ctx: CellContext,
  related: string | undefined,
  bellLabel: BellLabel,
): readonly ((element: HTMLElement | null) => void)[] {
  const cells = useRef<(HTMLElement | null)[]>([]);
  const refs = useMemo(
    () =>
      columns.map((_, index) => (element: HTMLElement | null) => {
        cells.current[index] = element;
      }),
    [columns],
  );
  // One writer per set of cells: when the row takes another symbol (a sort re-binds rows on
  // screen) it rewrites only the cells whose text or colour differ.
  const kept = useRef<{ columns: readonly Column[]; writer: CellWriter; symbol?: string } | null>(null);
  useLayoutEffect(() => {
    if (kept.current?.columns !== columns)
      kept.current = { columns, writer: createCellWriter(cells.current, columns, classes, flash, writeLink) };
    const { writer } = kept.current;
    // The cells may have shown another symbol: its flashes are not this one's. The same symbol
    // keeps its flashes when only the context changes (texts loaded, a setting): they run 500 ms.
    if (kept.current.symbol !== symbol) {
      for (const cell of cells.current) if (cell) flash.clear(cell);
      kept.current.symbol = symbol;
    }
    const views = () => {
      const quote: Quote | undefined = quoteStore.get(symbol);
      const relatedQuote = related === undefined ? undefined : quoteStore.get(related);
      return columns.map((column) =>
        quote ? column.view(quote, ctx, relatedQuote) : emptyView(column, symbol),
      );
    };
    // A quote's first values (the snapshot reaching a row drawn before it) are not changes: cells
    // flash only once the row has shown its quotes.
    const loaded = () =>
      quoteStore.get(symbol) !== undefined &&
      (related === undefined || quoteStore.get(related) !== undefined);
    let shown = loaded();
    writer.write(views(), false);
    const update = () => {
      writer.write(views(), shown);
      if (!shown) shown = loaded();
    };
    const stop = quoteStore.subscribe(symbol, update);
    const stopRelated = related === undefined ? null : quoteStore.subscribe(related, update);
    // The link column's bell: lit while the symbol has an active alert.
    const link = columns.findIndex((column) => column.link);
    const last = link < 0 ? null : cells.current[link]?.lastElementChild;
    const bell = last instanceof HTMLButtonElement ? last : null;
    const showAlert = () => {
      if (!bell) return;
      const active = alertSymbolsStore.get().has(symbol);
      showBell(bell, bellLabel(symbol, active), active);
    };
    showAlert();
    const stopAlerts = bell ? alertSymbolsStore.subscribe(showAlert) : null;
    return () => {
      stop();
      stopRelated?.();
      stopAlerts?.();
    };
  }, [symbol, columns, ctx, related, bellLabel]);
  return refs;
}
