import { feedCodeOf, marketCodeOf, marketFromCode, parseMarketId } from '@sen/market';
import * as z from '../zod-mini.ts';
import { dealValue, type DealType, type NegotiatedDeal } from '../canonical/negotiated-deal.ts';
import { priceSchema, timeOfDaySchema, volumeSchema } from '../canonical/primitives.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { colourClassSchema } from './colour.ts';
import { legacyPriceToCanonical } from './legacy-units.ts';
import { wireAmount, wireSymbol, wireTime } from './wire-primitives.ts';

const TYPE_CODES: Record<DealType, 0 | 1 | 2> = { bid: 0, ask: 1, match: 2 };
const TYPE_WORDS: Record<DealType, 'PTB' | 'PTS' | 'PTM'> = { bid: 'PTB', ask: 'PTS', match: 'PTM' };

/** Reads either type encoding: 0/1/2 (newer) or 'PTB'/'PTS'/'PTM' (older). */
export const dealTypeWireSchema = z.pipe(
  z.union([z.literal(0), z.literal(1), z.literal(2), z.enum(['PTB', 'PTS', 'PTM'])]),
  z.transform((type: 0 | 1 | 2 | 'PTB' | 'PTS' | 'PTM'): DealType =>
    type === 0 || type === 'PTB' ? 'bid' : type === 1 || type === 'PTS' ? 'ask' : 'match',
  ),
);

/** Deal value in thousand VND, 2 decimals (spec §3): `dealValueThousand(25_300, 20_000) === 506_000`. */
export function dealValueThousand(priceVnd: number, volume: number): number {
  return Math.round(((priceVnd * volume) / 1000) * 100) / 100;
}

/** Newer deal row (`/getNegotiationDeal`): price VND, volume shares, type 0/1/2, value thousand VND. */
export const negotiatedDealRowSchema = z.object({
  symbol: wireSymbol,
  marketId: z.string().check(z.refine((m: string) => parseMarketId(m) !== undefined, 'unknown marketId')),
  time: timeOfDaySchema,
  type: dealTypeWireSchema,
  price: priceSchema,
  volume: volumeSchema,
  status: z.int(),
  value: z.optional(z.number().check(z.nonnegative())),
  color: z.optional(colourClassSchema),
});
export type NegotiatedDealRow = z.input<typeof negotiatedDealRowSchema>;

/** Older deal row and realtime 9100 body: price thousand VND, volume shares, type PTB/PTS/PTM. */
export const legacyDealSchema = z.object({
  sym: wireSymbol,
  mc: z.optional(z.string().check(z.maxLength(4))),
  time: wireTime,
  type: dealTypeWireSchema,
  price: wireAmount,
  volume: z.pipe(wireAmount, z.int()),
  value: z.optional(wireAmount),
  status: z.optional(z.int()),
  color: z.optional(colourClassSchema),
});
export type LegacyDeal = z.input<typeof legacyDealSchema>;

/** Parses a newer deal row (value recomputed from price and volume). */
export function dealRowToDeal(input: unknown): ParseResult<NegotiatedDeal> {
  const parsed = parseWith(negotiatedDealRowSchema, input);
  if (!parsed.ok) return parsed;
  const r = parsed.value;
  const market = parseMarketId(r.marketId) ?? 'UPCOM';
  return {
    ok: true,
    value: {
      symbol: r.symbol,
      market,
      time: r.time,
      type: r.type,
      price: r.price,
      volume: r.volume,
      value: dealValue(r.price, r.volume),
      status: r.status,
    },
  };
}

/** Writes a deal as a newer row with its value in thousand VND. */
export function dealToDealRow(deal: NegotiatedDeal): NegotiatedDealRow {
  return {
    symbol: deal.symbol,
    marketId: feedCodeOf(deal.market),
    time: deal.time,
    type: TYPE_CODES[deal.type],
    price: deal.price,
    volume: deal.volume,
    status: deal.status,
    value: dealValueThousand(deal.price, deal.volume),
  };
}

/** Reads a parsed older deal row or 9100 body (stock units: thousand VND prices). */
export function dealOfLegacy(r: z.output<typeof legacyDealSchema>): NegotiatedDeal {
  const price = legacyPriceToCanonical(r.price, 'stock');
  return {
    symbol: r.sym,
    market: marketFromCode(r.mc),
    time: r.time,
    type: r.type,
    price,
    volume: r.volume,
    value: dealValue(price, r.volume),
    status: r.status ?? 0,
  };
}

/** Parses an older deal row or 9100 body. */
export function legacyDealToDeal(input: unknown): ParseResult<NegotiatedDeal> {
  const parsed = parseWith(legacyDealSchema, input);
  return parsed.ok ? { ok: true, value: dealOfLegacy(parsed.value) } : parsed;
}

/** Writes a deal in the older form (type word, thousand VND). */
export function dealToLegacyDeal(deal: NegotiatedDeal): LegacyDeal {
  return {
    sym: deal.symbol,
    mc: marketCodeOf(deal.market),
    time: deal.time,
    type: TYPE_WORDS[deal.type],
    price: deal.price / 1000,
    volume: deal.volume,
    value: dealValueThousand(deal.price, deal.volume),
    status: deal.status,
  };
}
