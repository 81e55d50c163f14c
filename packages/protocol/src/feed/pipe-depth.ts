import * as z from '../zod-mini.ts';
import { colourClassSchema, type ColourClass } from './colour.ts';
import { fixed, wireAmount } from './wire-primitives.ts';
import type { ParseResult } from '../parse-result.ts';

/** Words a level-1 price may read during a call auction. */
export type AuctionWord = 'ATO' | 'ATC';

/** One depth level of the older feed row, in feed units (thousand VND, lots of 10). */
export interface PipeLevel {
  /** Price in thousand VND, an auction word on level 1, or null for an empty level (price 0). */
  price: number | AuctionWord | null;
  volume: number;
  colour: ColourClass;
}

/** Longest accepted pipe string (a level is ~20 characters). */
const MAX_PIPE_LENGTH = 64;
const pricePart = z.union([z.enum(['ATO', 'ATC']), wireAmount]);

/**
 * Parses `"price|volume|colour"`: `"67.20|305|d"`, `"ATO|120|e"`; price 0 is an empty level.
 * An empty colour part reads as 'e' (the family writes `"0|0|"` for some empty levels).
 */
export function parsePipeLevel(text: unknown, level = 1): ParseResult<PipeLevel> {
  if (typeof text !== 'string') return { ok: false, error: 'depth level must be a string' };
  if (text.length > MAX_PIPE_LENGTH) return { ok: false, error: 'depth level too long' };
  const parts = text.split('|');
  if (parts.length !== 3) return { ok: false, error: `depth level "${text}" must be price|volume|colour` };
  const [priceText, volumeText, colourText] = parts as [string, string, string];
  const price = pricePart.safeParse(priceText);
  if (!price.success) return { ok: false, error: `bad price in depth level "${text}"` };
  if (typeof price.data === 'string' && level !== 1)
    return { ok: false, error: `${price.data} only on level 1` };
  const volume = wireAmount.safeParse(volumeText);
  if (!volume.success) return { ok: false, error: `bad volume in depth level "${text}"` };
  const colour = colourClassSchema.safeParse(colourText === '' ? 'e' : colourText);
  if (!colour.success) return { ok: false, error: `bad colour in depth level "${text}"` };
  const empty = price.data === 0;
  if (empty && volume.data !== 0) return { ok: false, error: `empty level "${text}" has a volume` };
  return { ok: true, value: { price: empty ? null : price.data, volume: volume.data, colour: colour.data } };
}

/** Writes a level as the feed does: `formatPipeLevel({price: 67.2, volume: 305, colour: 'd'}) === '67.20|305|d'`. */
export function formatPipeLevel(level: PipeLevel): string {
  const price =
    level.price === null ? '0' : typeof level.price === 'string' ? level.price : fixed(level.price, 2);
  return `${price}|${level.price === null ? 0 : level.volume}|${level.colour}`;
}

/** Remaining buy and sell volume of g7, feed units. */
export interface DemandSupply {
  demand: number;
  supply: number;
}

/** Parses g7 `"demand|supply"` (a trailing colour part, as in `"0|0|e"`, is tolerated). */
export function parseDemandSupply(text: unknown): ParseResult<DemandSupply> {
  if (typeof text !== 'string' || text.length > MAX_PIPE_LENGTH)
    return { ok: false, error: 'g7 must be a short string' };
  const parts = text.split('|');
  if (parts.length !== 2 && parts.length !== 3)
    return { ok: false, error: `g7 "${text}" must be demand|supply` };
  const demand = wireAmount.safeParse(parts[0]);
  const supply = wireAmount.safeParse(parts[1]);
  if (!demand.success || !supply.success) return { ok: false, error: `bad volume in g7 "${text}"` };
  return { ok: true, value: { demand: demand.data, supply: supply.data } };
}

/** Writes g7: `formatDemandSupply({demand: 10, supply: 0}) === '10|0'`. */
export function formatDemandSupply(value: DemandSupply): string {
  return `${value.demand}|${value.supply}`;
}

/** A zod schema reading one pipe level (for records whose g-fields are pipe strings). */
export function pipeLevelSchema(level: number) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx): PipeLevel => {
      const parsed = parsePipeLevel(text, level);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.error, input: text });
      return z.NEVER;
    }),
  );
}

/** A zod schema reading g7. */
export const demandSupplySchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): DemandSupply => {
    const parsed = parseDemandSupply(text);
    if (parsed.ok) return parsed.value;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: text });
    return z.NEVER;
  }),
);
