import { describe, expect, it } from 'vitest';
import { Exchange } from './exchange.ts';
import { alice, at, openExchange } from './test-support.ts';
import type { OrderRequest } from './types.ts';

const order = (over: Partial<OrderRequest>): OrderRequest => ({
  symbol: 'FPT',
  side: 'B',
  type: 'LO',
  price: 100_000,
  volume: 100,
  owner: alice,
  ...over,
});

describe('order checks with the exchange reason', () => {
  it.each<[string, string, Partial<OrderRequest>, string | null]>([
    ['valid LO', '10:00', {}, null],
    ['unknown symbol', '10:00', { symbol: 'XXX' }, 'UNKNOWN_SYMBOL'],
    ['off the tick (HOSE 100 above 50,000)', '10:00', { price: 100_050 }, 'TICK'],
    ['above the ceiling (+7%)', '10:00', { price: 107_100 }, 'BAND'],
    ['below the floor', '10:00', { price: 92_900 }, 'BAND'],
    ['not a board lot', '10:00', { volume: 150 }, 'LOT'],
    ['odd lot must be LO', '10:00', { volume: 50, type: 'MTL', price: undefined }, 'LOT'],
    ['HOSE maximum 500,000', '10:00', { volume: 500_100 }, 'MAX_VOLUME'],
    [
      'futures maximum 500 contracts',
      '10:00',
      { symbol: 'VN30F2505', volume: 501, price: 130_000 },
      'MAX_VOLUME',
    ],
    ['ATO outside the opening call', '10:00', { type: 'ATO', price: undefined }, 'SESSION'],
    ['MTL in the opening call', '09:05', { type: 'MTL', price: undefined }, 'SESSION'],
    ['no orders at lunch', '12:00', {}, 'SESSION'],
    ['no orders after the close', '15:30', {}, 'SESSION'],
    ['MOK does not exist on HOSE', '10:00', { type: 'MOK', price: undefined }, 'ORDER_TYPE'],
    ['PLO does not exist on HOSE', '14:50', { type: 'PLO', price: undefined }, 'ORDER_TYPE'],
    ['UPCOM takes LO only', '10:00', { symbol: 'BSR', type: 'MTL', price: undefined }, 'ORDER_TYPE'],
    ['MP is not an HNX type', '10:00', { symbol: 'SHS', type: 'MP', price: undefined }, 'ORDER_TYPE'],
    ['LO needs a price', '10:00', { price: undefined }, 'PRICE_REQUIRED'],
    ['HNX ATC in the closing call', '14:35', { symbol: 'SHS', type: 'ATC', price: undefined }, null],
    ['derivatives ATO from 08:45', '08:50', { symbol: 'VN30F2505', type: 'ATO', price: undefined }, null],
    ['derivatives tick 0.1 point', '10:00', { symbol: 'VN30F2505', price: 130_005 }, 'TICK'],
    [
      'HNX PLO needs the closing price',
      '14:50',
      { symbol: 'SHS', type: 'PLO', price: undefined },
      'NO_CLOSE_PRICE',
    ],
    ['UPCOM odd lot in continuous', '14:50', { symbol: 'BSR', volume: 7, price: 20_000 }, null],
    ['HNX odd lot not in PLO', '14:50', { symbol: 'SHS', volume: 7, price: 20_000 }, 'SESSION'],
  ])('%s', (_name, time, over, reason) => {
    const { exchange, events } = openExchange(time);
    const result = exchange.submit(order(over));
    expect(result.ok ? null : result.reason).toBe(reason);
    const last = events.filter((event) => event.type === 'order').at(-1);
    expect(last?.type === 'order' && last.status).toBe(reason ? 'rejected' : 'accepted');
  });

  it('refuses orders after the last trading date of a contract', () => {
    const exchange = new Exchange({
      instruments: [
        {
          symbol: 'VN30F2504',
          market: 'DERIV',
          kind: 'future',
          referencePrice: 130_000,
          lastTradingDate: '2025-04-17',
        },
      ],
      startTime: at('10:00'),
    });
    expect(exchange.submit(order({ symbol: 'VN30F2504', price: 130_000, volume: 1 }))).toEqual({
      ok: false,
      reason: 'EXPIRED_INSTRUMENT',
    });
  });

  it('takes a covered warrant inside the band its underlying gives it', () => {
    const { exchange } = openExchange('10:00');
    const { ceiling, floor } = exchange.snapshot('CFPT2501')!;
    // FPT 100,000 +-7% = 93,000..107,000; ratio 5 -> +-1,400 around 2,000.
    expect([floor, ceiling]).toEqual([600, 3_400]);
    expect(exchange.submit(order({ symbol: 'CFPT2501', price: 3_410 }))).toEqual({
      ok: false,
      reason: 'BAND',
    });
    expect(exchange.submit(order({ symbol: 'CFPT2501', price: 3_390 })).ok).toBe(true);
  });
});
