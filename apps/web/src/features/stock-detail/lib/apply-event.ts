// Moves a quote with one realtime event of its symbol: a matched trade (3220) sets the last
// price, volumes and the day's range; a foreign update (3250) its foreign figures. Projected
// auction prices (3223) are not trades and leave the quote as it is.
import { tradeMovesQuote } from '@sen/market';
import type { PublicEvent, Quote } from '@sen/protocol';

export function applyEvent(quote: Quote, event: PublicEvent): Quote {
  if (event.type === 'trade') {
    const { trade } = event;
    if (trade.symbol !== quote.symbol || trade.projected || event.boardId === 'G4') return quote;
    return tradeMovesQuote(quote, trade);
  }
  if (event.type === 'foreign' && event.symbol === quote.symbol) {
    return { ...quote, foreign: { ...quote.foreign, ...event.foreign } };
  }
  return quote;
}
