// Column sorting (spec §2): the first click on a header sorts descending, the next ones alternate;
// another column starts again descending. Symbols without a value go last either way.
import type { Quote } from '@sen/protocol';
import type { CellContext } from './cell-view';
import type { Column } from './columns';

type SortDirection = 'desc' | 'asc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** The sort after a click on a column header. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/** Symbols in the order of a column; the given order when unsorted. */
export function sortSymbols(
  symbols: readonly string[],
  sort: SortState | null,
  columns: readonly Column[],
  quoteOf: (symbol: string) => Quote | undefined,
  ctx: CellContext,
  /** The quote of a row's related symbol (a warrant's underlying), for columns that read it. */
  relatedQuoteOf?: (symbol: string) => Quote | undefined,
): readonly string[] {
  const column = sort && columns.find((candidate) => candidate.id === sort.column);
  if (!sort || !column) return symbols;
  const sign = sort.direction === 'desc' ? -1 : 1;
  const keyed = symbols.map((symbol) => {
    const quote = quoteOf(symbol);
    if (!quote) return { symbol, key: null };
    const related = relatedQuoteOf?.(symbol);
    // A number column reads its number without formatting the cell's text (column.sortValue).
    if (!column.sortText && column.sortValue) return { symbol, key: column.sortValue(quote, ctx, related) };
    const view = column.view(quote, ctx, related);
    return { symbol, key: column.sortText ? view.text : view.value };
  });
  keyed.sort((a, b) => {
    if (a.key === null || a.key === '') return b.key === null || b.key === '' ? 0 : 1;
    if (b.key === null || b.key === '') return -1;
    if (typeof a.key === 'string' || typeof b.key === 'string')
      return sign * String(a.key).localeCompare(String(b.key));
    return sign * (a.key - b.key);
  });
  return keyed.map((entry) => entry.symbol);
}
