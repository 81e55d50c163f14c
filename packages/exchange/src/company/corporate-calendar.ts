// The corporate-action calendar of the live market (issue 18): every stock's generated events (the
// ones `/stockEvents.pt` shows) and those drawn a little ahead of the first live day, as of that
// day, deterministic from the seed. The exchange asks it for the ex-date adjustments of each new
// trading day; the back office for the record, payment and listing dates.
import { ratioOfShares, type ExRightsAction } from '@sen/market';
import { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import { corporateEvents } from './events.ts';
import { nearTermEvents } from './near-events.ts';
import type { CorporateEvent } from './types.ts';

/** The events of one stock as of `asOf`: the generated ones and the near-term ones, latest ex-date first. */
export function stockEvents(seed: number, stock: StockRef, asOf: string): CorporateEvent[] {
  const events = [
    ...corporateEvents(new Rng(seed, `${stock.symbol}/events/${asOf}`), stock, asOf),
    ...nearTermEvents(new Rng(seed, `${stock.symbol}/near-events/${asOf}`), stock, asOf),
  ];
  return events.sort((a, b) => (a.exDate < b.exDate ? 1 : a.exDate > b.exDate ? -1 : 0));
}

/** What an event takes from a share on its ex-date (AGMs take nothing). */
export function exRightsActionOf(event: CorporateEvent): ExRightsAction | undefined {
  if (event.kind === 'cash-dividend') return { cash: event.perShare };
  if (event.kind === 'stock-dividend') return { stockRatio: ratioOfShares(event.ratio) };
  if (event.kind === 'rights-issue')
    return { rightsRatio: ratioOfShares(event.ratio), rightsPrice: event.price };
  return undefined;
}

/** Two actions on one ex-date as one (cash and ratios add; one rights issue a day). */
function combine(a: ExRightsAction, b: ExRightsAction): ExRightsAction {
  return {
    cash: (a.cash ?? 0) + (b.cash ?? 0),
    stockRatio: (a.stockRatio ?? 0) + (b.stockRatio ?? 0),
    rightsRatio: (a.rightsRatio ?? 0) + (b.rightsRatio ?? 0),
    rightsPrice: a.rightsPrice ?? b.rightsPrice ?? 0,
  };
}

export class CorporateCalendar {
  private readonly bySymbol = new Map<string, CorporateEvent[]>();

  /** `asOf`: the first live trading day; only events with an ex-date after it are live. */
  constructor(
    seed: number,
    readonly asOf: string,
    stocks: readonly StockRef[],
  ) {
    for (const stock of stocks) this.bySymbol.set(stock.symbol, stockEvents(seed, stock, asOf));
  }

  /** Every event of a stock (past and live), latest ex-date first. */
  eventsOf(symbol: string): readonly CorporateEvent[] {
    return this.bySymbol.get(symbol) ?? [];
  }

  /** The live events (ex-date after the first live day) of every stock, by ex-date then symbol. */
  live(): { symbol: string; event: CorporateEvent }[] {
    const out: { symbol: string; event: CorporateEvent }[] = [];
    for (const [symbol, events] of this.bySymbol)
      for (const event of events) if (event.exDate > this.asOf) out.push({ symbol, event });
    return out.sort((a, b) =>
      a.event.exDate === b.event.exDate
        ? a.symbol.localeCompare(b.symbol)
        : a.event.exDate.localeCompare(b.event.exDate),
    );
  }

  /** The ex-date adjustments of a trading day, by symbol (live events only). */
  actionsOn(date: string): Map<string, ExRightsAction> {
    const out = new Map<string, ExRightsAction>();
    if (date <= this.asOf) return out;
    for (const [symbol, events] of this.bySymbol)
      for (const event of events) {
        if (event.exDate !== date) continue;
        const action = exRightsActionOf(event);
        if (!action) continue;
        const known = out.get(symbol);
        out.set(symbol, known ? combine(known, action) : action);
      }
    return out;
  }
}
