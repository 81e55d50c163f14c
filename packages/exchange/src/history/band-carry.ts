// Daily moves held inside the price band, as a real close is: a stock's fair value may move further
// than the band allows in a day (a jump, a crash), its close then stops at the ceiling or floor and
// the rest of the move comes on the next traded days (limit days in a row, as on the exchange).

/** Daily band rate of each market's stocks (futures and ETFs: 7%). */
export const BAND_RATE: Readonly<Record<string, number>> = { HSX: 0.07, HNX: 0.1, UPCOM: 0.15, DERIV: 0.07 };

/**
 * The close-to-close log returns of a stock whose fair value moves by `fairMoves` (log, day by
 * day) and whose close is held inside the band: on a day without a trade the close stays (0) and
 * the fair value's move waits for the next traded day.
 */
export function bandCarried(
  fairMoves: (day: number) => number,
  days: number,
  rate: number,
  traded: (day: number) => boolean,
): Float64Array {
  const up = Math.log(1 + rate);
  const down = Math.log(1 - rate);
  const out = new Float64Array(days);
  let gap = 0;
  for (let d = 0; d < days; d += 1) {
    gap += fairMoves(d);
    if (!traded(d)) continue;
    const move = Math.min(up, Math.max(down, gap));
    out[d] = move;
    gap -= move;
  }
  return out;
}
