import { marketCodeOf } from '@sen/market';
import type { ForeignFlow, Quote } from '../canonical/quote.ts';
import * as u from './legacy-units.ts';

/** A quote's price and volume writers in legacy units (by its kind, and its board for volumes). */
export function legacyWriters(quote: Pick<Quote, 'kind' | 'boardId'>): {
  price(value: number | null): number;
  volume(value: number): number;
} {
  return {
    price: (value) => (value === null ? 0 : u.canonicalPriceToLegacy(value, quote.kind)),
    volume: (value) => u.canonicalVolumeToLegacy(value, quote.kind, quote.boardId),
  };
}

/**
 * The leading fields that board records and lowercase-depth rows write alike, in the wire's order
 * (`sym, mc, c, f, r, lastPrice ... openPrice, lot`), prices and volumes as numbers.
 */
export function legacyQuoteHead(quote: Quote) {
  const { price: p, volume: v } = legacyWriters(quote);
  return {
    sym: quote.symbol,
    mc: marketCodeOf(quote.market),
    c: p(quote.ceiling),
    f: p(quote.floor),
    r: p(quote.ref),
    lastPrice: p(quote.last),
    lastVolume: v(quote.lastVolume),
    change: p(quote.change),
    changePc: quote.changePct,
    highPrice: p(quote.high),
    lowPrice: p(quote.low),
    avePrice: p(quote.avg),
    openPrice: p(quote.open),
    lot: v(quote.totalVolume),
  };
}

/** The foreign fields of a legacy row or record as read (volumes already numbers). */
export interface LegacyForeignFields {
  fBVol?: number | undefined;
  fSVolume?: number | undefined;
  fBValue?: number | undefined;
  fSValue?: number | undefined;
  fRoom?: number | null | undefined;
}

/** Foreign flow of a legacy row: volumes by `volume` (kind and board), values thousand VND, room shares. */
export function foreignOfLegacy(row: LegacyForeignFields, volume: (value: number) => number): ForeignFlow {
  return {
    buyVolume: volume(row.fBVol ?? 0),
    sellVolume: volume(row.fSVolume ?? 0),
    buyValue: u.thousandVndToVnd(row.fBValue ?? 0),
    sellValue: u.thousandVndToVnd(row.fSValue ?? 0),
    room: roundedOrNull(row.fRoom),
  };
}

/** A whole number, or null when absent (open interest, foreign room). */
export function roundedOrNull(value: number | null | undefined): number | null {
  return value === undefined || value === null ? null : Math.round(value);
}
