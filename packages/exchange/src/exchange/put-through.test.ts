import { describe, expect, it } from 'vitest';
import { alice, at, bob, openExchange } from './test-support.ts';

describe('put-through', () => {
  it('executes an agreed deal inside the band without moving the last price', () => {
    const { exchange, events } = openExchange('10:00');
    const deal = exchange.putThrough({
      symbol: 'FPT',
      price: 106_000,
      volume: 20_000,
      buyer: alice,
      seller: bob,
    });
    expect(deal.ok).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: 'putThrough',
      kind: 'deal',
      price: 106_000,
      volume: 20_000,
      value: 2_120_000_000,
      parties: { buyer: alice, seller: bob },
    });
    const snapshot = exchange.snapshot('FPT')!;
    expect([snapshot.last, snapshot.putThroughVolume, snapshot.putThroughValue]).toEqual([
      0, 20_000, 2_120_000_000,
    ]);
  });

  it.each([
    ['below the HOSE minimum of 20,000', 'FPT', 100_000, 19_900, '10:00', 'PUT_THROUGH_VOLUME'],
    ['HNX minimum is 5,000', 'SHS', 20_000, 5_000, '10:00', null],
    ['outside the band', 'FPT', 108_000, 20_000, '10:00', 'BAND'],
    ['at lunch', 'FPT', 100_000, 20_000, '12:00', 'SESSION'],
    ['HOSE after the ATC until 15:00', 'FPT', 100_000, 20_000, '14:50', null],
    ['derivatives until 14:45 only', 'VN30F2505', 130_000, 10, '14:50', 'SESSION'],
  ])('%s', (_name, symbol, price, volume, time, reason) => {
    const { exchange } = openExchange(time);
    const result = exchange.putThrough({ symbol, price, volume, buyer: alice, seller: bob });
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('publishes advertisements', () => {
    const { exchange, events } = openExchange('09:30');
    exchange.advanceTo(at('09:31'));
    expect(
      exchange.advertise({ symbol: 'SHS', side: 'S', price: 21_000, volume: 10_000, owner: bob }).ok,
    ).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: 'putThrough',
      kind: 'advertisement',
      side: 'S',
      parties: { seller: bob },
    });
  });
});
