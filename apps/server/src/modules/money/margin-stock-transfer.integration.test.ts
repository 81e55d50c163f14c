// Shares out of a margin sub-account that owes the broker: they are the loan's collateral. Cash may
// leave it only beyond what it owes (withdrawable.ts); shares may not leave when that would put the
// account under its call ratio (the rule of a sale, -6668), else a customer borrows, moves the
// collateral to an ordinary sub-account and sells or keeps it there, and the loan is left unsecured.
// This server's call ratio is 95% (the account is under it right after its first margin buy) and its
// risk watcher is idle, so only the commands move the account.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { startDemoApp, withEnv } from '../../testing/demo-app.ts';
import { withMarketHeld } from '../../testing/market-held.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { borrowBuyingFpt } from '../margin/margin-test-setup.ts';

const SUB = '0000011';
const MARGIN = 'M000001';
const PIN = '123456';
const ENV = { SEN_MARGIN_CALL_RATIO: '95', SEN_MARGIN_WATCH_MS: '600000' };
type Info = { debt: number; heldCredit: number; ratio: number; status: string };

describe.each(testAppDatabases())('shares out of a margin sub-account in debt on %s', (_kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const call = (cmd: string, params: Record<string, unknown>) => postCommand(app, 'B', demo, cmd, params);
  const info = async () => (await call('MarginInfo', { subAccount: MARGIN })).data as Info;
  const transfer = (from: string, to: string, refId: string) =>
    call('StockTransfer', {
      fromSubAccount: from,
      toSubAccount: to,
      symbol: 'HPG',
      volume: 1_000,
      pin: PIN,
      refId,
    });
  const snapshot = async () => ({
    info: await info(),
    margin: (await call('StockBalance', { subAccount: MARGIN })).data,
    own: (await call('StockBalance', { subAccount: SUB })).data,
  });

  beforeAll(async () => {
    ({ app, demo, close } = await withEnv(ENV, () => startDemoApp(open, { clockStart: '10:00' })));
  }, 60_000);
  afterAll(() => close?.());

  it('moves shares in freely, and out while the account owes nothing', async () => {
    expect((await transfer(SUB, MARGIN, 'in-1')).rc).toBe(1);
    expect((await transfer(SUB, MARGIN, 'in-2')).rc).toBe(1);
    expect((await transfer(MARGIN, SUB, 'out-free')).rc).toBe(1);
  });

  it('refuses to move the collateral of a loan out under the call ratio (-6668), changing nothing', async () => {
    await borrowBuyingFpt(app, demo, MARGIN, 300_000_000, 230_000_000);
    await vi.waitFor(async () => expect((await info()).heldCredit).toBe(0), { timeout: 30_000 });
    expect(await info()).toMatchObject({ status: 'call' });
    expect((await info()).debt).toBeGreaterThan(20_000_000);
    await withMarketHeld(app, async () => {
      const before = await snapshot();
      expect((await transfer(MARGIN, SUB, 'out-collateral')).rc).toBe(-6668);
      expect(await snapshot()).toEqual(before);
    });
  }, 120_000);
});
