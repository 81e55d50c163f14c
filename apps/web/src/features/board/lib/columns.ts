// Columns of the quote boards (spec §2): each reads its cell from a quote, sorts by a number or
// text, and may start an order on double-click (BUY on bid and match prices, SELL on ask prices).
import type { Quote } from '@sen/protocol';
import type texts from '../i18n/vi';
import { colourOf } from '@sen/protocol';
import {
  changeCell,
  EMPTY_CELL,
  integerCell,
  levelPriceCell,
  levelVolumeCell,
  priceCell,
  positiveValue,
  volumeCell,
  type CellContext,
  type CellView,
} from './cell-view';

type ColumnGroup = 'bid' | 'match' | 'ask' | 'foreign' | 'price' | 'underlying' | 'none';
type OrderSideOfCell = 'BUY' | 'SELL';

export interface Column {
  id: string;
  /** Key in the board namespace's `columns` texts. */
  label: keyof typeof texts.columns;
  group: ColumnGroup;
  /** Minimum width in px; extra width is shared in proportion. */
  width: number;
  /** `related` is the quote of the row's related symbol (a warrant's underlying), when the board has one. */
  view(quote: Quote, ctx: CellContext, related?: Quote): CellView;
  /** Sorting reads the cell's number, or the symbol text. */
  sortText?: boolean;
  /**
   * The cell's number (`view(...).value`) without formatting its text: a sort reads it for every
   * row of the board (several hundred), where only the rows on screen need their texts.
   */
  sortValue?(quote: Quote, ctx: CellContext, related?: Quote): number | null;
  order?: OrderSideOfCell;
  /** The symbol cell links to the stock detail page. */
  link?: boolean;
}

const level = (side: 'bids' | 'asks', index: number) => (quote: Quote) => quote[side][index];

function depthColumns(side: 'bids' | 'asks', indexes: number[]): Column[] {
  const group = side === 'bids' ? 'bid' : 'ask';
  return indexes.flatMap((index): Column[] => [
    {
      id: `${group}Price${index + 1}`,
      label: `price${index + 1}` as 'price1',
      group,
      width: 46,
      view: (q, ctx) => levelPriceCell(q, level(side, index)(q), ctx),
      sortValue: (q) => {
        const price = level(side, index)(q)?.price;
        return typeof price === 'number' ? positiveValue(price) : null;
      },
      order: side === 'bids' ? 'BUY' : 'SELL',
    },
    {
      id: `${group}Volume${index + 1}`,
      label: `volume${index + 1}` as 'volume1',
      group,
      width: 56,
      view: (q, ctx) => levelVolumeCell(q, level(side, index)(q), ctx),
      sortValue: (q) => positiveValue(level(side, index)(q)?.volume ?? null),
    },
  ]);
}

const lastColour = (q: Quote) => colourOf(q, q.last);

export const symbolColumn: Column = {
  id: 'symbol',
  label: 'symbol',
  group: 'none',
  width: 62,
  sortText: true,
  link: true,
  view: (q) => ({ text: q.symbol, value: null, colour: q.last === null ? 'e' : lastColour(q) }),
};

export const bandColumns: Column[] = [
  {
    id: 'ceiling',
    label: 'ceiling',
    group: 'none',
    width: 46,
    view: (q, ctx) => ({ ...priceCell(q, q.ceiling, ctx), colour: 'c' }),
    sortValue: (q) => positiveValue(q.ceiling),
  },
  {
    id: 'floor',
    label: 'floor',
    group: 'none',
    width: 46,
    view: (q, ctx) => ({ ...priceCell(q, q.floor, ctx), colour: 'f' }),
    sortValue: (q) => positiveValue(q.floor),
  },
  {
    id: 'ref',
    label: 'ref',
    group: 'none',
    width: 46,
    view: (q, ctx) => ({ ...priceCell(q, q.ref, ctx), colour: 'r' }),
    sortValue: (q) => positiveValue(q.ref),
  },
];

export const bidColumns = depthColumns('bids', [2, 1, 0]);
export const askColumns = depthColumns('asks', [0, 1, 2]);

