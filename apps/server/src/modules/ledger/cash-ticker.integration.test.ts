// HOSE lists VNDIRECT Securities as VND, and the ledger once named cash 'VND' too: its "shares" were
// cash (a sale of shares never held blocked and sold cash, a stock transfer of it moved cash, a
// dividend on it would have paid every cash balance). Cash is now CASH, a name no ticker has: VND
// trades, moves and is entitled like any stock, on its own shares only.
import type { CorporateEvent } from '@sen/exchange';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { CorporateActionsService } from '../corporate-actions/corporate-actions-service.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { depositSecurities } from './ledger-entries.ts';
import { CASH } from './ledger-rules.ts';

const SUB = '0000011';
const MARGIN = 'M000001';
const TICKER = 'VND';

describe.each(testAppDatabases())('the ticker VND on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);
  const cash = async (sub: string) =>
    (await call('CashBalance', { subAccount: sub })).data as { available: number; blocked: number };
  const shares = async (sub: string) => (await app.ledger.balances(sub)).get(TICKER)?.available ?? 0;
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('is listed on the simulated exchange, and cash is not named like it', () => {
    expect(app.market.store.get(TICKER)).toBeDefined();
    expect(CASH).not.toBe(TICKER);
  });

  it('refuses a sale of VND shares not held (-6013) without touching cash, and takes a buy', async () => {
    const before = await cash(SUB);
    const { floor, ceiling } = app.market.store.get(TICKER)!;
    const sell = await placeOrder(app, demo, { symbol: TICKER, side: 'S', price: floor, volume: 1_000 });
    expect(sell.rc).toBe(-6013);
    expect(await cash(SUB)).toMatchObject(before);
    const buy = await placeOrder(app, demo, { symbol: TICKER, side: 'B', price: ceiling, volume: 100 });
    expect(buy.rc).toBe(1);
  });

  it('moves VND shares by StockTransfer, and only shares: cash stays where it is', async () => {
    const refused = await call('StockTransfer', {
      fromSubAccount: MARGIN,
      toSubAccount: SUB,
      symbol: TICKER,
      volume: 1_000,
      pin: '123456',
      refId: 'st-vnd-none',
    });
    expect(refused.rc).toBe(-6013);
    await app.ledger.post(
      app.storage.db,
      'deposit',
      'test-vnd-shares',
      depositSecurities(MARGIN, TICKER, 1_000, 16_000_000),
    );
    const [from, to, held] = [await cash(MARGIN), await cash(SUB), await shares(SUB)];
    const moved = await call('StockTransfer', {
      fromSubAccount: MARGIN,
      toSubAccount: SUB,
      symbol: TICKER,
      volume: 1_000,
      pin: '123456',
      refId: 'st-vnd-shares',
    });
    expect(moved.rc).toBe(1);
    expect(await shares(MARGIN)).toBe(0);
    expect(await shares(SUB)).toBe(held + 1_000);
    expect(await cash(MARGIN)).toMatchObject(from);
    expect(await cash(SUB)).toMatchObject(to);
  });

  it("entitles VND's holders on their VND shares, not on their cash", async () => {
    const event: CorporateEvent = {
      kind: 'cash-dividend',
      id: 'VND-CASH-TICKER',
      title: { vi: 'x', en: 'x' },
      ratePct: 12,
      perShare: 1_200,
      exDate: '2099-01-05',
      recordDate: '2099-01-06',
      paymentDate: '2099-01-08',
    };
    const service = new CorporateActionsService({
      db: app.storage.db,
      ledger: app.ledger,
      calendar: { live: () => [{ symbol: TICKER, event }] },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
    });
    // Every VND share the sub-account holds counts (available, blocked and still arriving).
    const held = (await app.ledger.balances(SUB)).get(TICKER)?.total ?? 0;
    expect(held).toBeGreaterThanOrEqual(1_000);
    expect(await service.runDay('2099-01-06')).toEqual({ recorded: 1, paid: 0 });
    const list = (await call('EntitlementList', { subAccount: SUB })).data as Array<{
      symbol: string;
      shares: number;
    }>;
    expect(list.filter((e) => e.symbol === TICKER).map((e) => e.shares)).toEqual([held]);
  });
});
