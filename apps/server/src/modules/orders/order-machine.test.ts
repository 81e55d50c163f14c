import type { OrderEvent } from '@sen/exchange';
import { describe, expect, it } from 'vitest';
import { applyExchangeEvent, clearWaiting, isFinal, markWaiting, type OrderState } from './order-machine.ts';

const buy: OrderState = {
  side: 'B',
  kind: 'stock',
  price: 20_000,
  volume: 300,
  matchedVolume: 0,
  matchedValue: 0,
  status: 'S',
  messageNo: 0,
  blocked: 6_021_000,
  fills: 0,
};
const event = (status: OrderEvent['status'], over: Partial<OrderEvent> = {}): OrderEvent => ({
  type: 'order',
  time: 1,
  orderId: 'X1',
  clientRef: '1',
  owner: { kind: 'broker', accountId: 'A' },
  symbol: 'FPT',
  board: 'lot',
  side: 'B',
  orderType: 'LO',
  status,
  price: 20_000,
  volume: 300,
  filled: 0,
  remaining: 300,
  ...over,
});

describe('applyExchangeEvent', () => {
  it('goes S -> P on acceptance, M on fills, and releases the rest when fully matched', () => {
    let t = applyExchangeEvent(buy, event('accepted'));
    expect(t.order.status).toBe('P');
    t = applyExchangeEvent(
      t.order,
      event('fill', { fillPrice: 19_950, fillVolume: 100, filled: 100, remaining: 200 }),
    );
    expect(t.order).toMatchObject({ status: 'M', matchedVolume: 100, fills: 1 });
    expect(t.effects).toEqual([
      { type: 'fill', seq: 1, price: 19_950, volume: 100, fee: 6_983, tax: 0, cost: 2_001_983 },
    ]);
    t = applyExchangeEvent(
      t.order,
      event('fill', { fillPrice: 20_000, fillVolume: 200, filled: 300, remaining: 0 }),
    );
    expect(t.order.blocked).toBe(0);
    expect(t.effects.map((e) => e.type)).toEqual(['fill', 'release']);
    expect(isFinal(t.order)).toBe(true);
    expect(applyExchangeEvent(t.order, event('cancelled')).effects).toEqual([]);
  });

  it('charges the 0.1% tax on sales and releases blocked shares on cancel', () => {
    const sell: OrderState = { ...buy, side: 'S', status: 'P', blocked: 300 };
    let t = applyExchangeEvent(
      sell,
      event('fill', { side: 'S', fillPrice: 20_000, fillVolume: 100, remaining: 200 }),
    );
    expect(t.effects[0]).toMatchObject({ fee: 7_000, tax: 2_000, cost: 100 });
    t = applyExchangeEvent(t.order, event('cancelled'));
    expect(t.order).toMatchObject({ status: 'X', blocked: 0 });
    expect(t.effects).toEqual([{ type: 'release', amount: 200 }]);
  });

  it('expires unfilled day orders (D), rejects (R) and marks amendments (C)', () => {
    expect(applyExchangeEvent({ ...buy, status: 'P' }, event('expired')).order.status).toBe('D');
    expect(applyExchangeEvent(buy, event('rejected')).order).toMatchObject({ status: 'R', blocked: 0 });
    const waiting = markWaiting({ ...buy, status: 'P' }, 'edit');
    expect(waiting.status).toBe('PV');
    expect(applyExchangeEvent(waiting, event('replaced', { price: 20_100 })).order).toMatchObject({
      status: 'C',
      price: 20_100,
    });
    expect(clearWaiting(markWaiting({ ...buy, status: 'M' }, 'cancel'))).toMatchObject({ status: 'M' });
  });
});
