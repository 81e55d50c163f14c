// The risk refusals of margin orders through `/trading` on SQLite and PostgreSQL (issue 17 item 4):
// under its call ratio an account takes no new loan (-6032, the account safety ratio) though its
// purchase power would allow the buy; a sale that would leave the ratio under the call ratio and
// lower than before is refused (-6668). Each refusal changes nothing. This server's call ratio is
// 95% (so the account is under it right after its first margin buy) and its risk watcher is idle
// (no pass within the test), so only the commands move the account.
import { addTradingDays } from '@sen/market';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp, withEnv } from '../../testing/demo-app.ts';
import { withMarketHeld } from '../../testing/market-held.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { borrowBuyingFpt } from './margin-test-setup.ts';

const SUB = 'M000001';
const PIN = '123456';
const ENV = { SEN_MARGIN_CALL_RATIO: '95', SEN_MARGIN_WATCH_MS: '600000' };
type Info = { debt: number; interest: number; heldCredit: number; ratio: number; status: string };

describe.each(testAppDatabases())('margin risk refusals on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);
  const info = async () => (await call('MarginInfo', { subAccount: SUB })).data as Info;
  /** What a refusal must leave as it was: the margin figures, the orders, the balances. */
  const snapshot = async () => ({
    info: await info(),
    orders: (await call('OrderList', { subAccount: SUB, list: 'today' })).data,
    cash: (await call('CashBalance', { subAccount: SUB })).data,
    stock: (await call('StockBalance', { subAccount: SUB })).data,
  });

  beforeAll(async () => {
    ({ app, demo, close } = await withEnv(ENV, () => startDemoApp(open, { clockStart: '10:00' })));
  }, 60_000);
  afterAll(() => close?.());

  it('borrows: a buy of FPT beyond the cash fills and leaves a loan', async () => {
    await borrowBuyingFpt(app, demo, SUB, 300_000_000, 230_000_000);
    await vi.waitFor(async () => expect((await info()).heldCredit).toBe(0), { timeout: 30_000 });
    const after = await info();
    expect(after.debt).toBeGreaterThan(20_000_000);
    // between the lend ratio (50%: some power left) and this server's call ratio (95%)
    expect(after.ratio).toBeGreaterThan(0.5);
    expect(after).toMatchObject({ status: 'call' });
  }, 120_000);

  it('-6032: no new loan under the call ratio, though the purchase power would allow it', async () => {
    const vcb = app.market.store.get('VCB')!;
    const power = (await call('PurchasePower', { subAccount: SUB, symbol: 'VCB', price: vcb.floor }))
      .data as {
      cashAvailable: number;
      purchasePower: number;
      maxVolume: number;
    };
    // a buy that needs credit (beyond the cash) and is within the power
    expect(power.maxVolume * vcb.floor).toBeGreaterThan(power.cashAvailable);
    // MarginInfo values the account at live prices: the market holds still between the reads.
    await withMarketHeld(app, async () => {
      const before = await snapshot();
      const refused = await placeOrder(app, demo, {
        sub: SUB,
        symbol: 'VCB',
        side: 'B',
        price: vcb.floor,
        volume: power.maxVolume,
      });
      expect(refused.rc).toBe(-6032);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('-6032 also for a buy beyond the purchase power: under the call ratio the loan is what is refused', async () => {
    const vcb = app.market.store.get('VCB')!;
    const power = (await call('PurchasePower', { subAccount: SUB, symbol: 'VCB', price: vcb.floor }))
      .data as { maxVolume: number };
    await withMarketHeld(app, async () => {
      const before = await snapshot();
      expect(before.info.status).toBe('call');
      // past what the power allows (-6012 for an account above its call ratio)
      const refused = await placeOrder(app, demo, {
        sub: SUB,
        symbol: 'VCB',
        side: 'B',
        price: vcb.floor,
        volume: power.maxVolume + 10_000,
      });
      expect(refused.rc).toBe(-6032);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('-6668: a sale that would leave the ratio under the call ratio and lower is refused', async () => {
    // T+2: the bought shares arrive and can be sold
    await app.ledger.settleDue(addTradingDays(app.market.exchange.tradingDate, 2));
    const fpt = app.market.store.get('FPT')!;
    const sell = (refId: string) =>
      placeOrder(app, demo, { sub: SUB, symbol: 'FPT', side: 'S', price: fpt.ceiling, volume: 100, refId });
    // While the account is worth more than it owes, a sale repays debt and raises the ratio: accepted.
    const accepted = await sell('margin-sell-ok');
    expect(accepted.rc).toBe(1);
    await call('CancelOrder', {
      subAccount: SUB,
      orderNo: (accepted.data as { orderNo: string }).orderNo,
      pin: PIN,
    });
    // The loan left unpaid for decades: its interest (the real accrual, one entry for every calendar
    // day) takes what it owes past what it holds, so a sale's fee and tax would lower the ratio more.
    const today = app.market.exchange.tradingDate;
    expect(await app.margin.accrue(today, '2099-01-02')).toBe(1);
    expect((await info()).ratio).toBeLessThan(0);
    // the cancelled sell has given its shares back
    await vi.waitFor(async () => {
      const orders = (await call('OrderList', { subAccount: SUB, list: 'today' })).data as Array<{
        status: string;
      }>;
      expect(orders.every((o) => ['M', 'X', 'R', 'D', 'E'].includes(o.status))).toBe(true);
    });
    // MarginInfo values the account at live prices: the market holds still between the reads.
    await withMarketHeld(app, async () => {
      const before = await snapshot();
      expect((await sell('margin-sell-refused')).rc).toBe(-6668);
      expect(await snapshot()).toEqual(before);
    });
  });
});
