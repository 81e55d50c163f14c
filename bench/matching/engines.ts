// The same stream through each engine: Sen's bare book, Sen's exchange facade, hft-limit-order-book.
import { BookOrder } from '../../packages/exchange/src/book/book-order.ts';
import { OrderBook } from '../../packages/exchange/src/book/order-book.ts';
import { PriceGrid } from '../../packages/exchange/src/book/price-grid.ts';
import { matchContinuous } from '../../packages/exchange/src/matching/continuous.ts';
import type { MatchSink } from '../../packages/exchange/src/matching/match-sink.ts';
import { Exchange, marketTimeAt, type InstrumentSpec } from '@sen/exchange';
import { OrderBook as PeerBook, Side } from 'hft-limit-order-book';
import type { OrderStream } from './order-stream.ts';

/** Reference price of every benchmark symbol (HOSE stock, tick 100, band 46,500-53,500: 71 prices). */
const REFERENCE = 50_000;
const FLOOR = 46_500;
const TICK = 100;
/** Prices in the benchmark band. */
export const LEVELS = 71;

/** Counts matched volume so the work cannot be optimised away. */
class CountingSink implements MatchSink<null> {
  volume = 0;
  onMatch(_buy: BookOrder<null>, _sell: BookOrder<null>, volume: number): void {
    this.volume += volume;
  }
}

/** Sen's order books and continuous matching alone (what the peer library is), one book per symbol. Returns matched volume. */
export function runSenBooks(stream: OrderStream, symbolCount: number): number {
  const grid = PriceGrid.fromBand(FLOOR, FLOOR + (LEVELS - 1) * TICK, () => TICK);
  const books = Array.from({ length: symbolCount }, () => new OrderBook<null>(grid));
  const live: (BookOrder<null> | undefined)[] = new Array(stream.orders);
  const sink = new CountingSink();
  for (let op = 0; op < stream.count; op += 1) {
    const target = stream.targets[op]!;
    const book = books[stream.symbols[op]! % symbolCount]!;
    if (stream.kinds[op] === 1) {
      const order = live[target];
      if (order?.resting) book.remove(order);
      continue;
    }
    const order = new BookOrder<null>(
      target + 1,
      stream.sides[op] === 0 ? 0 : 1,
      stream.lots[op]! * 100,
      false,
      null,
    );
    const tick = stream.ticks[op]!;
    matchContinuous(book, order, tick, sink);
    if (order.remaining > 0) {
      order.tick = tick;
      book.add(order);
      live[target] = order;
    }
  }
  return sink.volume;
}

/** Instruments of a universe run: `count` HOSE stocks at the benchmark reference. */
export function universe(count: number): InstrumentSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    symbol: `S${String(i).padStart(3, '0')}`,
    market: 'HSX',
    kind: 'stock',
    referencePrice: REFERENCE,
  }));
}

/** The full exchange facade (validation, order records, ids, cancel by id) in continuous session. Returns matched volume. */
export function runSenExchange(stream: OrderStream, instruments: InstrumentSpec[]): number {
  const exchange = new Exchange({ instruments, startTime: marketTimeAt('2025-05-05', 10 * 3600) });
  const owner = { kind: 'participant', participantId: 'bench' } as const;
  const symbols = instruments.map((instrument) => instrument.symbol);
  const ids: string[] = new Array(stream.orders);
  for (let op = 0; op < stream.count; op += 1) {
    const target = stream.targets[op]!;
    if (stream.kinds[op] === 1) {
      exchange.cancel(ids[target]!);
      continue;
    }
    const result = exchange.submit({
      symbol: symbols[stream.symbols[op]! % symbols.length]!,
      side: stream.sides[op] === 0 ? 'B' : 'S',
      type: 'LO',
      price: FLOOR + stream.ticks[op]! * TICK,
      volume: stream.lots[op]! * 100,
      owner,
    });
    if (result.ok) ids[target] = result.orderId;
  }
  return symbols.reduce((total, symbol) => total + (exchange.snapshot(symbol, 0)?.totalVolume ?? 0), 0);
}

/** hft-limit-order-book 7 on the same stream (GTC limit orders, cancels by id). Returns matched volume. */
export function runPeer(stream: OrderStream): number {
  const book = new PeerBook();
  let volume = 0;
  for (let op = 0; op < stream.count; op += 1) {
    const id = String(stream.targets[op]! + 1);
    if (stream.kinds[op] === 1) {
      book.cancel(id);
      continue;
    }
    const size = stream.lots[op]! * 100;
    const result = book.limit({
      id,
      side: stream.sides[op] === 0 ? Side.BUY : Side.SELL,
      size,
      price: FLOOR + stream.ticks[op]! * TICK,
    });
    volume += size - result.quantityLeft;
  }
  return volume;
}
