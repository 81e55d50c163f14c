// Ex-date references at the rollover (issue 18 item 2): the previous close adjusted by the
// exchange's formula, the band around the adjusted reference, the event naming what went ex.
import { describe, expect, it } from 'vitest';
import type { RolloverEvent } from '../exchange/events.ts';
import { alice, at, bob, openExchange } from '../exchange/test-support.ts';

describe('ex-date at the rollover', () => {
  it('adjusts the reference of a stock going ex and sets its band around it', () => {
    const { exchange, events } = openExchange('10:00', {
      exRights: (date) =>
        date === '2025-05-06'
          ? new Map([
              ['FPT', { cash: 2_000 }],
              ['SHS', { stockRatio: 0.1 }],
            ])
          : new Map(),
    });
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 101_000, volume: 100, owner: bob });
    exchange.submit({ symbol: 'FPT', side: 'B', type: 'LO', price: 101_000, volume: 100, owner: alice });
    exchange.submit({ symbol: 'SHS', side: 'S', type: 'LO', price: 20_500, volume: 100, owner: bob });
    exchange.submit({ symbol: 'SHS', side: 'B', type: 'LO', price: 20_500, volume: 100, owner: alice });
    exchange.advanceTo(at('09:00', '2025-05-06'));
    const rollover = events.find((e) => e.type === 'rollover') as RolloverEvent;
    // FPT: 101,000 - 2,000 = 99,000; band +-7% on HOSE's step: 105,900 / 92,100.
    expect(exchange.snapshot('FPT')).toMatchObject({ reference: 99_000, ceiling: 105_900, floor: 92_100 });
    // SHS (HNX): 20,500 / 1.1 = 18,636.4 -> 18,640, in tens as the exchange publishes it.
    expect(exchange.snapshot('SHS')!.reference).toBe(18_640);
    expect(rollover.exRights).toEqual([
      { symbol: 'FPT', close: 101_000, reference: 99_000 },
      { symbol: 'SHS', close: 20_500, reference: 18_640 },
    ]);
    // The next day without an action keeps the plain rule.
    exchange.advanceTo(at('09:00', '2025-05-07'));
    expect(exchange.snapshot('FPT')!.reference).toBe(99_000);
  });
});
