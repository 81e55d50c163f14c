// The next day's reference price of one instrument, by its market's rule (market-rules §4.2).
import { roundToTick } from '@sen/market';
import type { InstrumentState } from '../exchange/instrument-state.ts';
import { closingPrice } from '../exchange/closing-price.ts';

/**
 * HOSE: the close (ATC match, else last match). HNX: last match excluding PLO. UPCOM: VWAP of the
 * continuous matches, rounded to the tick. Futures get their daily settlement price from
 * futures-settlement.ts instead. Bonds and days without a match keep the reference.
 * @example UPCOM matches 100@10,000 and 300@10,400 -> VWAP 10,300 -> reference 10,300
 */
export function nextReference(state: InstrumentState): number {
  const { market, kind } = state.spec;
  if (kind === 'bond') return state.reference;
  if (market === 'UPCOM') {
    const vwap = state.stats.continuousVwap();
    return vwap > 0 ? roundToTick(market, kind, vwap, 'nearest') : state.reference;
  }
  return state.close || closingPrice(state) || state.reference;
}
