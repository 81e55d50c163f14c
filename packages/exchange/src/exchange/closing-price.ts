// The closing price of an instrument's day by its market's rule (session-actions, the rollover).
import type { InstrumentState } from './instrument-state.ts';

/** HOSE and derivatives: the ATC price, else the last match; HNX and UPCOM: the last match outside PLO. */
export function closingPrice(state: InstrumentState): number {
  const { stats } = state;
  if (state.spec.market === 'HNX' || state.spec.market === 'UPCOM') return stats.lastBeforePlo;
  return stats.atcPrice || stats.last;
}
