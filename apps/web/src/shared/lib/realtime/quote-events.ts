// Applies one realtime event (already in canonical units) to a quote: a pure function, so the
// same stream always gives the same board (and the same order ticket). Returns the same object
// when nothing changed.
import { tradeMovesQuote } from '@sen/market';
import type { ForeignFlow, PublicEvent, Quote } from '@sen/protocol';

type QuoteEvent = Extract<PublicEvent, { type: 'trade' | 'depth' | 'foreign' }>;

/** Whether an event moves a quote (a match, a side's best levels, foreign figures). */
export const isQuoteEvent = (event: PublicEvent): event is QuoteEvent =>
  event.type === 'trade' || event.type === 'depth' || event.type === 'foreign';

function applyForeign(quote: Quote, foreign: Pick<ForeignFlow, 'buyVolume' | 'sellVolume' | 'room'>): Quote {
  return {
    ...quote,
    foreign: {
      ...quote.foreign,
      buyVolume: foreign.buyVolume,
      sellVolume: foreign.sellVolume,
      room: foreign.room ?? quote.foreign.room,
    },
  };
}

/** The quote after one event; events of another symbol leave it unchanged. */
export function applyEvent(quote: Quote, event: QuoteEvent): Quote {
  switch (event.type) {
    case 'trade':
      return event.trade.symbol === quote.symbol ? tradeMovesQuote(quote, event.trade) : quote;
    case 'depth':
      if (event.depth.symbol !== quote.symbol || event.levels !== 3) return quote;
      return event.depth.side === 'B'
        ? { ...quote, bids: event.depth.levels }
        : { ...quote, asks: event.depth.levels };
    case 'foreign':
      return event.symbol === quote.symbol ? applyForeign(quote, event.foreign) : quote;
  }
}

/** Symbol an event is about, for routing to its row. */
export function symbolOfEvent(event: QuoteEvent): string {
  switch (event.type) {
    case 'trade':
      return event.trade.symbol;
    case 'depth':
      return event.depth.symbol;
    case 'foreign':
      return event.symbol;
  }
}

export type { QuoteEvent };
