// The ledger names cash 'VND' and a stock by its ticker, and HOSE lists a stock whose ticker is VND
// (VNDIRECT Securities): its "shares" in the ledger would be cash. Nothing may treat that ticker as
// shares: a sale of it would block cash as shares and be paid the sale's proceeds, a stock transfer
// of it would move cash past the margin hold-back, and a dividend on it would be paid on every cash
// balance. Each is refused (orders -6031, stock transfer -6013, no entitlement), changing nothing.
import type { CorporateEvent } from '@sen/exchange';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp } from '../../testing/demo-app.ts';
import { CorporateActionsService } from '../corporate-actions/corporate-actions-service.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { CASH } from './ledger-rules.ts';

const SUB = '0000011';
const MARGIN = 'M000001';

describe.each(testAppDatabases())('the ticker named like the cash asset on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);
  const cash = async (sub: string) =>
    (await call('CashBalance', { subAccount: sub })).data as { available: number; blocked: number };
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it('is listed on the simulated exchange (so the collision is real)', () => {
    expect(app.market.store.get(CASH)).toBeDefined();
  });

  it('refuses orders on it: no cash is blocked as shares', async () => {
    const before = await cash(SUB);
    const { floor, ceiling } = app.market.store.get(CASH)!;
    const sell = await placeOrder(app, demo, { symbol: CASH, side: 'S', price: floor, volume: 1_000 });
    const buy = await placeOrder(app, demo, { symbol: CASH, side: 'B', price: ceiling, volume: 100 });
    expect([sell.rc, buy.rc]).toEqual([-6031, -6031]);
    expect(await cash(SUB)).toMatchObject(before);
  });

  it('refuses a stock transfer of it: cash moves only by CashTransfer', async () => {
    const [from, to] = [await cash(SUB), await cash(MARGIN)];
    const reply = await call('StockTransfer', {
      fromSubAccount: SUB,
      toSubAccount: MARGIN,
      symbol: CASH,
      volume: 1_000,
      pin: '123456',
      refId: 'st-cash-ticker',
    });
    expect(reply.rc).toBe(-6013);
    expect(await cash(SUB)).toMatchObject(from);
    expect(await cash(MARGIN)).toMatchObject(to);
  });

  it('records no entitlement on it: cash balances are not its holdings', async () => {
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
      calendar: { live: () => [{ symbol: CASH, event }] },
      now: Date.now,
      notify: (input, trx) => app.notifications.notify(input, trx),
    });
    const before = await cash(SUB);
    expect(await service.runDay('2099-01-06')).toEqual({ recorded: 0, paid: 0 });
    expect(await service.runDay('2099-01-08')).toEqual({ recorded: 0, paid: 0 });
    expect((await call('EntitlementList', { subAccount: SUB })).data).toEqual([]);
    expect(await cash(SUB)).toMatchObject(before);
  });
});
