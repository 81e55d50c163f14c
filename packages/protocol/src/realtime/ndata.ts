import type { InstrumentKind } from '@sen/market';
import type { DepthLevel } from '../canonical/depth.ts';
import { MAX_DEPTH_LEVELS } from '../canonical/depth.ts';
import * as u from '../feed/legacy-units.ts';
import type { ParseResult } from '../parse-result.ts';

/** Separator of the `ndata` pairs: the literal text "SOH" (datafeed-conventions, 10-level depth). */
export const NDATA_SEPARATOR = 'SOH';
const PAIR = /^(\d+(?:\.\d+)?|ATO|ATC):(\d+(?:\.\d+)?)$/;

/**
 * Parses `ndata` (`"25.30:120SOH25.20:40"`, legacy units) into canonical levels, best first. One
 * trailing separator (`"25.30:120SOH25.20:40SOH"`, as the family's samples end) is accepted.
 */
export function parseNdata(text: unknown, kind: InstrumentKind): ParseResult<DepthLevel[]> {
  if (typeof text !== 'string' || text.length > 1024)
    return { ok: false, error: 'ndata must be a short string' };
  const body = text.endsWith(NDATA_SEPARATOR) ? text.slice(0, -NDATA_SEPARATOR.length) : text;
  if (body === '') return { ok: true, value: [] };
  const pairs = body.split(NDATA_SEPARATOR);
  if (pairs.length > MAX_DEPTH_LEVELS)
    return { ok: false, error: `ndata has more than ${MAX_DEPTH_LEVELS} levels` };
  const levels: DepthLevel[] = [];
  for (const [index, pair] of pairs.entries()) {
    const m = PAIR.exec(pair);
    if (!m) return { ok: false, error: `ndata pair "${pair.slice(0, 32)}" must be price:volume` };
    const [priceText, volumeText] = [m[1] as string, m[2] as string];
    if ((priceText === 'ATO' || priceText === 'ATC') && index > 0)
      return { ok: false, error: `${priceText} only on level 1` };
    const price =
      priceText === 'ATO' || priceText === 'ATC'
        ? priceText
        : u.legacyPriceToCanonical(Number(priceText), kind);
    if (price === 0) continue;
    levels.push({ price, volume: u.legacyVolumeToCanonical(Number(volumeText), kind) });
  }
  return { ok: true, value: levels };
}

/** Writes canonical levels as `ndata` in legacy units. */
export function formatNdata(levels: readonly DepthLevel[], kind: InstrumentKind): string {
  return levels
    .map((level) => {
      const price =
        typeof level.price === 'string' ? level.price : String(u.canonicalPriceToLegacy(level.price, kind));
      return `${price}:${u.canonicalVolumeToLegacy(level.volume, kind)}`;
    })
    .join(NDATA_SEPARATOR);
}

/** `ndata` as the family's clients read it: every pair followed by the separator (they drop the last item). */
export function withTrailingSeparator(ndata: string): string {
  return ndata === '' || ndata.endsWith(NDATA_SEPARATOR) ? ndata : `${ndata}${NDATA_SEPARATOR}`;
}
