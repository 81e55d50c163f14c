import { describe, expect, it } from 'vitest';
import { buyBlockAmount } from '../ledger/block-amounts.ts';
import { checkNewOrder, type CheckContext, type OrderInput } from './pre-trade-checks.ts';

const hsx: CheckContext = {
  customerStatus: 1,
  accountStatus: 1,
  instrument: { market: 'HSX', kind: 'stock' },
  band: { ceiling: 26_750, floor: 23_250 },
  phase: 'CONTINUOUS',
  ahead: () => ['ATO', 'CONTINUOUS', 'LUNCH', 'CONTINUOUS', 'ATC', 'PUT_THROUGH'],
};
/** What is left of a HOSE day in its lunch break. */
const lunch: Partial<CheckContext> = {
  phase: 'LUNCH',
  ahead: () => ['CONTINUOUS', 'ATC', 'PUT_THROUGH'],
};
const buy = (over: Partial<OrderInput> = {}): OrderInput => ({
  side: 'B',
  price: 25_000,
  volume: 100,
  nextSession: false,
  ...over,
});

describe('checkNewOrder', () => {
  it.each<[string, Partial<OrderInput>, Partial<CheckContext>, number]>([
    ['account awaiting activation', {}, { customerStatus: 0 }, -6017],
    ['account cannot trade', {}, { accountStatus: 2 }, -6028],
    ['new account without its depository number yet', {}, { depositoryPending: true }, -6039],
    [
      'pending activation before the depository check',
      {},
      { accountStatus: 0, depositoryPending: true },
      -6017,
    ],
    ['unknown symbol', {}, { instrument: undefined }, -6031],
    [
      'listed bond (bond service only)',
      {},
      { instrument: { market: 'HNX', kind: 'bond' }, band: { ceiling: 0, floor: 0 } },
      -6016,
    ],
    ['MOK on HOSE', { price: 'MOK' }, {}, -6023],
    ['volume not a lot', { volume: 150 }, {}, -6019],
    ['volume above HOSE maximum', { volume: 500_100 }, {}, -6019],
    ['odd lot at market price', { volume: 50, price: 'MP' }, {}, -6023],
    ['price off the tick', { price: 25_010 }, {}, -6021],
    ['price above ceiling', { price: 26_800 }, {}, -6035],
    ['market closed', {}, { phase: 'CLOSED' }, -6022],
    ['ATO in continuous', { price: 'ATO' }, {}, -6024],
    ['HOSE ATO queued in the lunch break (no opening call left today)', { price: 'ATO' }, lunch, -6024],
    [
      'HNX has no ATO at all',
      { price: 'ATO' },
      { instrument: { market: 'HNX', kind: 'stock' }, phase: 'PRE_OPEN' },
      -6023,
    ],
    [
      'derivatives over 1000',
      { volume: 1001, price: 130_000 },
      { instrument: { market: 'DERIV', kind: 'future' }, band: { ceiling: 140_000, floor: 120_000 } },
      -6034,
    ],
  ])('%s', (_name, order, ctx, code) => {
    expect(checkNewOrder(buy(order), { ...hsx, ...ctx })).toEqual({ ok: false, code });
  });

  it('blocks value plus the highest fee for a buy and the shares for a sell', () => {
    expect(checkNewOrder(buy(), hsx)).toEqual({
      ok: true,
      type: 'LO',
      price: 25_000,
      reserved: false,
      block: { asset: 'cash', amount: buyBlockAmount(25_000, 100) },
    });
    expect(buyBlockAmount(25_000, 100)).toBe(2_508_850);
    expect(checkNewOrder(buy({ side: 'S', volume: 30 }), hsx)).toMatchObject({
      ok: true,
      block: { asset: 'shares', amount: 30 },
    });
  });

  it('blocks market-price buys at the ceiling and queues orders before the open or for the next session', () => {
    expect(checkNewOrder(buy({ price: 'MP' }), hsx)).toMatchObject({
      ok: true,
      price: null,
      block: { amount: buyBlockAmount(26_750, 100) },
    });
    expect(checkNewOrder(buy(), { ...hsx, phase: 'PRE_OPEN' })).toMatchObject({ ok: true, reserved: true });
    expect(checkNewOrder(buy({ price: 'ATO' }), { ...hsx, phase: 'PRE_OPEN' })).toMatchObject({
      ok: true,
      reserved: true,
    });
    expect(checkNewOrder(buy({ price: 'MTL' }), { ...hsx, ...lunch })).toMatchObject({
      ok: true,
      reserved: true,
    });
    expect(checkNewOrder(buy({ nextSession: true }), { ...hsx, phase: 'CLOSED' })).toMatchObject({
      ok: true,
      reserved: true,
    });
  });
});
