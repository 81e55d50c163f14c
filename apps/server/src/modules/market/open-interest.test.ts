import type { OrderEvent, Owner, TradeEvent } from '@sen/exchange';
import { describe, expect, it } from 'vitest';
import { OpenInterestBook } from './open-interest.ts';

const T = Date.UTC(2026, 10, 23, 2, 30);
const order = (
  orderId: string,
  owner: Owner,
  status: OrderEvent['status'] = 'accepted',
  remaining = 10,
): OrderEvent => ({
  type: 'order',
  time: T,
  orderId,
  clientRef: undefined,
  owner,
  symbol: 'VN30F1M',
  board: 'lot',
  side: 'B',
  orderType: 'LO',
  status,
  price: 133_800,
  volume: 10,
  filled: 0,
  remaining,
});
const trade = (buyOrderId: string, sellOrderId: string, volume: number): TradeEvent => ({
  type: 'trade',
  time: T,
  symbol: 'VN30F1M',
  board: 'lot',
  price: 133_800,
  volume,
  aggressor: 'B',
  buyOrderId,
  sellOrderId,
  session: 'CONTINUOUS',
});
const A: Owner = { kind: 'participant', participantId: 'A' };
const B: Owner = { kind: 'participant', participantId: 'B' };
const C: Owner = { kind: 'broker', accountId: '0001' };

describe('open interest of futures', () => {
  it('opens on new positions, moves on transfers and closes when positions are unwound', () => {
    const book = new OpenInterestBook();
    for (const [id, owner] of [
      ['a1', A],
      ['b1', B],
      ['c1', C],
      ['b2', B],
      ['a2', A],
      ['b3', B],
    ] as const)
      book.onOrder(order(id, owner));
    expect(book.onTrade(trade('a1', 'b1', 5))).toBe(5); // A long 5, B short 5: opened
    expect(book.onTrade(trade('c1', 'a1', 3))).toBe(5); // A sells 3 to C: moved, not opened
    expect(book.onTrade(trade('b2', 'a2', 2))).toBe(3); // B buys back 2 from A: closed
    expect(book.onTrade(trade('b3', 'c1', 3))).toBe(0); // everyone flat
    expect(book.of('VN30F1M')).toBe(0);
  });

  it('forgets finished orders and counts unknown orders as owners of their own', () => {
    const book = new OpenInterestBook();
    book.onOrder(order('a1', A));
    book.onOrder(order('a1', A, 'fill', 0));
    book.onOrder(order('a2', A));
    book.onOrder(order('a2', A, 'cancelled', 0));
    // a1 and a2 are forgotten: two different owners now, so this match opens 4.
    expect(book.onTrade(trade('a1', 'a2', 4))).toBe(4);
  });
});
