// The corporate actions of the generated company data that move a stock's reference on their
// ex-date: cash dividends, stock dividends and rights issues (AGMs do not).
import { corporateEvents } from '../company/events.ts';
import type { CorporateEvent } from '../company/types.ts';
import { Rng } from '../reference/rng.ts';
import type { ReferenceData } from '../reference/types.ts';
import type { PriceAction } from './past-types.ts';

/** 'a:b' as b / a, e.g. '100:10' -> 0.1 (stock dividend), '2:1' -> 0.5 (one new share per two held). */
function ratioOf(text: string): number {
  const [held, got] = text.split(':').map(Number);
  return held && got && held > 0 ? got / held : 0;
}

/** The price actions among a stock's corporate events. */
export function priceActionsOf(events: readonly CorporateEvent[]): PriceAction[] {
  const actions: PriceAction[] = [];
  for (const event of events) {
    if (event.kind === 'cash-dividend') actions.push({ exDate: event.exDate, cash: event.perShare });
    else if (event.kind === 'stock-dividend')
      actions.push({ exDate: event.exDate, stockRatio: ratioOf(event.ratio) });
    else if (event.kind === 'rights-issue')
      actions.push({ exDate: event.exDate, rightsRatio: ratioOf(event.ratio), rightsPrice: event.price });
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
    return priceActionsOf(corporateEvents(new Rng(seed, `${symbol}/events/${asOf}`), stock, asOf));
  };
}
