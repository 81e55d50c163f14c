// The finished trading days of one symbol, newest kept, in columns: a day is 13 numbers in a
// Float64Array (104 bytes) instead of an object of about 170, so two years of days of the whole
// universe (953 symbols x 530 days) take about 53 MB. The columns grow as days are added.

type Field = Exclude<keyof DailyBar, 'date'>;

/** The numbers of a day, in column order. */
const FIELDS: readonly Field[] = [
  'reference',
  'open',
  'high',
  'low',
  'close',
  'volume',
  'value',
  'putThroughVolume',
  'foreignBuyVolume',
  'foreignSellVolume',
  'foreignBuyValue',
  'foreignSellValue',
  'foreignRoom',
];
const WIDTH = FIELDS.length;

/** One finished (or the running) trading day of a symbol, canonical units. */
export interface DailyBar {
  date: string;
  reference: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
  putThroughVolume: number;
  /** Foreign matched buying and selling of the day (shares, VND) and the room left at its end. */
  foreignBuyVolume: number;
  foreignSellVolume: number;
  foreignBuyValue: number;
  foreignSellValue: number;
  foreignRoom: number;
}

export class DayHistory {
  private readonly dates: string[] = [];
  private numbers = new Float64Array(0);
  /** Slot of the oldest day once the ring is full. */
  private start = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.dates.length;
  }

  /** Adds the newest day; the oldest goes once `capacity` days are kept. */
  push(bar: DailyBar): void {
    let slot: number;
    if (this.dates.length < this.capacity) {
      slot = this.dates.length;
      this.dates.push(bar.date);
      if (this.numbers.length < this.dates.length * WIDTH) {
        const grown = new Float64Array(Math.min(this.capacity, Math.max(8, slot * 2)) * WIDTH);
        grown.set(this.numbers);
        this.numbers = grown;
      }
    } else {
      slot = this.start;
      this.dates[slot] = bar.date;
      this.start = (this.start + 1) % this.capacity;
    }
    const offset = slot * WIDTH;
    for (let f = 0; f < WIDTH; f += 1) this.numbers[offset + f] = bar[FIELDS[f]!];
  }

  /** Newest first, at most `count`. */
  latest(count: number): DailyBar[] {
    const size = this.dates.length;
    const out: DailyBar[] = [];
    for (let k = 0; k < Math.min(count, size); k += 1) {
      const slot = (this.start + size - 1 - k) % size;
      const offset = slot * WIDTH;
      const bar = { date: this.dates[slot]! } as DailyBar;
      for (let f = 0; f < WIDTH; f += 1) bar[FIELDS[f]!] = this.numbers[offset + f]!;
      out.push(bar);
    }
    return out;
  }
}
