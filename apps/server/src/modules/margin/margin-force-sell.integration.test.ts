// The force-sell of an account whose debt is beyond its assets (ratio under zero), against the real
// OMS on SQLite and PostgreSQL. The -6668 rule ("a sale that would leave the ratio under the call
// ratio and lower than before") protects a customer's own sales; the risk watcher's force-sells
// must still be placed, however far under water the account is (docs/api.md, margin lending:
// under the force-sell ratio the watcher places limit sells at the floor).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marginRatioBps } from '@sen/market';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { depositSecurities } from '../ledger/ledger-entries.ts';
import { CASH, posting } from '../ledger/ledger-rules.ts';
import { MARGIN_HOUSE } from '../ledger/margin-entries.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { marginSettings } from './margin-settings.ts';
import { positionOf, readMarginState } from './margin-state.ts';
import { riskWatcherOf } from './margin-test-setup.ts';

const SUB = 'M000001';
type Order = { refId: string; side: string; symbol: string; volume: number };

describe.each(testAppDatabases())('margin force-sell under water on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);

  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('places the force-sells of an account whose net debt is beyond its assets', async () => {
    // The app's own prices (the margin module's: last match, else reference).
    const price = (symbol: string) => {
      const s = app.market.store.get(symbol);
      return s ? (s.last > 0 ? s.last : s.reference) : undefined;
    };
    const fpt = app.market.store.get('FPT')!;
    const shares = 2_000;
    const value = shares * price('FPT')!;
    await app.ledger.post(
      app.storage.db,
      'deposit',
      'test-under-water-fpt',
      depositSecurities(SUB, 'FPT', shares, value),
    );
    // A debt of the cash plus 125% of the shares' value: the ratio is about -25%.
    const { cash } = await readMarginState(app.storage.db, SUB, price);
    const debt = cash + Math.round(value * 1.25);
    await app.ledger.post(app.storage.db, 'margin-test-debt', 'test-under-water-debt', [
      posting(SUB, CASH, 'debt', -debt),
      posting(MARGIN_HOUSE.room('FPT'), CASH, 'debt', debt),
    ]);
    const { policy } = marginSettings({});
    const ratio = marginRatioBps(positionOf(await readMarginState(app.storage.db, SUB, price)));
    expect(ratio).toBeLessThan(0);

    // The customer's own sale would lower the ratio further: refused by risk management.
    const own = await placeOrder(app, demo, {
      sub: SUB,
      symbol: 'FPT',
      side: 'S',
      price: fpt.floor,
      volume: 100,
    });
    expect(own.rc).toBe(-6668);

    // The broker's force-sell is placed all the same.
    const errors: unknown[] = [];
    const watcher = riskWatcherOf(app, policy, price, (error) => errors.push(error));
    await watcher.check(SUB);
    expect(errors).toEqual([]);
    const orders = (await call('OrderList', { subAccount: SUB, list: 'today' })).data as Order[];
    const forced = orders.filter((o) => o.refId.startsWith('force-sell:'));
    expect(forced).toHaveLength(1);
    expect(forced[0]).toMatchObject({ side: 'S', symbol: 'FPT', volume: shares });
  }, 120_000);
});
