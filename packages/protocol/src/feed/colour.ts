import type { PriceColour } from '@sen/market';
import * as z from '../zod-mini.ts';

/** Colour letter of a price on the wire (market's `PriceColour`: c, f, r, i, d, e). */
export const colourClassSchema = z.enum(['c', 'f', 'r', 'i', 'd', 'e']) satisfies z.ZodMiniType<PriceColour>;
export type ColourClass = PriceColour;
