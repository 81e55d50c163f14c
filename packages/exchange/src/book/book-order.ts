// An order resting in (or entering) a book: a node of its price level's intrusive FIFO list.

/** Side codes of the book. */
export const BUY = 0;
export const SELL = 1;
/** 0 = buy, 1 = sell: numbers keep the hot path monomorphic. */
export type SideCode = typeof BUY | typeof SELL;

/** One order in a book. `T` carries the owner's data (the facade's order record). */
export class BookOrder<T = unknown> {
  /** Tick index of the limit price (market orders sit at the ceiling/floor index). */
  tick = 0;
  prev: BookOrder<T> | null = null;
  next: BookOrder<T> | null = null;
  /** True while linked into a level. */
  resting = false;

  constructor(
    /** Time-priority sequence: lower is earlier. */
    public seq: number,
    readonly side: SideCode,
    /** Volume still open. */
    public remaining: number,
    /** ATO/ATC order: no price, ranks at the extreme level by time. */
    readonly isMarket: boolean,
    readonly data: T,
  ) {}
}
