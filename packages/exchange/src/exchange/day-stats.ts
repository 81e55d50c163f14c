// Running statistics of one symbol's trading day (board-lot matches unless named otherwise).

/** Session a match came from; PLO matches do not set the HNX closing price. */
/** Session of a match; PERIODIC is a HOSE restricted stock's 15-minute call. */
export type MatchSession = 'CONTINUOUS' | 'ATO' | 'ATC' | 'PLO' | 'PERIODIC';

/** Day figures of one symbol. Prices are 0 while there is none. */
export class DayStats {
  open = 0;
  high = 0;
  low = 0;
  last = 0;
  lastVolume = 0;
  volume = 0;
  value = 0;
  /** Last match outside PLO (HNX closing price). */
  lastBeforePlo = 0;
  /** Closing call price, 0 when the ATC matched nothing. */
  atcPrice = 0;
  continuousVolume = 0;
  continuousValue = 0;
  oddVolume = 0;
  oddValue = 0;
  putThroughVolume = 0;
  putThroughValue = 0;

  /** Adds one board-lot match. */
  record(price: number, volume: number, session: MatchSession): void {
    if (this.open === 0) this.open = price;
    if (price > this.high) this.high = price;
    if (this.low === 0 || price < this.low) this.low = price;
    this.last = price;
    this.lastVolume = volume;
    this.volume += volume;
    this.value += price * volume;
    if (session !== 'PLO') this.lastBeforePlo = price;
    if (session === 'ATC') this.atcPrice = price;
    if (session === 'CONTINUOUS') {
      this.continuousVolume += volume;
      this.continuousValue += price * volume;
    }
  }

  /** VWAP of continuous matches, rounded to the VND; 0 without any. */
  continuousVwap(): number {
    return this.continuousVolume > 0 ? Math.round(this.continuousValue / this.continuousVolume) : 0;
  }
}
