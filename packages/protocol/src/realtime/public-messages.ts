import { PHASES, type Phase } from '@sen/market';
import * as z from '../zod-mini.ts';
import { sideSchema } from '../canonical/primitives.ts';
import { colourClassSchema } from '../feed/colour.ts';
import { legacyDealSchema } from '../feed/negotiated-deal.ts';
import { olderIndexSchema } from '../feed/index-older.ts';
import { demandSupplySchema, pipeLevelSchema } from '../feed/pipe-depth.ts';
import { wireAmount, wireAmountOrZero, wireSigned, wireSymbol, wireTime } from '../feed/wire-primitives.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';

/** Socket.IO event of public messages. */
export const PUBLIC_EVENT = 'public';

/** Ids of public messages (ARCHITECTURE §5). */
export const PUBLIC_MESSAGE_IDS = {
  index: 1101,
  depth: 3210,
  foreign: 3250,
  trade: 3220,
  projectedTrade: 3223,
  depth10: 3211,
  derivativeDepth: 6210,
  derivativeTrade: 6220,
  marketStatus: 6666,
  putThrough: 9100,
} as const;

// `boardId` G4 marks odd-lot updates (absent: the main board G1).
const boardId = z.optional(z.string().check(z.maxLength(8)));
const depthBody = {
  sym: wireSymbol,
  side: sideSchema,
  boardId,
  g1: pipeLevelSchema(1),
  g2: pipeLevelSchema(2),
  g3: pipeLevelSchema(3),
  vol4: z.optional(wireAmount),
  g7: z.optional(demandSupplySchema),
};
const tradeBody = {
  sym: wireSymbol,
  boardId,
  sID: z.int().check(z.nonnegative()),
  time: wireTime,
  lastPrice: wireAmount,
  lastVol: wireAmount,
  cl: colourClassSchema,
  change: wireSigned,
  changePc: wireSigned,
  totalVol: wireAmount,
  hp: wireAmountOrZero,
  ch: z.optional(colourClassSchema),
  lp: wireAmountOrZero,
  lc: z.optional(colourClassSchema),
  ap: wireAmountOrZero,
  ca: z.optional(colourClassSchema),
  side: z.optional(z.nullable(sideSchema)),
};

/** 1101 index update (older index fields). */
export const indexMessageSchema = z.extend(olderIndexSchema, { id: z.literal(1101) });
/** 3210 depth of one side, 3 levels (bids with side B, asks with side S). */
export const depthMessageSchema = z.object({ id: z.literal(3210), ...depthBody });
/** 6210 derivative depth of one side (index points, contracts). */
export const derivativeDepthMessageSchema = z.object({ id: z.literal(6210), ...depthBody });
/** 3250 foreign trading update. */
export const foreignMessageSchema = z.object({
  id: z.literal(3250),
  symbol: wireSymbol,
  fBVol: wireAmount,
  fSVolume: wireAmount,
  fRoom: z.nullable(wireAmount),
});
/** 3220 matched trade; 3223 projected match of a call auction (same shape). */
export const tradeMessageSchema = z.object({ id: z.union([z.literal(3220), z.literal(3223)]), ...tradeBody });
/** 6220 derivative matched trade, with open interest. */
export const derivativeTradeMessageSchema = z.object({ id: z.literal(6220), ...tradeBody, oi: wireAmount });
/** 3211 10-level depth of one symbol and side: `ndata` = `price:volume` pairs separated by "SOH". */
export const depth10MessageSchema = z.object({
  id: z.literal(3211),
  sym: wireSymbol,
  side: sideSchema,
  ndata: z.string().check(z.maxLength(1024)),
});
/** 6666 market session status: market code, legacy status letter, Sen phase, market time. */
export const marketStatusMessageSchema = z.object({
  id: z.literal(6666),
  mc: z.string().check(z.maxLength(4)),
  status: z.string().check(z.maxLength(4)),
  phase: z.enum(PHASES as readonly Phase[] as [Phase, ...Phase[]]),
  time: wireTime,
  marketTime: z.iso.datetime({ offset: true }),
});
/** 9100 put-through advertisement or deal (older deal fields). */
export const putThroughMessageSchema = z.extend(legacyDealSchema, { id: z.literal(9100) });

/** Any public message body. */
export const publicMessageSchema = z.discriminatedUnion('id', [
  indexMessageSchema,
  depthMessageSchema,
  derivativeDepthMessageSchema,
  foreignMessageSchema,
  tradeMessageSchema,
  derivativeTradeMessageSchema,
  depth10MessageSchema,
  marketStatusMessageSchema,
  putThroughMessageSchema,
]);
/** A public message as written on the wire (`data` of the envelope). */
export type PublicMessage = z.input<typeof publicMessageSchema>;
/** A public message after parsing (numbers read, pipe strings split). */
export type ParsedPublicMessage = z.output<typeof publicMessageSchema>;

/** Wraps a message body as sent on `public`: `{data: {id, ...}}`. */
export function publicEnvelope<M extends PublicMessage>(message: M): { data: M } {
  return { data: message };
}

// Built once: zod compiles an object schema on first use, so a schema built per message would be
// compiled per message (milliseconds each on a busy board).
const publicEnvelopeSchema = z.pipe(
  z.object({ data: publicMessageSchema }),
  z.transform((e: { data: ParsedPublicMessage }) => e.data),
);

/** Parses a received `public` envelope (object or JSON text) into a typed message. */
export function parsePublicEnvelope(input: unknown): ParseResult<ParsedPublicMessage> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return { ok: false, error: 'public message is not JSON' };
    }
  }
  return parseWith(publicEnvelopeSchema, value);
}

export type IndexMessage = z.input<typeof indexMessageSchema>;
export type DepthMessage = z.input<typeof depthMessageSchema>;
export type DerivativeDepthMessage = z.input<typeof derivativeDepthMessageSchema>;
export type ForeignMessage = z.input<typeof foreignMessageSchema>;
export type TradeMessage = z.input<typeof tradeMessageSchema>;
export type DerivativeTradeMessage = z.input<typeof derivativeTradeMessageSchema>;
export type Depth10Message = z.input<typeof depth10MessageSchema>;
export type MarketStatusMessage = z.input<typeof marketStatusMessageSchema>;
export type PutThroughMessage = z.input<typeof putThroughMessageSchema>;
