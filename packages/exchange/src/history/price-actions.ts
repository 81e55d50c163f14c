// The corporate actions of the generated company data that move a stock's reference on their
// ex-date: cash dividends, stock dividends and rights issues (AGMs do not).
import { stockEvents } from '../company/corporate-calendar.ts';
import { ratioOfShares } from '@sen/market';
import type { CorporateEvent } from '../company/types.ts';
import type { ReferenceData } from '../reference/types.ts';
import type { PriceAction } from './past-types.ts';

/** The price actions among a stock's corporate events. */
export function priceActionsOf(events: readonly CorporateEvent[]): PriceAction[] {
  const actions: PriceAction[] = [];
  for (const event of events) {
    if (event.kind === 'cash-dividend') actions.push({ exDate: event.exDate, cash: event.perShare });
    else if (event.kind === 'stock-dividend')
      actions.push({ exDate: event.exDate, stockRatio: ratioOfShares(event.ratio) });
    else if (event.kind === 'rights-issue')
      actions.push({
        exDate: event.exDate,
        rightsRatio: ratioOfShares(event.ratio),
        rightsPrice: event.price,
      });
  }
  return actions;
}

/**
 * Price actions of every stock from the company data of `seed` as of `asOf` (the events alone, drawn
 * from the same stream `generateCompanyData` uses, so they match what `/stockEvents.pt` shows).
 */
export function companyPriceActions(
  seed: number,
  asOf: string,
  reference: ReferenceData,
): (symbol: string) => PriceAction[] {
  const stocks = new Map(reference.stocks.map((stock) => [stock.symbol, stock]));
  return (symbol) => {
    const stock = stocks.get(symbol);
    if (!stock) return [];
    return priceActionsOf(stockEvents(seed, stock, asOf));
  };
}
