// The market clock drives the payments: a fast demo clock (15:09 to 15:10 at 1000x, a trading day
// every 60 ms) passes the next coupon date of a bond just bought, and the coupon is paid on its own.
// Only FPT's stock market is simulated (the bond desk is not filtered): each virtual day is a whole
// trading day for the simulator to live, seconds of CPU for the full universe, milliseconds for one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BondInfo, BondOrder } from '@sen/protocol';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import type { TestCaller } from '../trading-gateway/test-client.ts';
import { DEMO_SUB } from '../orders/test-orders.ts';
import { nextRef, postBond } from './bond-test-client.ts';

interface Paid {
  kind: string;
  symbol: string;
  date: string;
  amount: number;
  tax: number;
}

describe.each(testAppDatabases())('bond coupons by the market clock on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open, {
      clockStart: '15:09',
      clockSpeed: 1000,
      symbols: ['FPT'],
    }));
  }, 60_000);
  afterAll(() => close?.());

  it('pays the coupon once the demo clock passes its date', async () => {
    const list = (await postBond<BondInfo[]>(app, demo, 'BondList')).data;
    const bond = list
      .filter((b) => b.offered)
      .sort((a, b) => a.nextCouponDate!.localeCompare(b.nextCouponDate!))[0]!;
    const bought = await postBond<BondOrder>(app, demo, 'BondBuy', {
      subAcntNo: DEMO_SUB,
      symbol: bond.symbol,
      volume: 300,
      pin: '123456',
      refId: nextRef(),
    });
    expect(bought.rc).toBe(1);
    const paid = await vi.waitFor(
      async () => {
        const flows = await postBond<{ paid: Paid[] }>(app, demo, 'BondCashflows', { subAcntNo: DEMO_SUB });
        const coupon = flows.data.paid.find((p) => p.kind === 'coupon');
        if (!coupon) throw new Error('no coupon yet');
        return coupon;
      },
      { timeout: 90_000, interval: 250 },
    );
    expect(paid.symbol).toBe(bond.symbol);
    expect(paid.date > bought.data.tradeDate).toBe(true);
    // 300 bonds x 100,000 x coupon / frequency, 5% withheld.
    const gross = Math.round((300 * 100_000 * bond.coupon) / bond.frequency);
    expect(paid.tax).toBe(Math.round(gross * 0.05));
    expect(paid.amount).toBe(gross - paid.tax);
  }, 120_000);
});
