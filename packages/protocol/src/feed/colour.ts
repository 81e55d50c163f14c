import type { PriceColour } from '@sen/market';
import { z } from 'zod';

/** Colour letter of a price on the wire (market's `PriceColour`: c, f, r, i, d, e). */
export const colourClassSchema = z.enum(['c', 'f', 'r', 'i', 'd', 'e']) satisfies z.ZodType<PriceColour>;
export type ColourClass = PriceColour;
