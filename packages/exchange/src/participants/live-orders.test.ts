import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../exchange/events.ts';
import { LiveOrders } from './live-orders.ts';

const event = (
  orderId: string,
  status: OrderEvent['status'],
  remaining: number,
  price: number | null = 25_000,
): OrderEvent => ({
  type: 'order',
  time: 0,
  orderId,
  clientRef: undefined,
  owner: { kind: 'participant', participantId: 'MAKER' },
  symbol: 'HPG',
  side: 'B',
  board: 'lot',
  orderType: 'LO',
  status,
  price,
  volume: 1_000,
  filled: 1_000 - remaining,
  remaining,
});

describe('live orders', () => {
  it('follows a participant order from acceptance through fills to its end', () => {
    const live = new LiveOrders();
    live.apply(event('X1', 'accepted', 1_000));
    const order = live.get('X1')!;
    live.apply(event('X1', 'fill', 400));
    expect(order.remaining).toBe(400);
    live.apply(event('X1', 'fill', 0));
    expect(order.remaining).toBe(0);
    expect(live.get('X1')).toBeUndefined();
  });

  it('drops cancelled and expired orders and ignores market orders without a price', () => {
    const live = new LiveOrders();
    live.apply(event('X1', 'accepted', 1_000));
    live.apply(event('X2', 'accepted', 1_000));
    live.apply(event('X3', 'accepted', 1_000, null));
    live.apply(event('X1', 'cancelled', 0));
    expect(live.size).toBe(1);
    const kept = live.get('X2')!;
    live.clear();
    expect(kept.remaining).toBe(0);
    expect(live.size).toBe(0);
  });
});
