/** One-minute OHLCV bar; `minute` is the bar's start (market epoch ms, a whole minute). */
export interface MinuteBar {
  minute: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
}

const MINUTE_MS = 60_000;

/** Bars of one series for the day, appended in time order. */
export class MinuteBars {
  readonly bars: MinuteBar[] = [];

  /** Adds a print (a trade, or an index value with the volume traded since the last one). */
  add(time: number, price: number, volume: number, value: number): void {
    const minute = time - (time % MINUTE_MS);
    const last = this.bars[this.bars.length - 1];
    if (last && last.minute === minute) {
      if (price > last.high) last.high = price;
      if (price < last.low) last.low = price;
      last.close = price;
      last.volume += volume;
      last.value += value;
      return;
    }
    this.bars.push({ minute, open: price, high: price, low: price, close: price, volume, value });
  }

  /** Drops the day's bars. */
  clear(): void {
    this.bars.length = 0;
  }
}
