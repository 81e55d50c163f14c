import * as z from '../zod-mini.ts';
import { priceSchema, sideSchema, symbolSchema, volumeSchema } from './primitives.ts';

/** Most depth levels a side carries (the 10-level book); the board shows 3. */
export const MAX_DEPTH_LEVELS = 10;

/** One price level: a canonical price, or the auction word ATO/ATC on level 1, and its volume. */
export const depthLevelSchema = z.object({
  price: z.union([priceSchema, z.enum(['ATO', 'ATC'])]),
  volume: volumeSchema,
});
export type DepthLevel = z.output<typeof depthLevelSchema>;

/** Non-empty levels of one side, best first (empty feed levels are dropped). */
export const depthLevelsSchema = z.array(depthLevelSchema).check(
  z.maxLength(MAX_DEPTH_LEVELS),
  z.refine(
    (levels: DepthLevel[]) => levels.every((level, index) => index === 0 || typeof level.price === 'number'),
    { message: 'ATO/ATC may only be the price of level 1' },
  ),
);

/** Depth of one side of one symbol (realtime 3210/3211/6210 and the 10-level snapshot). */
export const depthSideSchema = z.object({
  symbol: symbolSchema,
  side: sideSchema,
  levels: depthLevelsSchema,
  /** Total volume resting on that side, when the source gives it. */
  totalVolume: z.nullable(volumeSchema),
});
export type DepthSide = z.output<typeof depthSideSchema>;