export const matchColumns: Column[] = [
  {
    id: 'lastPrice',
    label: 'price',
    group: 'match',
    width: 50,
    view: (q, ctx) => priceCell(q, q.last, ctx),
    sortValue: (q) => positiveValue(q.last),
    order: 'BUY',
  },
  {
    id: 'lastVolume',
    label: 'volume',
    group: 'match',
    width: 56,
    view: (q, ctx) => (q.last === null ? EMPTY_CELL : volumeCell(q.lastVolume, lastColour(q), ctx)),
    sortValue: (q) => (q.last === null ? null : positiveValue(q.lastVolume)),
  },
  { id: 'change', label: 'change', group: 'match', width: 54, view: changeCell },
];

export const totalVolumeColumn: Column = {
  id: 'totalVolume',
  label: 'totalVolume',
  group: 'none',
  width: 76,
  view: (q, ctx) => volumeCell(q.totalVolume, null, ctx),
  sortValue: (q) => positiveValue(q.totalVolume),
};

/** The day's high, low or average price: a price cell coloured against the reference. */
const dayPriceColumn = (id: 'high' | 'low' | 'avg'): Column => ({
  id,
  label: id,
  group: 'price',
  width: 46,
  view: (q, ctx) => priceCell(q, q[id], ctx),
  sortValue: (q) => positiveValue(q[id]),
});

export const dayPriceColumns: Column[] = [
  dayPriceColumn('high'),
  dayPriceColumn('low'),
  dayPriceColumn('avg'),
];

const foreignFlowColumns: Column[] = [
  {
    id: 'foreignBuy',
    label: 'foreignBuy',
    group: 'foreign',
    width: 64,
    view: (q, ctx) => volumeCell(q.foreign.buyVolume, null, ctx),
    sortValue: (q) => positiveValue(q.foreign.buyVolume),
  },
  {
    id: 'foreignSell',
    label: 'foreignSell',
    group: 'foreign',
    width: 64,
    view: (q, ctx) => volumeCell(q.foreign.sellVolume, null, ctx),
    sortValue: (q) => positiveValue(q.foreign.sellVolume),
  },
];
const foreignRoomColumns: Column[] = [
  {
    id: 'foreignRoom',
    label: 'foreignRoom',
    group: 'foreign',
    width: 96,
    view: (q) => integerCell(q.foreign.room),
    sortValue: (q) => positiveValue(q.foreign.room),
  },
];

/** The standard board: symbol, band, bids 3..1, match, asks 1..3, total, high/low/avg, foreign. */
export function standardColumns(ctx: CellContext): Column[] {
  return [
    symbolColumn,
    ...bandColumns,
    ...bidColumns,
    ...matchColumns,
    ...askColumns,
    totalVolumeColumn,
    ...dayPriceColumns,
    ...(ctx.foreignMode === 'room' ? foreignRoomColumns : foreignFlowColumns),
  ];
}

/** The compact board of phones: symbol, last price, change and total volume (a tap shows the depth). */
export function compactColumns(): Column[] {
  return [symbolColumn, matchColumns[0]!, matchColumns[2]!, totalVolumeColumn];
}

/** Odd lots carry no foreign flow and no day prices: symbol, band, depth, match, total. */
export function oddLotColumns(): Column[] {
  return [symbolColumn, ...bandColumns, ...bidColumns, ...matchColumns, ...askColumns, totalVolumeColumn];
}

/** CSS grid template of a set of columns (the header's two rows, whose groups span columns). */
export function gridTemplate(columns: readonly Column[]): string {
  return columns.map((column) => `minmax(${column.width}px, ${column.width}fr)`).join(' ');
}

/**
 * Each column's share of a row's width, in percent: the width of its track in the header's grid,
 * as the rows are never narrower than the columns' widths added up (so each `minmax(w px, w fr)`
 * track is w / total of the row). A row is a flex line of cells this wide, not a grid: a sort
 * rewrites every cell on screen, and a grid's placement and track sizing took about half as long
 * again as the cells' own layout (docs/performance.md, "Sort under the stream").
 */
export function cellWidths(columns: readonly Column[]): string[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => `${Number(((column.width / total) * 100).toFixed(4))}%`);
}
