// Writes a row's cells straight to the DOM: text, colour class, the price a double-click orders at,
// and the flash of a changed text. The board's hot path (docs/performance.md, "Price board under a
// stream"): a quote change rewrites only the cells whose text or colour changed, from the quote
// store's notification, without rendering the row in React (React keeps the structure: rows,
// columns, order). A `link` column's text (the symbol) goes to its link (`writeLink`), not to the
// cell, which holds the link and the bell React rendered.
import type { PriceColour } from '@sen/market';
import type { CellView } from './cell-view';
import type { Column } from './columns';
import type { Flash } from './flasher';

/** The class names the writer sets (the board's CSS module). */
export interface CellClasses {
  colour: Readonly<Record<PriceColour, string>>;
  flashUp: string;
  flashDown: string;
}

export interface CellWriter {
  /**
   * Brings the cells to `views` (one per column). `flash`: a changed text flashes its cell (not on
   * the first write, nor when a new context rewrites every cell).
   */
  write(views: readonly CellView[], flash: boolean): void;
}

/** Widths of a board's characters in em (Arial's; its digits are tabular), wider for the rest. */
const CHAR_EM: Readonly<Record<string, number>> = { '.': 0.278, ',': 0.278, ' ': 0.278, '+': 0.584, '-': 0.584 };
const DIGIT_EM = 0.556;
const OTHER_EM = 0.722;
/**
 * The board's font (`--font-size`), a margin for other fonts, and a cell's padding and border. The
 * phone's compact rows (14 px) have four columns sharing the screen, cells far wider than their
 * columns' minimum.
 */
const FIT_FONT_PX = 12;
const FIT_MARGIN = 1.1;
const CELL_INSET_PX = 9;

/**
 * Whether a text may not fit its column's narrowest cell. Only such a cell clips its text (CSS
 * `.cell[data-wide]`): a clip is a paint property of its own, and some 650 of them on screen made
 * every sort re-layerise them all (docs/performance.md, "Sort under the stream"); texts that fit
 * need none.
 */
export function mayOverflow(text: string, width: number): boolean {
  let em = 0;
  for (const char of text) em += char >= '0' && char <= '9' ? DIGIT_EM : (CHAR_EM[char] ?? OTHER_EM);
  return em * FIT_FONT_PX * FIT_MARGIN + CELL_INSET_PX > width;
}

export function createCellWriter(
  cells: readonly (HTMLElement | null)[],
  columns: readonly Column[],
  classes: CellClasses,
  flash: Flash,
  /** Writes a link column's text into the link its cell holds (the cell's own text is its link and bell). */
  writeLink: (cell: HTMLElement, text: string) => void,
): CellWriter {
  const shown: (CellView | null)[] = columns.map(() => null);

  return {
    write(views, flashChanges) {
      for (let index = 0; index < columns.length; index += 1) {
        const cell = cells[index];
        const view = views[index];
        if (!cell || !view) continue;
        const before = shown[index] ?? null;
        if (before !== null && before.text === view.text && before.colour === view.colour) continue;
        shown[index] = view;
        const column = columns[index]!;
        // A new writer over cells a former one wrote (a new context) finds their classes unknown.
        // (Only those present: removing an absent class still rewrites the attribute and restyles.)
        if (before === null)
          for (const name of Object.values(classes.colour))
            if (cell.classList.contains(name)) cell.classList.remove(name);
        if (before === null || before.colour !== view.colour) {
          // One change of the class attribute where there are two colours (a sort changes most).
          if (before?.colour && view.colour) {
            const colour = classes.colour[view.colour];
            if (!cell.classList.replace(classes.colour[before.colour], colour)) cell.classList.add(colour);
          } else if (before?.colour) cell.classList.remove(classes.colour[before.colour]);
          else if (view.colour) cell.classList.add(classes.colour[view.colour]);
        }
        if (before !== null && before.text === view.text) continue;
        if (column.link) writeLink(cell, view.text);
        else {
          writeText(cell, view.text);
          const wide = mayOverflow(view.text, column.width);
          if (wide !== (cell.dataset.wide !== undefined)) {
            if (wide) cell.dataset.wide = '';
            else delete cell.dataset.wide;
          }
        }
        if (column.order) {
          if (view.value !== null) cell.dataset.price = String(view.value);
          else delete cell.dataset.price;
        }
        if (flashChanges && before !== null && view.text !== '') {
          const down = before.value !== null && view.value !== null && view.value < before.value;
          flash(cell, down ? classes.flashDown : classes.flashUp);
        }
      }
    },
  };
}

/**
 * Replaces the cell's text with a new text node: `textContent` removes the one it has and adds a
 * new one (in Blink as in the DOM standard), in one call where reading the child and replacing it
 * took five. (Setting the data of the node it has is Blink's partial text update, which lays the
 * cell out again in about twice the time of a new node when a sort rewrites every cell on screen.)
 */
function writeText(cell: HTMLElement, text: string): void {
  cell.textContent = text;
}
