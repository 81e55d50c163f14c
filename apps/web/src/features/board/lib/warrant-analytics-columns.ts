// The covered-warrant board's analytics columns (issue 24 item 3): premium %, gearing, moneyness and
// trading days to maturity, each from @sen/market's formulas over the warrant's and its underlying's
// live prices (last, else reference) and the warrant's terms ADJUSTED after its underlying's
// corporate actions (served by the server, `/info/warrantTerms.pt`), sortable by the number behind
// the cell. Days count from the server's market date and skip weekends and the exchange's holidays.
import {
  formatGearing,
  formatInteger,
  formatPercent,
  warrantAnalytics,
  warrantDaysToMaturity,
  type Moneyness,
  type WarrantAnalytics,
  type WarrantTerms,
} from '@sen/market';
import type { Quote } from '@sen/protocol';
import { EMPTY_CELL, type CellContext, type CellView } from './cell-view';
import type { Column } from './columns';

/** A warrant's terms after its underlying's corporate actions; undefined until they are loaded. */
export function adjustedTermsOf(symbol: string, ctx: CellContext): WarrantTerms | undefined {
  const adjusted = ctx.adjustedTerms?.get(symbol);
  return adjusted && { exercisePrice: adjusted.adjustedExercisePrice, ratio: adjusted.adjustedRatio };
}

/** The analytics of a warrant row, or undefined without adjusted terms or prices. */
function analyticsOf(q: Quote, ctx: CellContext, related?: Quote): WarrantAnalytics | undefined {
  const terms = adjustedTermsOf(q.symbol, ctx);
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
    width: 76,
    view: (q, ctx) => {
      const terms = ctx.warrants?.get(q.symbol);
      if (!terms || !ctx.marketDate) return EMPTY_CELL;
      const days = warrantDaysToMaturity(ctx.marketDate, terms).trading;
      return { text: formatInteger(days), value: days, colour: null };
    },
  },
];
