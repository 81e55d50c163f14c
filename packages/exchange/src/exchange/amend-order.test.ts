import { describe, expect, it } from 'vitest';
import { alice, bob, openExchange, trades } from './test-support.ts';
import type { Exchange } from './exchange.ts';

/** Two resting buys at 100,000 (first, second), then a sell of 100 shows who is first in the queue. */
function queue(): {
  exchange: Exchange;
  events: ReturnType<typeof openExchange>['events'];
  first: string;
  second: string;
} {
  const { exchange, events } = openExchange('10:00');
  const a = exchange.submit({
    symbol: 'FPT',
    side: 'B',
    type: 'LO',
    price: 100_000,
    volume: 500,
    owner: alice,
  });
  const b = exchange.submit({
    symbol: 'FPT',
    side: 'B',
    type: 'LO',
    price: 100_000,
    volume: 500,
    owner: alice,
  });
  return { exchange, events, first: a.ok ? a.orderId : '', second: b.ok ? b.orderId : '' };
}

const firstBuyer = (exchange: Exchange, events: ReturnType<typeof openExchange>['events']): string => {
  exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_000, volume: 100, owner: bob });
  return trades(events).at(-1)![2];
};

describe('replace with the KRX priority rule', () => {
  it('keeps priority when the volume is reduced', () => {
    const { exchange, events, first } = queue();
    expect(exchange.replace(first, { volume: 300 }).ok).toBe(true);
    expect(firstBuyer(exchange, events)).toBe(first);
    expect(exchange.snapshot('FPT')!.bids).toEqual([{ price: 100_000, volume: 700, orders: 2 }]);
  });

  it('loses priority when the volume is increased', () => {
    const { exchange, events, first, second } = queue();
    expect(exchange.replace(first, { volume: 800 }).ok).toBe(true);
    expect(firstBuyer(exchange, events)).toBe(second);
  });

  it('loses priority when the price changes, and a new price can match at once', () => {
    const { exchange, events, first, second } = queue();
    expect(exchange.replace(first, { price: 99_900 }).ok).toBe(true);
    expect(exchange.replace(first, { price: 100_000 }).ok).toBe(true);
    expect(firstBuyer(exchange, events)).toBe(second);
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_500, volume: 200, owner: bob });
    expect(exchange.replace(second, { price: 100_500 }).ok).toBe(true);
    expect(trades(events).at(-1)).toEqual([100_500, 200, second, expect.any(String)]);
  });

  it.each([
    [{ price: 100_050 }, 'TICK'],
    [{ price: 110_000 }, 'BAND'],
    [{ volume: 550 }, 'BAD_AMEND'],
    [{ volume: 500 }, 'BAD_AMEND'],
    [{ price: 100_000 }, 'BAD_AMEND'],
  ] as const)('refuses %o with %s', (change, reason) => {
    const { exchange, first } = queue();
    expect(exchange.replace(first, change)).toEqual({ ok: false, reason });
  });

  it('refuses price and volume together, unknown orders and finished ones', () => {
    const { exchange, first } = queue();
    expect(exchange.replace(first, { price: 99_000, volume: 100 } as never)).toEqual({
      ok: false,
      reason: 'BAD_AMEND',
    });
    expect(exchange.cancel('nope')).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(exchange.cancel(first).ok).toBe(true);
    expect(exchange.cancel(first)).toEqual({ ok: false, reason: 'NOT_FOUND' });
  });
});
