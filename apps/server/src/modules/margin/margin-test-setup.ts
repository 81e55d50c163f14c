// For the margin integration tests: what drives a margin sub-account's ratio down. A loan (a buy of
// FPT at the ceiling beyond the cash, what did not fill cancelled) and a risk watcher built as the
// margin plugin builds it (margin-plugin.ts), at the prices a test chooses.
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { placeOrder } from '../orders/test-orders.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { MarginNotifier } from './margin-notifier.ts';
import { RiskWatcher, type RiskDeps } from './margin-risk.ts';

/**
 * Buys FPT at the ceiling on `sub` for at most `amount` dong (whole board lots), so the fills beyond the cash
 * borrow; waits until more than `filledOver` of it has matched, then cancels what did not fill and
 * waits for the cancel to be done.
 */
export async function borrowBuyingFpt(
  app: FastifyInstance,
  caller: TestCaller,
  sub: string,
  amount: number,
  filledOver: number,
): Promise<void> {
  const fpt = app.market.store.get('FPT')!;
  const placed = await placeOrder(app, caller, {
    sub,
    symbol: 'FPT',
    side: 'B',
    price: fpt.ceiling,
    volume: Math.floor(amount / fpt.ceiling / 100) * 100,
  });
  expect(placed.rc).toBe(1);
  const orderNo = (placed.data as { orderNo: string }).orderNo;
  await vi.waitFor(
    async () => {
      const d = (await postCommand(app, 'B', caller, 'OrderDetail', { subAccount: sub, orderNo })).data as {
        order: { matchedVolume: number };
      };
      expect(d.order.matchedVolume * fpt.ceiling).toBeGreaterThan(filledOver);
    },
    { timeout: 60_000, interval: 200 },
  );
  await postCommand(app, 'B', caller, 'CancelOrder', { subAccount: sub, orderNo, pin: '123456' });
  // Settled before the test reads the account: cancelled (or filled meanwhile), its money released.
  await vi.waitFor(
    async () => {
      const d = (await postCommand(app, 'B', caller, 'OrderDetail', { subAccount: sub, orderNo })).data as {
        order: { status: string; matchedVolume: number; volume: number };
      };
      const { status, matchedVolume, volume } = d.order;
      expect(status.endsWith('X') || (status === 'M' && matchedVolume === volume), status).toBe(true);
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** A risk watcher of the app's accounts, valued at `price`, that places force-sells through the OMS. */
export function riskWatcherOf(
  app: FastifyInstance,
  policy: RiskDeps['policy'],
  price: RiskDeps['price'],
  onError: RiskDeps['onError'],
): RiskWatcher {
  return new RiskWatcher({
    db: app.storage.db,
    policy,
    price,
    floor: (symbol) => app.market.store.get(symbol)?.floor,
    tradingDate: () => app.market.exchange.tradingDate,
    notifier: new MarginNotifier((input, db) => app.notifications.notify(input, db)),
    place: (caller, order) => app.oms.entry.placeTrusted(caller, order),
    now: () => app.market.time,
    onError,
  });
}
