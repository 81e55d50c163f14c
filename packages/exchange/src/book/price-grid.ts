// Valid prices of one trading day, floor..ceiling, addressed by integer tick index.

/** The day's price ladder: index 0 is the floor, `size - 1` the ceiling. */
export class PriceGrid {
  /** Price at each tick index, ascending. */
  readonly prices: Int32Array;
  private readonly lookup: Int32Array;
  private readonly step: number;

  private constructor(prices: number[]) {
    this.prices = Int32Array.from(prices);
    let step = 0;
    for (let i = 1; i < prices.length; i += 1) step = gcd(step, prices[i]! - prices[i - 1]!);
    this.step = step || 1;
    const span = prices.length > 0 ? (prices[prices.length - 1]! - prices[0]!) / this.step + 1 : 0;
    this.lookup = new Int32Array(span).fill(-1);
    prices.forEach((price, index) => {
      this.lookup[(price - prices[0]!) / this.step] = index;
    });
  }

  /** Ladder from floor to ceiling, each step the tick that applies at the lower price. */
  static fromBand(floor: number, ceiling: number, tickAt: (price: number) => number): PriceGrid {
    const prices: number[] = [];
    for (let price = floor; price <= ceiling; price += tickAt(price)) prices.push(price);
    return new PriceGrid(prices);
  }

  /** A one-price grid (the HNX PLO book trades only at the closing price). */
  static single(price: number): PriceGrid {
    return new PriceGrid([price]);
  }

  get size(): number {
    return this.prices.length;
  }

  get floor(): number {
    return this.prices[0] ?? 0;
  }

  get ceiling(): number {
    return this.prices[this.prices.length - 1] ?? 0;
  }

  /** Tick index of a price, or -1 when it is off the grid or outside the band. */
  indexOf(price: number): number {
    const offset = price - this.floor;
    if (offset < 0 || offset % this.step !== 0) return -1;
    const slot = offset / this.step;
    return slot < this.lookup.length ? this.lookup[slot]! : -1;
  }

  /** Price at a tick index (the index must be valid). */
  priceAt(index: number): number {
    return this.prices[index]!;
  }
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}
