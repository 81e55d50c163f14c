import { describe, expect, it } from 'vitest';
import { alice, at, bob, openExchange, trades } from './test-support.ts';
import type { OrderEvent } from './events.ts';

const statuses = (events: { type: string }[], orderId: string): string[] =>
  (events.filter((event) => event.type === 'order') as OrderEvent[])
    .filter((event) => event.orderId === orderId)
    .map((event) => event.status);

describe('continuous order types', () => {
  it('LO matches at the resting price, oldest first, and rests the remainder', () => {
    const { exchange, events } = openExchange('10:00');
    const s1 = exchange.submit({
      symbol: 'FPT',
      side: 'S',
      type: 'LO',
      price: 100_500,
      volume: 300,
      owner: bob,
    });
    const s2 = exchange.submit({
      symbol: 'FPT',
      side: 'S',
      type: 'LO',
      price: 100_500,
      volume: 300,
      owner: bob,
    });
    const s3 = exchange.submit({
      symbol: 'FPT',
      side: 'S',
      type: 'LO',
      price: 100_200,
      volume: 100,
      owner: bob,
    });
    const buy = exchange.submit({
      symbol: 'FPT',
      side: 'B',
      type: 'LO',
      price: 101_000,
      volume: 1_000,
      owner: alice,
    });
    const [a, b, c, d] = [s1, s2, s3, buy].map((r) => (r.ok ? r.orderId : ''));
    expect(trades(events)).toEqual([
      [100_200, 100, d, c],
      [100_500, 300, d, a],
      [100_500, 300, d, b],
    ]);
    expect(exchange.snapshot('FPT')!.bids).toEqual([{ price: 101_000, volume: 300, orders: 1 }]);
  });

  it('MTL takes what is there and rests its remainder one tick through the last match', () => {
    const { exchange, events } = openExchange('10:00');
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_000, volume: 200, owner: bob });
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_500, volume: 200, owner: bob });
    const mtl = exchange.submit({ symbol: 'FPT', side: 'B', type: 'MP', volume: 1_000, owner: alice });
    expect(trades(events).map(([price, volume]) => [price, volume])).toEqual([
      [100_000, 200],
      [100_500, 200],
    ]);
    expect(exchange.snapshot('FPT')!.bids).toEqual([{ price: 100_600, volume: 600, orders: 1 }]);
    expect(statuses(events, mtl.ok ? mtl.orderId : '')).toEqual(['accepted', 'fill', 'fill', 'replaced']);
  });

  it('MTL with nothing on the other side is cancelled', () => {
    const { exchange, events } = openExchange('10:00');
    const mtl = exchange.submit({ symbol: 'SHS', side: 'S', type: 'MTL', volume: 100, owner: alice });
    expect(statuses(events, mtl.ok ? mtl.orderId : '')).toEqual(['accepted', 'cancelled']);
  });

  it('MOK fills completely or not at all; MAK fills what it can and cancels the rest', () => {
    const { exchange, events } = openExchange('10:00');
    exchange.submit({ symbol: 'SHS', side: 'S', type: 'LO', price: 20_000, volume: 500, owner: bob });
    const mok = exchange.submit({ symbol: 'SHS', side: 'B', type: 'MOK', volume: 600, owner: alice });
    expect(trades(events)).toEqual([]);
    expect(statuses(events, mok.ok ? mok.orderId : '')).toEqual(['accepted', 'cancelled']);
    const mak = exchange.submit({ symbol: 'SHS', side: 'B', type: 'MAK', volume: 600, owner: alice });
    expect(trades(events).map(([price, volume]) => [price, volume])).toEqual([[20_000, 500]]);
    expect(statuses(events, mak.ok ? mak.orderId : '')).toEqual(['accepted', 'fill', 'cancelled']);
    const full = exchange.submit({ symbol: 'SHS', side: 'B', type: 'MOK', volume: 100, owner: alice });
    expect(statuses(events, full.ok ? full.orderId : '')).toEqual(['accepted', 'cancelled']);
  });

  it('odd lots match only odd lots, in their own book', () => {
    const { exchange, events } = openExchange('10:00');
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_000, volume: 100, owner: bob });
    exchange.submit({ symbol: 'FPT', side: 'B', type: 'LO', price: 100_000, volume: 30, owner: alice });
    expect(trades(events)).toEqual([]);
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 99_900, volume: 50, owner: bob });
    const odd = events.filter((event) => event.type === 'trade');
    expect(odd.map((event) => event.type === 'trade' && [event.board, event.price, event.volume])).toEqual([
      ['odd', 100_000, 30],
    ]);
    expect(exchange.depth('FPT', 'odd', 3).asks).toEqual([{ price: 99_900, volume: 20, orders: 1 }]);
    expect(exchange.snapshot('FPT')!.totalVolume).toBe(0);
  });

  it('unfilled day orders expire at the close', () => {
    const { exchange, events } = openExchange('14:00');
    const lo = exchange.submit({
      symbol: 'BSR',
      side: 'B',
      type: 'LO',
      price: 19_000,
      volume: 100,
      owner: alice,
    });
    exchange.advanceTo(at('15:00'));
    expect(statuses(events, lo.ok ? lo.orderId : '')).toEqual(['accepted', 'expired']);
    expect(exchange.snapshot('BSR')!.bids).toEqual([]);
  });
});
