// The edit/fill race of R5 (docs/reliability.md): what an edit cuts is released only when the
// exchange confirms it (its `replaced` event); fills that come first still take from the order's
// full block, and a refused edit (clearWaiting) releases nothing.
import type { OrderEvent } from '@sen/exchange';
import { describe, expect, it } from 'vitest';
import { applyExchangeEvent, clearWaiting, heldFor, markWaiting, type OrderState } from './order-machine.ts';
import { buyBlockAmount } from '../ledger/block-amounts.ts';

const sell: OrderState = {
  side: 'S',
  kind: 'stock',
  price: 100_000,
  volume: 500,
  matchedVolume: 0,
  matchedValue: 0,
  status: 'P',
  messageNo: 0,
  blocked: 500,
  fills: 0,
};
const buy: OrderState = { ...sell, side: 'B', blocked: buyBlockAmount(100_000, 500) };
const event = (status: OrderEvent['status'], over: Partial<OrderEvent> = {}): OrderEvent => ({
  type: 'order',
  time: 1,
  orderId: 'X1',
  clientRef: '1',
  owner: { kind: 'broker', accountId: 'A' },
  symbol: 'FPT',
  board: 'lot',
  side: 'S',
  orderType: 'LO',
  status,
  price: 100_000,
  volume: 500,
  filled: 0,
  remaining: 500,
  ...over,
});
const fill = (volume: number, filled: number, total = 500) =>
  event('fill', { fillPrice: 100_000, fillVolume: volume, filled, remaining: total - filled });

/** Applies the events in turn; the final order and every effect. */
function run(order: OrderState, events: OrderEvent[]) {
  const effects = [];
  for (const e of events) {
    const t = applyExchangeEvent(order, e);
    order = t.order;
    effects.push(...t.effects);
  }
  return { order, effects };
}
const released = (effects: ReturnType<typeof run>['effects']) =>
  effects.reduce((sum, e) => sum + (e.type === 'release' ? e.amount : 0), 0);
const taken = (effects: ReturnType<typeof run>['effects']) =>
  effects.reduce((sum, e) => sum + (e.type === 'fill' ? e.cost : 0), 0);

describe('an edit racing fills (sell of 500 edited to 300)', () => {
  const waiting = markWaiting(sell, 'edit');

  it.each([
    {
      name: 'edit requested, nothing fills, edit confirmed: the cut 200 goes back with the event',
      events: [event('replaced', { volume: 300, remaining: 300 })],
      want: { status: 'C', volume: 300, blocked: 300 },
      release: 200,
      fills: 0,
    },
    {
      name: 'edit requested, 100 fill, edit confirmed: 200 left open hold 200',
      events: [fill(100, 100), event('replaced', { volume: 300, filled: 100, remaining: 200 })],
      want: { status: 'M', volume: 300, matchedVolume: 100, blocked: 200 },
      release: 200,
      fills: 100,
    },
    {
      name: 'edit requested, 500 fill (edit refused): every fill taken from the order, nothing released',
      events: [fill(300, 300), fill(200, 500)],
      want: { status: 'M', volume: 500, matchedVolume: 500, blocked: 0 },
      release: 0,
      fills: 500,
    },
    {
      name: 'edit requested, 400 fill (edit refused), the rest fills later',
      events: [fill(400, 400), fill(100, 500)],
      want: { status: 'M', volume: 500, matchedVolume: 500, blocked: 0 },
      release: 0,
      fills: 500,
    },
    {
      name: 'edit confirmed, then 300 fill: the order ends with nothing left to release',
      events: [event('replaced', { volume: 300, remaining: 300 }), fill(300, 300, 300)],
      want: { status: 'M', volume: 300, matchedVolume: 300, blocked: 0 },
      release: 200,
      fills: 300,
    },
  ])('$name', ({ events, want, release, fills }) => {
    const { order, effects } = run(waiting, events);
    expect(order).toMatchObject(want);
    expect(released(effects)).toBe(release);
    expect(taken(effects)).toBe(fills);
    // Conservation: what the order blocked = what fills took + what was released + what it still holds.
    expect(taken(effects) + released(effects) + order.blocked).toBe(sell.blocked);
  });

  it('a refused edit (clearWaiting) leaves the block whole for the fills that follow', () => {
    const partly = run(waiting, [fill(200, 200)]).order;
    const refused = clearWaiting(partly);
    expect(refused).toMatchObject({ status: 'M', blocked: 300 });
    const { order, effects } = run(refused, [fill(300, 500)]);
    expect(order.blocked).toBe(0);
    expect(taken(effects)).toBe(300);
    expect(released(effects)).toBe(0);
  });

  it('a buy price cut releases its cash on confirmation, a raise keeps what it blocked', () => {
    const cut = run(markWaiting(buy, 'edit'), [event('replaced', { side: 'B', price: 99_000 })]);
    expect(cut.order).toMatchObject({ status: 'C', price: 99_000, blocked: buyBlockAmount(99_000, 500) });
    expect(cut.effects).toEqual([
      { type: 'release', amount: buy.blocked - buyBlockAmount(99_000, 500), edit: true },
    ]);
    const raised = { ...markWaiting(buy, 'edit'), blocked: buyBlockAmount(101_000, 500) };
    const up = run(raised, [event('replaced', { side: 'B', price: 101_000 })]);
    expect(up.effects).toEqual([]);
    expect(up.order.blocked).toBe(buyBlockAmount(101_000, 500));
  });

  it('futures margins are not re-sized by an edit', () => {
    const future = { ...sell, kind: 'future', blocked: 9_000_000 };
    expect(heldFor(future)).toBeUndefined();
    const t = applyExchangeEvent(markWaiting(future, 'edit'), event('replaced', { volume: 300 }));
    expect(t.effects).toEqual([]);
    expect(t.order.blocked).toBe(9_000_000);
  });
});
