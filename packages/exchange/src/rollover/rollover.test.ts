import { describe, expect, it } from 'vitest';
import type { RolloverEvent } from '../exchange/events.ts';
import { alice, at, bob, openExchange } from '../exchange/test-support.ts';

const rolloverOf = (events: { type: string }[]): RolloverEvent =>
  events.find((event) => event.type === 'rollover') as RolloverEvent;

describe('day rollover', () => {
  it('sets each market’s next reference, new bands and empty books, and names the trade date settling', () => {
    const { exchange, events } = openExchange('10:00');
    const trade = (symbol: string, price: number, volume: number): void => {
      exchange.submit({ symbol, side: 'S', type: 'LO', price, volume, owner: bob });
      exchange.submit({ symbol, side: 'B', type: 'LO', price, volume, owner: alice });
    };
    trade('FPT', 101_000, 100); // HOSE: last continuous match, then the ATC
    trade('BSR', 20_000, 100); // UPCOM: VWAP of continuous matches (20,000 x 100, 21,000 x 300 -> 20,750 -> 20,800)
    trade('BSR', 21_000, 300);
    trade('SHS', 20_500, 100); // HNX: last match before PLO
    trade('VN30F2505', 131_000, 2);
    exchange.submit({ symbol: 'FPT', side: 'B', type: 'LO', price: 100_000, volume: 100, owner: alice });
    exchange.advanceTo(at('14:31'));
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'ATC', volume: 100, owner: bob });
    exchange.advanceTo(at('14:46'));
    exchange.submit({ symbol: 'SHS', side: 'S', type: 'PLO', volume: 100, owner: bob });
    exchange.submit({ symbol: 'SHS', side: 'B', type: 'PLO', volume: 100, owner: alice });
    exchange.advanceTo(at('09:00', '2025-05-06'));
    const rollover = rolloverOf(events);
    expect(rollover).toMatchObject({
      previousDate: '2025-05-05',
      tradingDate: '2025-05-06',
      settledTradeDate: '2025-05-02',
    });
    const reference = (symbol: string): number[] => {
      const snapshot = exchange.snapshot(symbol)!;
      return [snapshot.reference, snapshot.ceiling, snapshot.floor];
    };
    expect(reference('FPT')).toEqual([100_000, 107_000, 93_000]);
    expect(reference('BSR')).toEqual([20_800, 23_900, 17_700]);
    expect(reference('SHS')).toEqual([20_500, 22_500, 18_500]);
    expect(reference('VN30F2505')).toEqual([131_000, 140_170, 121_830]);
    expect(reference('HPG')).toEqual([10_000, 10_700, 9_300]);
    expect(exchange.snapshot('FPT')).toMatchObject({
      totalVolume: 0,
      last: 0,
      bids: [],
      asks: [],
      tradingDate: '2025-05-06',
    });
    expect(rollover.references.find((entry) => entry.symbol === 'CFPT2501')).toEqual({
      symbol: 'CFPT2501',
      reference: 2_000,
      ceiling: 3_400,
      floor: 600,
    });
  });

  it('skips the weekend: Friday rolls to Monday, and Monday settles Thursday’s trades', () => {
    const { exchange, events } = openExchange('15:30');
    exchange.advanceTo(at('10:00', '2025-05-09'));
    const dates = events
      .filter((event) => event.type === 'rollover')
      .map((event) => (event as RolloverEvent).tradingDate);
    expect(dates).toEqual(['2025-05-06', '2025-05-07', '2025-05-08', '2025-05-09']);
    exchange.advanceTo(at('08:00', '2025-05-12'));
    expect(rolloverOf(events.slice(-10).reverse())).toMatchObject({
      tradingDate: '2025-05-12',
      settledTradeDate: '2025-05-08',
    });
  });
});
