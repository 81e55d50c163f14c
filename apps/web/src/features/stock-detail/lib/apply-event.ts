// Moves a quote with one realtime event of its symbol: a matched trade (3220) sets the last
// price, volumes and the day's range; a foreign update (3250) its foreign figures. Projected
// auction prices (3223) are not trades and leave the quote as it is.
import type { PublicEvent, Quote } from '@sen/protocol';

export function applyEvent(quote: Quote, event: PublicEvent): Quote {
  if (event.type === 'trade') {
    const { trade } = event;
    if (trade.symbol !== quote.symbol || trade.projected || event.boardId === 'G4') return quote;
    return {
      ...quote,
      last: trade.price,
      lastVolume: trade.volume,
      change: trade.change,
      changePct: trade.changePct,
      totalVolume: trade.totalVolume,
      high: trade.high > 0 ? trade.high : quote.high,
      low: trade.low > 0 ? trade.low : quote.low,
      avg: trade.avg > 0 ? trade.avg : quote.avg,
      open: quote.open ?? trade.price,
    };
  }
  if (event.type === 'foreign' && event.symbol === quote.symbol) {
    return { ...quote, foreign: { ...quote.foreign, ...event.foreign } };
  }
  return quote;
}
