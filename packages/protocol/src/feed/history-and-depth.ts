import * as z from '../zod-mini.ts';
import type { DepthSide } from '../canonical/depth.ts';
import { sideSchema } from '../canonical/primitives.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';
import { formatNdata, parseNdata } from '../realtime/ndata.ts';
import { colourClassSchema } from './colour.ts';
import * as u from './legacy-units.ts';
import { fixed, wireAmount, wireSigned, wireSymbol, wireTime } from './wire-primitives.ts';

/** One row of a symbol's match history (`[{time, lastPrice, lastVol, totalVol, cl, change}]`), legacy units. */
export const tradeHistoryRowSchema = z.object({
  time: wireTime,
  lastPrice: wireAmount,
  lastVol: wireAmount,
  totalVol: wireAmount,
  cl: colourClassSchema,
  change: wireSigned,
  sID: z.optional(z.int().check(z.nonnegative())),
});
export type TradeHistoryRow = z.input<typeof tradeHistoryRowSchema>;

/** A match history entry in whole units (the board's match table). */
export interface MatchHistoryEntry {
  time: string;
  price: number;
  volume: number;
  totalVolume: number;
  change: number;
  colour: z.output<typeof colourClassSchema>;
  seq: number | null;
}

const tradeHistorySchema = z.array(tradeHistoryRowSchema).check(z.maxLength(20_000));

/** Parses a symbol's match history (newest first as sent) into whole units. */
export function tradeHistoryToEntries(symbol: string, input: unknown): ParseResult<MatchHistoryEntry[]> {
  const parsed = parseWith(tradeHistorySchema, input);
  if (!parsed.ok) return parsed;
  const kind = u.kindOfSymbol(symbol);
  return {
    ok: true,
    value: parsed.value.map((row) => ({
      time: row.time,
      price: u.legacyPriceToCanonical(row.lastPrice, kind),
      volume: u.legacyVolumeToCanonical(row.lastVol, kind),
      totalVolume: u.legacyVolumeToCanonical(row.totalVol, kind),
      change: u.legacyPriceToCanonical(row.change, kind),
      colour: row.cl,
      seq: row.sID ?? null,
    })),
  };
}

/** Writes match history entries in the legacy row shape. */
export function entriesToTradeHistory(
  symbol: string,
  entries: readonly MatchHistoryEntry[],
): TradeHistoryRow[] {
  const kind = u.kindOfSymbol(symbol);
  return entries.map((e) => ({
    time: e.time,
    lastPrice: u.canonicalPriceToLegacy(e.price, kind),
    lastVol: u.canonicalVolumeToLegacy(e.volume, kind),
    totalVol: u.canonicalVolumeToLegacy(e.totalVolume, kind),
    cl: e.colour,
    change: fixed(u.canonicalPriceToLegacy(e.change, kind), 2),
    ...(e.seq === null ? {} : { sID: e.seq }),
  }));
}

/** 10-level depth of one symbol and side (`{sym, side, ndata}`, optional `totalVol`), legacy units. */
export const depthSnapshotSchema = z.object({
  sym: wireSymbol,
  side: sideSchema,
  ndata: z.string().check(z.maxLength(1024)),
  totalVol: z.optional(wireAmount),
});
export type DepthSnapshot = z.input<typeof depthSnapshotSchema>;

/** Parses a 10-level depth snapshot into a canonical {@link DepthSide}. */
export function depthSnapshotToDepthSide(input: unknown): ParseResult<DepthSide> {
  const parsed = parseWith(depthSnapshotSchema, input);
  if (!parsed.ok) return parsed;
  const kind = u.kindOfSymbol(parsed.value.sym);
  const levels = parseNdata(parsed.value.ndata, kind);
  if (!levels.ok) return levels;
  const total = parsed.value.totalVol;
  return {
    ok: true,
    value: {
      symbol: parsed.value.sym,
      side: parsed.value.side,
      levels: levels.value,
      totalVolume: total === undefined ? null : u.legacyVolumeToCanonical(total, kind),
    },
  };
}

/** Writes a {@link DepthSide} as a 10-level depth snapshot. */
export function depthSideToDepthSnapshot(depth: DepthSide): DepthSnapshot {
  const kind = u.kindOfSymbol(depth.symbol);
  const base = { sym: depth.symbol, side: depth.side, ndata: formatNdata(depth.levels, kind) };
  return depth.totalVolume === null
    ? base
    : { ...base, totalVol: u.canonicalVolumeToLegacy(depth.totalVolume, kind) };
}

/** A list of symbol codes (`/pslistdata`, `/listvn30`, VN30/HNX30/ETF lists). */
export const symbolListSchema = z.array(wireSymbol).check(z.maxLength(10_000));

/** Server time of the family (`{srv_time: "HH:mm:ss", def_value: seconds}`). */
export const serverTimeSchema = z.object({ srv_time: wireTime, def_value: z.int().check(z.nonnegative()) });
export type ServerTime = z.output<typeof serverTimeSchema>;

/** Intraday index chart (`{marketCode, openIndex, data: [{time, oIndex, cIndex, vol, value}]}`), cumulative `vol`. */
export const indexChartSchema = z.object({
  marketCode: z.string().check(z.regex(/^\d{2,3}$/)),
  openIndex: wireAmount,
  data: z
    .array(
      z.object({
        time: wireTime,
        oIndex: wireAmount,
        cIndex: wireAmount,
        vol: wireAmount,
        value: wireAmount,
      }),
    )
    .check(z.maxLength(2_000)),
});
export type IndexChart = z.output<typeof indexChartSchema>;
