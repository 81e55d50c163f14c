// Columns of the covered-warrant and derivatives boards, around the standard ones.
import { formatDate, formatInteger } from '@sen/market';
import { breakevenOf, colourOf } from '@sen/protocol';
import { EMPTY_CELL, integerCell, priceCell } from './cell-view';
import {
  askColumns,
  bandColumns,
  bidColumns,
  dayPriceColumns,
  matchColumns,
  symbolColumn,
  totalVolumeColumn,
  type Column,
} from './columns';
import { adjustedTermsOf, warrantAnalyticsColumns } from './warrant-analytics-columns';

const text = (value: string | undefined) => (value ? { text: value, value: null, colour: null } : EMPTY_CELL);

/** A column of one of a warrant's dates (its last trading day, its maturity). */
const warrantDate = (id: 'expiry' | 'maturity', date: 'lastTradingDate' | 'maturityDate'): Column => ({
  id,
  label: id,
  group: 'none',
  width: 70,
  view: (q, ctx) => {
    const day = ctx.warrants?.get(q.symbol)?.[date];
    return day ? { text: formatDate(day, ctx.language), value: Date.parse(day), colour: null } : EMPTY_CELL;
  },
});

const warrantTerms: Column[] = [
  {
    id: 'issuer',
    label: 'issuer',
    group: 'none',
    width: 58,
    sortText: true,
    view: (q, ctx) => text(ctx.warrants?.get(q.symbol)?.issuer),
  },
  warrantDate('expiry', 'lastTradingDate'),
  warrantDate('maturity', 'maturityDate'),
];

const underlyingColumns: Column[] = [
  {
    id: 'underlying',
    label: 'underlying',
    group: 'underlying',
    width: 48,
    sortText: true,
    view: (q, ctx) => text(ctx.warrants?.get(q.symbol)?.underlying),
  },
  {
    id: 'underlyingPrice',
    label: 'underlyingPrice',
    group: 'underlying',
    width: 52,
    view: (q, ctx, related) => (related ? priceCell(related, related.last ?? related.ref, ctx) : EMPTY_CELL),
  },
  {
    id: 'exercisePrice',
    label: 'exercisePrice',
    group: 'none',
    width: 52,
    view: (q, ctx) => {
      const terms = ctx.warrants?.get(q.symbol);
      return terms ? { ...priceCell(q, terms.exercisePrice, ctx), colour: null } : EMPTY_CELL;
    },
  },
  {
    id: 'ratio',
    label: 'ratio',
    group: 'none',
    width: 48,
    view: (q, ctx) => {
      const ratio = ctx.warrants?.get(q.symbol)?.ratio;
      return ratio ? { text: `${formatInteger(ratio)}:1`, value: ratio, colour: null } : EMPTY_CELL;
    },
  },
  {
    id: 'breakeven',
    label: 'breakeven',
    group: 'none',
    width: 56,
    view: (q, ctx, related) => {
      const terms = adjustedTermsOf(q.symbol, ctx);
      if (!terms) return EMPTY_CELL;
      const price = breakevenOf(terms.exercisePrice, q.last ?? q.ref, terms.ratio);
      return { ...priceCell(q, price, ctx), colour: related ? colourOf(related, price) : null };
    },
  },
];

/** Covered warrants: terms, the warrant's book and match, then its underlying and break-even. */
export function warrantColumns(): Column[] {
  return [
    // Warrant symbols have eight characters (CFPT2601): wider than a share's three.
    { ...symbolColumn, width: 72 },
    ...warrantTerms,
    ...bandColumns,
    ...bidColumns,
    ...matchColumns,
    ...askColumns,
    totalVolumeColumn,
    ...underlyingColumns,
    ...warrantAnalyticsColumns,
  ];
}

const futuresTerms: Column[] = [
  {
    id: 'maturity',
    label: 'maturity',
    group: 'none',
    width: 72,
    view: (q, ctx) =>
      q.maturity
        ? { text: formatDate(q.maturity, ctx.language), value: Date.parse(q.maturity), colour: null }
        : EMPTY_CELL,
  },
  {
    id: 'openInterest',
    label: 'openInterest',
    group: 'none',
    width: 60,
    view: (q) => integerCell(q.openInterest),
  },
];

/** Futures: maturity and open interest, band, book and match in points and contracts, high and low. */
export function derivativeColumns(): Column[] {
  return [
    { ...symbolColumn, width: 74 },
    ...futuresTerms,
    ...bandColumns,
    ...bidColumns,
    ...matchColumns,
    ...askColumns,
    totalVolumeColumn,
    ...dayPriceColumns.slice(0, 2),
  ];
}
