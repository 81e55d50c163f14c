import type { InstrumentKind } from '@sen/market';
import type { DepthLevel } from '../canonical/depth.ts';
import type { Quote } from '../canonical/quote.ts';
import { colourOf } from '../canonical/quote-colours.ts';
import {
  canonicalPriceToLegacy,
  canonicalVolumeToLegacy,
  legacyPriceToCanonical,
  legacyVolumeToCanonical,
} from './legacy-units.ts';
import type { PipeLevel } from './pipe-depth.ts';

type Band = Pick<Quote, 'ref' | 'ceiling' | 'floor'>;

/** Canonical levels to `count` legacy levels (feed units of the board, colours derived), padded with empty ones. */
export function levelsToLegacy(
  levels: readonly DepthLevel[],
  band: Band,
  kind: InstrumentKind,
  count: number,
  boardId?: string,
): PipeLevel[] {
  const out: PipeLevel[] = [];
  for (let index = 0; index < count; index += 1) {
    const level = levels[index];
    if (level === undefined) {
      out.push({ price: null, volume: 0, colour: 'e' });
    } else {
      out.push({
        price: typeof level.price === 'string' ? level.price : canonicalPriceToLegacy(level.price, kind),
        volume: canonicalVolumeToLegacy(level.volume, kind, boardId),
        colour: colourOf(band, level.price),
      });
    }
  }
  return out;
}

/** Legacy levels to canonical ones, best first; empty levels (price 0) are dropped. */
export function legacyToLevels(
  levels: readonly PipeLevel[],
  kind: InstrumentKind,
  boardId?: string,
): DepthLevel[] {
  const out: DepthLevel[] = [];
  for (const level of levels) {
    if (level.price === null) continue;
    out.push({
      price: typeof level.price === 'string' ? level.price : legacyPriceToCanonical(level.price, kind),
      volume: legacyVolumeToCanonical(level.volume, kind, boardId),
    });
  }
  return out;
}

/** Applies the sign of `last - ref` to an unsigned feed change (datafeed-conventions: changePc is unsigned). */
export function signFromPrices(value: number, last: number | null, ref: number): number {
  if (value === 0) return 0;
  if (last === null || last === ref) return value;
  return last > ref ? Math.abs(value) : -Math.abs(value);
}
