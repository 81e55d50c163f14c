import { indexFromCode, marketFromCode } from '@sen/market';
import * as z from '../zod-mini.ts';
import { roundPoints, type IndexSnapshot } from '../canonical/index-snapshot.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { millionVndToVnd, vndToMillionVnd } from './legacy-units.ts';
import { fixed, wireAmount, wireTime } from './wire-primitives.ts';

/** The `ot` pipe string of an index: change, percent, value (million VND), advances, declines, unchanged. */
export interface IndexOt {
  change: number;
  changePct: number;
  value: number;
  advances: number;
  declines: number;
  unchanged: number;
}

const OT_PATTERN = /^(-?\d+(?:\.\d+)?)\|(-?\d+(?:\.\d+)?)%\|(\d+(?:\.\d+)?)\|(\d+)\|(\d+)\|(\d+)$/;

/** Parses `ot`: `parseIndexOt('1.76|0.19%|181461|19|7|4')` gives change 1.76, 0.19 %, 19 up, 7 down, 4 unchanged. */
export function parseIndexOt(text: unknown): ParseResult<IndexOt> {
  if (typeof text !== 'string' || text.length > 80) return { ok: false, error: 'ot must be a short string' };
  const m = OT_PATTERN.exec(text);
  if (!m) return { ok: false, error: `ot "${text}" must be change|pct%|value|up|down|unchanged` };
  const [change, pct, value, up, down, same] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    ok: true,
    value: { change, changePct: pct, value, advances: up, declines: down, unchanged: same },
  };
}

/** Writes `ot` with 2-decimal change and percent. */
export function formatIndexOt(ot: IndexOt): string {
  return `${fixed(ot.change, 2)}|${fixed(ot.changePct, 2)}%|${ot.value}|${ot.advances}|${ot.declines}|${ot.unchanged}`;
}

const otSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): IndexOt => {
    const parsed = parseIndexOt(text);
    if (parsed.ok) return parsed.value;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: text });
    return z.NEVER;
  }),
);

/** Older index record (spec §3 "Index (older)", realtime 1101 body): points, volume in shares, value in million VND. */
export const olderIndexSchema = z.object({
  mc: z.string().check(z.regex(/^\d{2,3}$/)),
  cIndex: wireAmount,
  oIndex: wireAmount,
  vol: wireAmount,
  value: wireAmount,
  time: wireTime,
  status: z.optional(z.string().check(z.maxLength(4))),
  accVol: z.optional(wireAmount),
  ot: otSchema,
});
export type OlderIndex = z.input<typeof olderIndexSchema>;

/** Reads a parsed older index record (or 1101 body); a missing status reads as K (closed). */
export function indexSnapshotOfOlder(r: z.output<typeof olderIndexSchema>): IndexSnapshot {
  const info = indexFromCode(r.mc);
  return {
    code: info?.code ?? r.mc,
    market: info?.market ?? marketFromCode(r.mc),
    value: roundPoints(r.cIndex),
    reference: roundPoints(r.oIndex),
    change: r.ot.change,
    changePct: r.ot.changePct,
    totalVolume: Math.round(r.vol),
    totalValue: millionVndToVnd(r.value),
    advances: r.ot.advances,
    declines: r.ot.declines,
    unchanged: r.ot.unchanged,
    time: r.time,
    status: r.status ?? 'K',
  };
}

/** Parses an older index record into an {@link IndexSnapshot}. */
export function olderIndexToSnapshot(input: unknown): ParseResult<IndexSnapshot> {
  const parsed = parseWith(olderIndexSchema, input);
  return parsed.ok ? { ok: true, value: indexSnapshotOfOlder(parsed.value) } : parsed;
}

/** Writes an {@link IndexSnapshot} as an older index record (value in million VND). */
export function snapshotToOlderIndex(index: IndexSnapshot): OlderIndex & { ot: string } {
  const value = vndToMillionVnd(index.totalValue);
  return {
    mc: index.code,
    cIndex: index.value,
    oIndex: index.reference,
    vol: index.totalVolume,
    value,
    time: index.time,
    status: index.status,
    ot: formatIndexOt({ ...index, value }),
  };
}
