// Each market's phase as the server tells it, never from the browser's clock: the phase of the last
// market status (6666, sent at every change of phase) of the server's current market date, else the
// timetable's phase at the server's market time (market-clock.ts) on a trading day; null before the
// first sync. Used where the client mirrors a server rule that depends on the phase (cancel and
// edit only in continuous matching, order-amend.ts).
import {
  isTradingDay,
  marketDateOf,
  MARKET_IDS,
  parseMarketId,
  phaseAt,
  type MarketId,
  type Phase,
} from '@sen/market';
import { createStore } from './create-store';
import { marketNow, marketSecondOfDay } from './market-clock';

interface StatusSeen {
  phase: Phase;
  /** Market date (YYYY-MM-DD) of the status. */
  date: string;
}

export const marketStatusStore = createStore<Partial<Record<MarketId, StatusSeen>>>({});

/** Keeps a market status message's phase (its `mc` market code, `phase`, ISO `marketTime`). */
export function recordMarketStatus(status: { mc: string; phase: Phase; marketTime: string }): void {
  const market = parseMarketId(status.mc);
  if (market === undefined) return;
  const seen = { phase: status.phase, date: marketDateOf(Date.parse(status.marketTime)) };
  marketStatusStore.set((previous) => ({ ...previous, [market]: seen }));
}

/** Tests: forget every status. */
export function resetMarketStatus(): void {
  marketStatusStore.set({});
}

/** The market's phase now by the server (see the header), null while the server's time is unknown. */
export function marketPhaseNow(market: MarketId): Phase | null {
  const now = marketNow();
  if (now === null) return null;
  const date = marketDateOf(now);
  const seen = marketStatusStore.get()[market];
  if (seen?.date === date) return seen.phase;
  return isTradingDay(date) ? phaseAt(market, marketSecondOfDay(now)) : 'CLOSED';
}

export type MarketPhases = Readonly<Partial<Record<MarketId, Phase>>>;

let lastPhases: MarketPhases = {};

/** Every market's phase now; the same object while no phase changed (a useSyncExternalStore snapshot). */
export function marketPhasesNow(): MarketPhases {
  const next: Partial<Record<MarketId, Phase>> = {};
  for (const market of MARKET_IDS) {
    const phase = marketPhaseNow(market);
    if (phase !== null) next[market] = phase;
  }
  const same = MARKET_IDS.every((market) => next[market] === lastPhases[market]);
  if (!same) lastPhases = next;
  return lastPhases;
}
