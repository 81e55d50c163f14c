// What a list the board does not own (a watchlist) may add to the standard board's rows: pinned
// rows kept on top, a symbol to scroll to and highlight, and components that frame the rows (for
// drag-and-drop). The board stays unaware of where the list lives.
import type { ComponentType, ReactNode } from 'react';

/** Props of the element that frames one row: it must render `role="row"` with `data-symbol`. */
export interface RowFrameProps {
  symbol: string;
  className: string;
  /**
   * The row's offset from the top of the list, px. The frame places its row with `top`, not with
   * a transform as the board's own rows: drag-and-drop measures rows without their transforms, and
   * rows all at `top: 0` would measure in one place (the keyboard could not move a row, the mouse
   * dropped it in the wrong place).
   */
  top: number;
  /** Whether the row shows the list's own order (no column sort): reordering makes sense. */
  manualOrder: boolean;
  pinned: boolean;
  /** Scrolled-to symbol, highlighted for 1.5 s. */
  highlighted: boolean;
  children: ReactNode;
}

/** Props of the element around all rows, given the order as shown. */
interface RowsContainerProps {
  order: readonly string[];
  children: ReactNode;
}

export interface RowExtension {
  /** Symbols kept first, in this order, whatever the sort. */
  pinned?: readonly string[];
  /** Scroll to this symbol (again on a new `stamp`) and highlight it while set: the owner clears it after 1.5 s. */
  highlight?: { symbol: string; stamp: number } | null;
  Frame?: ComponentType<RowFrameProps>;
  Container?: ComponentType<RowsContainerProps>;
}
