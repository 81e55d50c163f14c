import { INSTRUMENT_KINDS, MARKET_IDS, type InstrumentKind, type MarketId } from '@sen/market';
import * as z from '../zod-mini.ts';

/** Markets of the canonical model (market's `MARKET_IDS`). */
export const marketIdSchema = z.enum(MARKET_IDS as readonly MarketId[] as [MarketId, ...MarketId[]]);
/** Instrument kinds of the canonical model (market's `INSTRUMENT_KINDS`). */
export const instrumentKindSchema = z.enum(
  INSTRUMENT_KINDS as readonly InstrumentKind[] as [InstrumentKind, ...InstrumentKind[]],
);
/** A symbol code: capital letters and digits. */
export const symbolSchema = z
  .string()
  .check(z.regex(/^[A-Z0-9]{1,20}$/, 'symbol must be 1-20 capital letters or digits'));
/** A canonical price: VND integer (index points x 100 for futures). */
export const priceSchema = z.int().check(z.nonnegative());
/** A canonical volume: shares or contracts. */
export const volumeSchema = z.int().check(z.nonnegative());
/** Money in VND integers. */
export const moneySchema = z.int().check(z.nonnegative());
/** A market time inside a day, `HH:MM:SS`. */
export const timeOfDaySchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/, 'expected HH:MM:SS'));
/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();
/** Order or trade side. */
export const sideSchema = z.enum(['B', 'S']);
export type Side = z.output<typeof sideSchema>;
