import { indexFromCode, marketFromCode } from '@sen/market';
import { z } from 'zod';
import { roundPoints, type IndexSnapshot } from '../canonical/index-snapshot.ts';
import { moneySchema, timeOfDaySchema, volumeSchema } from '../canonical/primitives.ts';
import { parseWith, type ParseResult } from '../parse-result.ts';

const count = z.number().int().nonnegative();

/** Newer index shape (spec §3 "Index (newer)"), whole units: points, shares, VND. */
export const newerIndexSchema = z.object({
  indexsTypeCode: z.string().regex(/^\d{2,3}$/),
  valueIndexes: z.number().nonnegative().finite(),
  totalVolumeTraded: volumeSchema,
  grossTradeAmt: moneySchema,
  transactTime: timeOfDaySchema,
  tradingSessionId: z.string().max(4),
  change: z.number().finite(),
  percentChange: z.number().finite(),
  fluctuationUpIssueCount: count,
  fluctuationDownIssueCount: count,
  fluctuationSteadinessIssueCount: count,
  status: z.string().max(4),
});
export type NewerIndex = z.output<typeof newerIndexSchema>;

/** The three-digit code of the newer shapes (001 VN-Index, 101 VN30...), the board code when none. */
export function newerIndexCode(boardCode: string): string {
  return indexFromCode(boardCode)?.codes.find((code) => /^\d{3}$/.test(code)) ?? boardCode;
}

/** Parses a newer index record into an {@link IndexSnapshot} (reference = value - change). */
export function newerIndexToSnapshot(input: unknown): ParseResult<IndexSnapshot> {
  const parsed = parseWith(newerIndexSchema, input);
  if (!parsed.ok) return parsed;
  const r = parsed.value;
  const info = indexFromCode(r.indexsTypeCode);
  return {
    ok: true,
    value: {
      code: info?.code ?? r.indexsTypeCode,
      market: info?.market ?? marketFromCode(r.indexsTypeCode),
      value: roundPoints(r.valueIndexes),
      reference: roundPoints(r.valueIndexes - r.change),
      change: r.change,
      changePct: r.percentChange,
      totalVolume: r.totalVolumeTraded,
      totalValue: r.grossTradeAmt,
      advances: r.fluctuationUpIssueCount,
      declines: r.fluctuationDownIssueCount,
      unchanged: r.fluctuationSteadinessIssueCount,
      time: r.transactTime,
      status: r.status,
    },
  };
}

/** Writes an {@link IndexSnapshot} in the newer index shape. */
export function snapshotToNewerIndex(index: IndexSnapshot): NewerIndex {
  return {
    indexsTypeCode: newerIndexCode(index.code),
    valueIndexes: index.value,
    totalVolumeTraded: index.totalVolume,
    grossTradeAmt: index.totalValue,
    transactTime: index.time,
    tradingSessionId: index.status,
    change: index.change,
    percentChange: index.changePct,
    fluctuationUpIssueCount: index.advances,
    fluctuationDownIssueCount: index.declines,
    fluctuationSteadinessIssueCount: index.unchanged,
    status: index.status,
  };
}
