// The covered-warrant board's analytics columns (issue 24 item 3): premium %, gearing, moneyness and
// days to maturity, each from @sen/market's formulas over the warrant's and its underlying's live
// prices (last, else reference), sortable by the number behind the cell.
import {
  formatGearing,
  formatInteger,
  formatPercent,
  warrantAnalytics,
  warrantDaysToMaturity,
  type Moneyness,
  type WarrantAnalytics,
} from '@sen/market';
import type { Quote } from '@sen/protocol';
import { EMPTY_CELL, type CellContext, type CellView } from './cell-view';
import type { Column } from './columns';

/** The analytics of a warrant row, or undefined without terms or prices. */
export function analyticsOf(q: Quote, ctx: CellContext, related?: Quote): WarrantAnalytics | undefined {
  const terms = ctx.warrants?.get(q.symbol);
  if (!terms || !related) return undefined;
  return warrantAnalytics({
    exercisePrice: terms.exercisePrice,
    ratio: terms.ratio,
    price: q.last ?? q.ref,
    underlyingPrice: related.last ?? related.ref,
  });
}

const MONEYNESS_COLOUR: Record<Moneyness, CellView['colour']> = { ITM: 'i', ATM: 'r', OTM: 'd' };

export const warrantAnalyticsColumns: Column[] = [
  {
    id: 'premium',
    label: 'premium',
    group: 'none',
    width: 56,
    view: (q, ctx, related) => {
      const a = analyticsOf(q, ctx, related);
      return a ? { text: formatPercent(a.premiumPct), value: a.premiumPct, colour: null } : EMPTY_CELL;
    },
  },
  {
    id: 'gearing',
    label: 'gearing',
    group: 'none',
    width: 54,
    view: (q, ctx, related) => {
      const a = analyticsOf(q, ctx, related);
      return a ? { text: formatGearing(a.gearing), value: a.gearing, colour: null } : EMPTY_CELL;
    },
  },
  {
    id: 'moneyness',
    label: 'moneyness',
    group: 'none',
    width: 72,
    view: (q, ctx, related) => {
      const a = analyticsOf(q, ctx, related);
      if (!a) return EMPTY_CELL;
      const text = ctx.moneynessLabels?.[a.moneyness] ?? a.moneyness;
      return { text, value: a.moneynessRatio, colour: MONEYNESS_COLOUR[a.moneyness] };
    },
  },
  {
    id: 'daysToMaturity',
    label: 'daysToMaturity',
    group: 'none',
    width: 50,
    view: (q, ctx) => {
      const terms = ctx.warrants?.get(q.symbol);
      if (!terms || !ctx.marketDate) return EMPTY_CELL;
      const days = warrantDaysToMaturity(ctx.marketDate, terms).calendar;
      return { text: formatInteger(days), value: days, colour: null };
    },
  },
];
