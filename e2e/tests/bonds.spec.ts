// Bond journey on a server of its own with a fast demo clock (each virtual trading day runs 15:09 to
// 15:10 at 6x: a new market date every 10 s), so a coupon date comes within the test: buy a bond
// through the confirmation, see the holding and its schedule, receive the coupon as the clock passes
// its date (history shows it, net of tax), switch to English and sell part back. Screenshots in both
// languages (e2e/artifacts/screenshots/bonds-*.png).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login } from './board-helpers';

const root = new URL('../..', import.meta.url).pathname;
let server: ChildProcess | undefined;
let base = '';
/** The first virtual day; the nearest coupon at least a week after it is VIC126001's on 8 Dec 2026. */
const FIRST_DAY = '2026-11-24';
const COUPON_FROM = '2026-12-05';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: mkdtempSync(join(tmpdir(), 'sen-e2e-bonds-')),
      SEN_CLOCK: 'demo',
      // A fixed first day: the shipped bonds' coupon dates are fixed, so the journey must not depend
      // on today's date (started on 2 December 2026 it met no coupon within its wait).
      SEN_CLOCK_DATE: FIRST_DAY,
      SEN_CLOCK_START: '15:09',
      SEN_CLOCK_SPEED: '6',
      SEN_SEED: '1',
      // Only the demo customers' holdings are simulated (the bond desk is not filtered): each virtual
      // day is a whole trading day for the market to live, far more than its 10 s for the universe.
      SEN_SYMBOLS: 'FPT,VNM,HPG,VCB',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

async function bondCall<T>(page: Page, cmd: string, data: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('token') ?? '{}') as { sid: string; user: string },
  );
  const response = await page.request.post(`${base}/bond`, {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ cmd, user: token.user, session: token.sid, data }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Confirms the open dialog; a new market date between quote and confirm (-8605) re-opens it. */
async function confirmTrade(page: Page, open: () => Promise<void>, pin: boolean) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await open();
    const dialog = page.getByTestId('bond-confirm');
    await expect(dialog).toBeVisible();
    if (pin) await page.getByTestId('bond-pin').fill('123456');
    await dialog.getByTestId('confirm-ok').click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden' }).then(() => 'done'),
      page
        .getByTestId('bond-confirm-error')
        .waitFor()
        .then(() => 'refused'),
    ]);
    if (outcome === 'done') return;
    await dialog.getByTestId('confirm-cancel').click();
    await page.waitForTimeout(5_500); // the next refresh of the day's price
  }
  throw new Error('the trade was refused four times');
}

test('buy a bond, see the holding and schedule, receive a coupon, sell back (vi and en)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto(`${base}/home/trai-phieu`);
  await expect(page.getByTestId('need-login')).toBeVisible();
  await login(page);
  await expect(page.getByTestId('bonds-screen')).toBeVisible();
  await expect(page.getByTestId('bond-list').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByText('Mô phỏng: tổ chức phát hành').first()).toBeVisible();

  // The offered bond with the nearest coupon date a week or more after the first day (11 virtual
  // trading days, about 110 s, after the server starts: time to buy before, and to wait for it).
  const bonds = await bondCall<Array<{ symbol: string; offered: boolean; nextCouponDate: string }>>(
    page,
    'BondList',
    {},
  );
  const bond = bonds
    .filter((b) => b.offered && b.nextCouponDate >= COUPON_FROM)
    .sort((a, b) => a.nextCouponDate.localeCompare(b.nextCouponDate))[0]!;
  await page.getByTestId(`bond-select-${bond.symbol}`).click();
  await expect(page.getByTestId('bond-detail')).toContainText(bond.symbol);
  await expect(page.getByTestId('bond-yield-chart').locator('canvas').first()).toBeVisible();
  await page.getByTestId('bond-volume').fill('300');
  await expect(page.getByTestId('bond-quote-flows')).toContainText('Coupon');
  // A planned sell-back date: the flows end with the sell-back's proceeds.
  await page.getByTestId('bond-sell-date').selectOption({ index: 2 });
  await expect(page.getByTestId('bond-quote-flows').locator('tbody tr').last()).toContainText('Bán lại');
  await page.screenshot({ path: screenshotPath('bonds-detail-sellback-vi'), fullPage: true });
  await page.getByTestId('bond-sell-date').selectOption('');
  await expect(page.getByTestId('bond-quote-flows').locator('tbody tr').last()).toContainText('Gốc');
  await page.screenshot({ path: screenshotPath('bonds-detail-vi'), fullPage: true });

  await confirmTrade(
    page,
    async () => {
      await expect(page.getByTestId('bond-quote-amount')).not.toBeEmpty();
      await page.getByTestId('bond-buy').click();
      await expect(page.getByTestId('bond-confirm')).toContainText('Số tiền thanh toán');
      await page.screenshot({ path: screenshotPath('bonds-confirm-buy-vi') });
    },
    true,
  );

  await page.getByTestId('bond-tab-holdings').click();
  const holding = page.getByTestId(`bond-holding-${bond.symbol}`);
  await expect(holding.getByTestId('bond-holding-volume')).toHaveText('300');
  await expect(holding.getByTestId('bond-holding-schedule').locator('tbody tr').first()).toContainText(
    'Coupon',
  );
  await page.screenshot({ path: screenshotPath('bonds-holdings-vi'), fullPage: true });

  // The demo clock passes the coupon date: the coupon appears in the history, net of tax.
  await page.getByTestId('bond-tab-history').click();
  await expect(page.getByTestId('bond-paid').locator('tr[data-kind="coupon"]')).toBeVisible({
    timeout: 240_000,
  });
  await expect(page.getByTestId('bond-paid').locator('tr[data-kind="buy"]')).toContainText(bond.symbol);
  await page.screenshot({ path: screenshotPath('bonds-history-vi'), fullPage: true });

  // English, sell part back (the PIN is remembered for the session).
  await page.getByTestId('lang-en').click();
  await page.getByTestId('bond-tab-holdings').click();
  await expect(page.getByText('My bonds')).toBeVisible();
  await confirmTrade(
    page,
    async () => {
      await holding.getByTestId('bond-sell-volume').fill('100');
      await holding.getByTestId('bond-sell').click();
      await expect(page.getByTestId('bond-confirm')).toContainText('Amount to receive');
      await page.screenshot({ path: screenshotPath('bonds-confirm-sell-en') });
    },
    false,
  );
  await expect(holding.getByTestId('bond-holding-volume')).toHaveText('200');
  await page.screenshot({ path: screenshotPath('bonds-holdings-en'), fullPage: true });
  await page.getByTestId('bond-tab-history').click();
  await expect(page.getByTestId('bond-paid').locator('tr[data-kind="sell"]')).toContainText(bond.symbol);
  await page.getByTestId('bond-tab-list').click();
  await page.getByTestId(`bond-select-${bond.symbol}`).click();
  await page.screenshot({ path: screenshotPath('bonds-detail-en'), fullPage: true });
  await page.getByTestId('lang-vi').click();
});
