import { priceColour, type PriceColour } from '@sen/market';
import type { DepthLevel } from './depth.ts';
import type { Quote } from './quote.ts';

/** Colour classes of every price cell of a quote row, derived with market's `priceColour`. */
export interface QuoteColours {
  ref: PriceColour;
  ceiling: PriceColour;
  floor: PriceColour;
  last: PriceColour;
  open: PriceColour;
  high: PriceColour;
  low: PriceColour;
  avg: PriceColour;
  bids: PriceColour[];
  asks: PriceColour[];
}

type Band = Pick<Quote, 'ref' | 'ceiling' | 'floor'>;

/** Colour of a price of this quote's day; auction words and empty prices are 'e'. */
export function colourOf(band: Band, price: number | DepthLevel['price'] | null): PriceColour {
  return priceColour({
    price: typeof price === 'number' ? price : null,
    ref: band.ref,
    ceiling: band.ceiling,
    floor: band.floor,
  });
}

/** Derives the colour class of each price of a quote (the feed's `cl`, g-level and bP colours). */
export function quoteColours(quote: Quote): QuoteColours {
  return {
    ref: 'r',
    ceiling: 'c',
    floor: 'f',
    last: colourOf(quote, quote.last),
    open: colourOf(quote, quote.open),
    high: colourOf(quote, quote.high),
    low: colourOf(quote, quote.low),
    avg: colourOf(quote, quote.avg),
    bids: quote.bids.map((level) => colourOf(quote, level.price)),
    asks: quote.asks.map((level) => colourOf(quote, level.price)),
  };
}
