// A canonical index snapshot (protocol) from the simulator's index engine at a market time.
import type { MarketSimulator } from '@sen/exchange';
import { INDEXES, sessionStatusCode, type IndexId, type IndexInfo } from '@sen/market';
import type { IndexSnapshot } from '@sen/protocol';
import { roundPoints } from '@sen/protocol';
import type { MarketStore } from './market-store.ts';
import { toMarketClockTime } from './market-time.ts';

/** The simulator's index engine: index levels, one-minute bars and exchange totals. */
export type MarketIndexes = MarketSimulator['indexes'];

export function indexInfo(id: IndexId): IndexInfo {
  const info = INDEXES.find((candidate) => candidate.id === id);
  if (!info) throw new RangeError(`no index ${id}`);
  return info;
}

export function indexSnapshotOf(
  indexes: MarketIndexes,
  store: Pick<MarketStore, 'phaseOf'>,
  id: IndexId,
  time: number,
): IndexSnapshot {
  const info = indexInfo(id);
  const s = indexes.snapshot(id);
  const value = roundPoints(s?.value ?? 0);
  const reference = roundPoints(s?.previousClose ?? 0);
  return {
    code: info.code,
    market: info.market,
    value,
    reference,
    change: roundPoints(value - reference),
    changePct: reference > 0 ? Math.round(((value - reference) / reference) * 10_000) / 100 : 0,
    totalVolume: s?.volume ?? 0,
    totalValue: s?.tradedValue ?? 0,
    advances: s?.up ?? 0,
    declines: s?.down ?? 0,
    unchanged: s?.unchanged ?? 0,
    time: toMarketClockTime(time),
    status: sessionStatusCode(store.phaseOf(info.market)),
  };
}
