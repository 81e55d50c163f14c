// One instrument's trading day: reference, band, price grid, its books and its figures; and the
// exchange's record of one order for its whole life (it points back at its instrument).
import { coveredWarrantBand, priceBand, tickSize, type Phase, type PriceBand } from '@sen/market';
import { OrderBook } from '../book/order-book.ts';
import { PriceGrid } from '../book/price-grid.ts';
import { DayStats } from './day-stats.ts';
import type { BookOrder } from '../book/book-order.ts';
import type { Board, InstrumentSpec, OrderType, Owner, Side } from './types.ts';

/** State of one symbol for the current trading day. */
export class InstrumentState {
  reference = 0;
  ceiling = 0;
  floor = 0;
  grid!: PriceGrid;
  lot!: OrderBook<OrderRecord>;
  odd!: OrderBook<OrderRecord>;
  /** HNX post-close book at the closing price, set when the PLO session opens with a close. */
  plo: OrderBook<OrderRecord> | null = null;
  /** True during the PLO call (14:45-14:55): PLO orders wait for one match at 14:55. */
  ploCall = false;
  stats = new DayStats();
  /** Closing price of the day once the close is known (0 before). */
  close = 0;
  /** Brokerage accounts' sides entered during the running call auction (same-symbol rule, market-rules §2.1). */
  readonly callSides = new Map<string, Side>();

  constructor(readonly spec: InstrumentSpec) {}

  /** Price the board shows ATO/ATC orders around: the reference in the ATO, the last match in the ATC. */
  /** True while a HOSE restricted stock collects orders for its periodic call (continuous hours). */
  inPeriodicCall(phase: Phase | undefined): boolean {
    return this.spec.restricted === true && phase === 'CONTINUOUS';
  }

  auctionAnchor(phase: Phase | undefined): number | undefined {
    if (phase === 'ATO') return this.reference;
    if (phase === 'ATC') return this.stats.last || this.reference;
    return undefined;
  }

  /** Starts a day at a reference: new band, grid, empty books and figures. */
  startDay(reference: number, band: PriceBand): void {
    this.reference = reference;
    this.ceiling = band.ceiling;
    this.floor = band.floor;
    const { market, kind } = this.spec;
    this.grid = PriceGrid.fromBand(band.floor, band.ceiling, (price) => tickSize(market, kind, price));
    this.lot = new OrderBook(this.grid);
    this.odd = new OrderBook(this.grid);
    this.plo = null;
    this.stats = new DayStats();
    this.close = 0;
  }
}

/** Band of an instrument at a reference; covered warrants follow their underlying's band. */
export function bandFor(
  spec: InstrumentSpec,
  reference: number,
  underlying: InstrumentState | undefined,
  firstDay: boolean,
): PriceBand {
  if (spec.kind === 'bond') return { ceiling: reference, floor: reference };
  if (spec.kind !== 'cw')
    return priceBand({ ref: reference, market: spec.market, kind: spec.kind, firstDay });
  if (!underlying || !(spec.ratio && spec.ratio > 0))
    throw new RangeError(`covered warrant ${spec.symbol} needs its underlying and ratio`);
  return coveredWarrantBand({
    ref: reference,
    ratio: spec.ratio,
    underlying: { ref: underlying.reference, ceiling: underlying.ceiling, floor: underlying.floor },
  });
}

/** One order as the exchange tracks it; `node` is its place in a book while it rests. */
export interface OrderRecord {
  id: string;
  clientRef: string | undefined;
  owner: Owner;
  symbol: string;
  /** The instrument's state (saves a lookup by symbol on every cancel and fill). */
  instrument: InstrumentState;
  side: Side;
  type: OrderType;
  board: Board;
  /** Limit price in force; null for ATO/ATC (and market types before conversion). */
  price: number | null;
  volume: number;
  filled: number;
  node: BookOrder<OrderRecord> | null;
}
