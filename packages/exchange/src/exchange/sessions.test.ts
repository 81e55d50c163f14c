import { describe, expect, it } from 'vitest';
import { alice, at, bob, openExchange, trades } from './test-support.ts';

describe('call auctions and the post-close session', () => {
  it('uncrosses the ATO at 09:15, projecting the price while it fills, and drops unmatched ATO orders', () => {
    const { exchange, events } = openExchange('09:00');
    exchange.submit({ symbol: 'FPT', side: 'B', type: 'LO', price: 101_000, volume: 1_000, owner: alice });
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'ATO', volume: 500, owner: bob });
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 99_000, volume: 300, owner: bob });
    const late = exchange.submit({ symbol: 'FPT', side: 'S', type: 'ATO', volume: 400, owner: bob });
    expect(trades(events)).toEqual([]);
    const projection = events.filter((event) => event.type === 'auctionProjection').at(-1);
    expect(projection).toMatchObject({ price: 100_000, volume: 1_000, imbalance: -200 });
    expect(exchange.cancel(late.ok ? late.orderId : '')).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
    exchange.advanceTo(at('09:15'));
    expect(trades(events).map(([price, volume]) => [price, volume])).toEqual([
      [100_000, 500],
      [100_000, 400],
      [100_000, 100],
    ]);
    const snapshot = exchange.snapshot('FPT')!;
    expect([snapshot.open, snapshot.phase]).toEqual([100_000, 'CONTINUOUS']);
    expect(snapshot.asks).toEqual([{ price: 99_000, volume: 200, orders: 1 }]);
    expect(events.filter((event) => event.type === 'order' && event.status === 'expired')).toEqual([]);
    expect(
      events
        .filter((event) => event.type === 'depth' && event.time === at('09:15'))
        .map((event) => event.type === 'depth' && [event.side, event.levels]),
    ).toEqual([
      ['B', []],
      ['S', [{ price: 99_000, volume: 200, orders: 1 }]],
    ]);
  });

  it('sets the HOSE close from the ATC and cancels leftover ATC orders', () => {
    const { exchange, events } = openExchange('14:00');
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_500, volume: 100, owner: bob });
    exchange.submit({ symbol: 'FPT', side: 'B', type: 'LO', price: 100_500, volume: 100, owner: alice });
    exchange.advanceTo(at('14:31'));
    exchange.submit({ symbol: 'FPT', side: 'B', type: 'ATC', volume: 800, owner: alice });
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 100_200, volume: 500, owner: bob });
    exchange.advanceTo(at('14:45'));
    const snapshot = exchange.snapshot('FPT')!;
    expect(trades(events).map(([price, volume]) => [price, volume])).toEqual([
      [100_500, 100],
      [100_500, 500], // every price from 100,200 up matches 500 with 300 left: the one nearest the last match wins
    ]);
    expect([snapshot.close, snapshot.phase]).toEqual([100_500, 'PUT_THROUGH']);
    expect(
      events
        .filter((event) => event.type === 'order' && event.status === 'expired')
        .map((event) => event.type === 'order' && event.remaining),
    ).toEqual([0]);
    expect(exchange.snapshot('FPT')!.bids).toEqual([]);
  });

  it('runs HNX PLO at the closing price after the ATC: a call to 14:55, then continuous; PLO matches do not move the close', () => {
    const { exchange, events } = openExchange('14:00');
    exchange.submit({ symbol: 'SHS', side: 'S', type: 'LO', price: 20_300, volume: 100, owner: bob });
    exchange.submit({ symbol: 'SHS', side: 'B', type: 'LO', price: 20_300, volume: 100, owner: alice });
    exchange.advanceTo(at('14:46'));
    const buy = exchange.submit({ symbol: 'SHS', side: 'B', type: 'PLO', volume: 300, owner: alice });
    exchange.submit({ symbol: 'SHS', side: 'S', type: 'PLO', volume: 200, owner: bob });
    expect(trades(events)).toHaveLength(1);
    expect(exchange.cancel(buy.ok ? buy.orderId : '')).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
    exchange.advanceTo(at('14:55'));
    expect(events.filter((event) => event.type === 'trade').at(-1)).toMatchObject({
      board: 'plo',
      price: 20_300,
      volume: 200,
      aggressor: null,
      session: 'PLO',
    });
    exchange.advanceTo(at('14:56'));
    exchange.submit({ symbol: 'SHS', side: 'S', type: 'PLO', volume: 100, owner: bob });
    expect(events.filter((event) => event.type === 'trade').at(-1)).toMatchObject({
      board: 'plo',
      volume: 100,
      aggressor: 'S',
    });
    expect(trades(events).map(([price, volume]) => [price, volume])).toEqual([
      [20_300, 100],
      [20_300, 200],
      [20_300, 100],
    ]);
    expect(
      exchange.submit({ symbol: 'SHS', side: 'B', type: 'LO', price: 20_300, volume: 100, owner: alice }),
    ).toEqual({ ok: false, reason: 'SESSION' });
    exchange.advanceTo(at('15:00'));
    const snapshot = exchange.snapshot('SHS')!;
    expect([snapshot.close, snapshot.totalVolume, snapshot.phase]).toEqual([20_300, 400, 'CLOSED']);
    expect(
      events.some(
        (event) =>
          event.type === 'order' &&
          event.orderId === (buy.ok && buy.orderId) &&
          event.status === 'fill' &&
          event.remaining === 0,
      ),
    ).toBe(true);
  });

  it('refuses an account both sides of one symbol within a call, except orders carried over', () => {
    const { exchange } = openExchange('14:00');
    exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 105_000, volume: 100, owner: alice });
    exchange.advanceTo(at('14:31'));
    expect(exchange.submit({ symbol: 'FPT', side: 'B', type: 'ATC', volume: 100, owner: alice }).ok).toBe(
      true,
    );
    expect(
      exchange.submit({ symbol: 'FPT', side: 'S', type: 'LO', price: 104_000, volume: 100, owner: alice }),
    ).toEqual({ ok: false, reason: 'OPPOSITE_SIDE' });
    expect(
      exchange.submit({ symbol: 'HPG', side: 'S', type: 'LO', price: 10_000, volume: 100, owner: alice }).ok,
    ).toBe(true);
    expect(exchange.submit({ symbol: 'FPT', side: 'S', type: 'ATC', volume: 100, owner: bob }).ok).toBe(true);
  });

  it('emits a session event for each market at each phase change, derivatives first', () => {
    const { exchange, events } = openExchange('08:00');
    exchange.advanceTo(at('09:00'));
    expect(
      events
        .filter((event) => event.type === 'session')
        .map((event) => event.type === 'session' && `${event.market}:${event.phase}`),
    ).toEqual(['DERIV:ATO', 'HSX:ATO', 'HNX:CONTINUOUS', 'UPCOM:CONTINUOUS', 'DERIV:CONTINUOUS']);
  });

  it('keeps resting orders across lunch, where nothing can be entered or cancelled', () => {
    const { exchange } = openExchange('11:00');
    const order = exchange.submit({
      symbol: 'BSR',
      side: 'B',
      type: 'LO',
      price: 19_900,
      volume: 100,
      owner: alice,
    });
    exchange.advanceTo(at('12:00'));
    expect(exchange.cancel(order.ok ? order.orderId : '')).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
    exchange.advanceTo(at('13:00'));
    expect(exchange.cancel(order.ok ? order.orderId : '').ok).toBe(true);
  });
});
