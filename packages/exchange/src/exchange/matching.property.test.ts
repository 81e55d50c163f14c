import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tickSize } from '@sen/market';
import type { ExchangeEvent } from './events.ts';
import type { Exchange } from './exchange.ts';
import { alice, bob, openExchange } from './test-support.ts';
import type { Side } from './types.ts';

const SYMBOLS = ['SHS', 'HPG'] as const; // HNX (MTL/MOK/MAK) and HOSE across the 10,000 VND tick change

type Command =
  | { kind: 'LO'; symbol: number; side: Side; price: number; lots: number; odd: boolean }
  | { kind: 'MTL' | 'MOK' | 'MAK'; symbol: number; side: Side; lots: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'price'; pick: number; price: number }
  | { kind: 'volume'; pick: number; lots: number };

const side = fc.constantFrom<Side>('B', 'S');
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('LO' as const),
      symbol: fc.nat(1),
      side,
      price: fc.nat(44),
      lots: fc.integer({ min: 1, max: 8 }),
      odd: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('MTL' as const, 'MOK' as const, 'MAK' as const),
      symbol: fc.nat(1),
      side,
      lots: fc.integer({ min: 1, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('price' as const), pick: fc.nat(), price: fc.nat(44) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('volume' as const),
      pick: fc.nat(),
      lots: fc.integer({ min: 1, max: 8 }),
    }),
  },
);

/** Valid prices of a symbol today, floor to ceiling, plus two outside the band to exercise rejections. */
function ladder(exchange: Exchange, symbol: string): number[] {
  const { floor, ceiling, market } = exchange.snapshot(symbol)!;
  const prices = [floor - tickSize(market, 'stock', floor)];
  for (let price = floor; price <= ceiling; price += tickSize(market, 'stock', price)) prices.push(price);
  return [...prices, ceiling + tickSize(market, 'stock', ceiling)];
}

interface ModelOrder {
  symbol: string;
  board: string;
  side: Side;
  price: number | null;
  remaining: number;
  seq: number;
}

/** Replays the commands; checks invariants after each one and priority at each trade. */
function run(commands: Command[]): void {
  const { exchange, events } = openExchange('10:00');
  const prices = SYMBOLS.map((symbol) => ladder(exchange, symbol));
  const model = new Map<string, ModelOrder>();
  const ids: string[] = [];
  let seq = 0;
  let submitted = 0;
  let filledBuy = 0;
  let filledSell = 0;
  let withdrawn = 0;
  let seen = 0;
  const observe = (event: ExchangeEvent): void => {
    if (event.type === 'trade' && event.board === 'lot') {
      const snapshot = exchange.snapshot(event.symbol)!;
      expect(event.price).toBeGreaterThanOrEqual(snapshot.floor);
      expect(event.price).toBeLessThanOrEqual(snapshot.ceiling);
      expect(event.price % tickSize(snapshot.market, 'stock', event.price)).toBe(0);
      const passiveId = event.aggressor === 'B' ? event.sellOrderId : event.buyOrderId;
      const passiveSide: Side = event.aggressor === 'B' ? 'S' : 'B';
      const aggressorId = event.aggressor === 'B' ? event.buyOrderId : event.sellOrderId;
      let best: [string, ModelOrder] | undefined;
      for (const entry of model) {
        const [id, order] = entry;
        if (
          id === aggressorId ||
          order.symbol !== event.symbol ||
          order.board !== 'lot' ||
          order.side !== passiveSide ||
          order.price === null
        )
          continue;
        if (!best || better(order, best[1])) best = entry;
      }
      expect(best?.[0]).toBe(passiveId);
      expect(best?.[1].price).toBe(event.price);
    }
    if (event.type !== 'order' || event.status === 'rejected') return;
    const order = model.get(event.orderId);
    if (event.status === 'accepted') {
      submitted += event.volume;
      model.set(event.orderId, {
        symbol: event.symbol,
        board: event.board,
        side: event.side,
        price: event.price,
        remaining: event.volume,
        seq: (seq += 1),
      });
    } else if (event.status === 'fill' && order) {
      order.remaining -= event.fillVolume!;
      if (event.side === 'B') filledBuy += event.fillVolume!;
      else filledSell += event.fillVolume!;
      if (order.remaining === 0) model.delete(event.orderId);
    } else if ((event.status === 'cancelled' || event.status === 'expired') && order) {
      withdrawn += order.remaining;
      model.delete(event.orderId);
    } else if (event.status === 'replaced' && order) {
      const remaining = event.volume - event.filled;
      submitted += remaining - order.remaining;
      const converted = order.price === null;
      if ((!converted && event.price !== order.price) || remaining > order.remaining) order.seq = seq += 1;
      order.price = event.price;
      order.remaining = remaining;
    }
  };
  for (const cmd of commands) {
    if ('side' in cmd) {
      const symbol = SYMBOLS[cmd.symbol]!;
      const odd = cmd.kind === 'LO' && cmd.odd;
      const volume = odd ? cmd.lots * 11 : cmd.lots * 100;
      const price =
        cmd.kind === 'LO' ? prices[cmd.symbol]![cmd.price % prices[cmd.symbol]!.length] : undefined;
      const result = exchange.submit({
        symbol,
        side: cmd.side,
        type: cmd.kind,
        price,
        volume,
        owner: cmd.side === 'B' ? alice : bob,
      });
      if (result.ok && !odd) ids.push(result.orderId);
    } else if (ids.length > 0) {
      const id = ids[cmd.pick % ids.length]!;
      if (cmd.kind === 'cancel') exchange.cancel(id);
      else if (cmd.kind === 'volume') exchange.replace(id, { volume: cmd.lots * 100 });
      else {
        const list = prices[SYMBOLS.indexOf(model.get(id)?.symbol as (typeof SYMBOLS)[number])] ?? prices[0]!;
        exchange.replace(id, { price: list[cmd.price % list.length]! });
      }
    }
    for (; seen < events.length; seen += 1) observe(events[seen]!);
    for (const symbol of SYMBOLS) {
      const { bids, asks } = exchange.depth(symbol, 'lot', 1);
      if (bids[0] && asks[0]) expect(bids[0].price).toBeLessThan(asks[0].price);
    }
  }
  // Conservation: every share entered is filled, withdrawn or still open (board-lot and odd-lot books).
  let open = 0;
  for (const symbol of SYMBOLS) {
    const { bids, asks } = exchange.depth(symbol, 'lot', 1_000);
    open += [...bids, ...asks].reduce((total, level) => total + level.volume, 0);
  }
  expect(filledBuy).toBe(filledSell);
  expect(submitted).toBe(filledBuy + filledSell + withdrawn + open + oddOpen(exchange));
}

function oddOpen(exchange: Exchange): number {
  return SYMBOLS.reduce((total, symbol) => {
    const { bids, asks } = exchange.depth(symbol, 'odd', 1_000);
    return total + [...bids, ...asks].reduce((sum, level) => sum + level.volume, 0);
  }, 0);
}

function better(a: ModelOrder, b: ModelOrder): boolean {
  if (a.price !== b.price) return a.side === 'B' ? a.price! > b.price! : a.price! < b.price!;
  return a.seq < b.seq;
}

describe('continuous matching properties (fast-check)', () => {
  it('never leaves a crossed book, conserves volume, prints inside the band on the tick grid, keeps price-time priority', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 120 }), (commands) => run(commands)),
      { numRuns: 150, seed: 20250505 },
    );
  });
});
