// Margin trading, the customer's journey, on a server of its own (its test hooks and ratios must not
// touch the other journeys' market): demo buys on M000001 beyond its cash from the ticket, which
// shows the purchase power with and without margin; the next day the loan shows with its interest
// on the margin debt screen (vi), part of it is repaid from the form; two days on, a price fall
// (the documented test hook MarginTestMarket shift) brings a margin call and a force-sell order,
// seen in the order book and in the notifications; the same screens in English.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login } from './board-helpers';

test.describe.configure({ mode: 'serial', timeout: 900_000 });

const SUB = 'M000001';
const root = new URL('../..', import.meta.url).pathname;
let server: ChildProcess | undefined;
let base = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: mkdtempSync(join(tmpdir(), 'sen-e2e-margin-')),
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: '13:00',
      SEN_CLOCK_SPEED: '10',
      SEN_SEED: '1',
      LOG_LEVEL: 'warn',
      SEN_MARGIN_TEST_HOOKS: 'on',
      SEN_MARGIN_CALL_RATIO: '51',
      SEN_MARGIN_FORCE_SELL_RATIO: '50.5',
      SEN_MARGIN_WATCH_MS: '500',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGKILL');
});

async function command<T>(
  page: Page,
  cmd: string,
  params: Record<string, unknown>,
): Promise<{ rc: number; data: T }> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('token') ?? '{}') as { sid: string; user: string },
  );
  const body = JSON.stringify({
    group: 'B',
    user: token.user,
    session: token.sid,
    channel: 'W',
    data: { cmd, ...params },
  });
  const response = await page.request.post(`${base}/trading`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: body,
  });
  return response.json();
}

type Info = { debt: number; interest: number; cashAvailable: number; status: string; ratio: number };
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('buys beyond its cash, sees the loan with its interest the next day, repays part', async ({ page }) => {
  await page.goto(`${base}/home/bang-gia/vn30`);
  await login(page);

  // The ticket. First a small buy of VNM at its floor that rests: the day's end expires it and gives
  // back the customer's own cash, which is not arriving cash (only that repays debt by itself).
  await page.locator('a[href="/home/giao-dich"]').first().click();
  await page.getByTestId('account-switcher').selectOption(SUB);
  const ticket = page.getByTestId('order-ticket').first();
  const bandOf = async () => {
    const text = (await ticket.getByTestId('ticket-band').textContent()) ?? '';
    const [ceiling, floor, reference] = [...text.matchAll(/([\d,]+\.\d+)/g)].map((m) =>
      Math.round(Number(m[1]!.replace(/,/g, '')) * 1000),
    );
    return { ceiling: ceiling!, floor: floor!, reference: reference! };
  };
  await ticket.getByTestId('ticket-buy').click();
  await ticket.getByTestId('ticket-symbol').fill('VNM');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-price').fill(String((await bandOf()).floor / 1000));
  await ticket.getByTestId('ticket-volume').fill('100');
  await ticket.getByTestId('ticket-pin').fill('123456');
  await ticket.getByTestId('ticket-submit').click();
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();
  await expect(page.getByTestId('order-book').locator('tr[data-symbol="VNM"]').first()).toBeVisible();

  // Then FPT beyond the cash: purchase power with margin (twice the cash) and without, the max volume.
  await ticket.getByTestId('ticket-symbol').fill('FPT');
  await expect(ticket.getByTestId('ticket-band')).toContainText(/\d/);
  await expect.poll(async () => (await bandOf()).reference).toBeGreaterThan(0);
  const { reference } = await bandOf();
  // a limit a little above the reference takes the offers near the market
  const price = Math.round((reference * 1.02) / 100) * 100;
  await ticket.getByTestId('ticket-price').fill(String(price / 1000));
  const cash = digits(await ticket.getByTestId('ticket-power-cash').textContent());
  expect(cash).toBeGreaterThan(190_000_000);
  await expect
    .poll(async () => digits(await ticket.getByTestId('ticket-power-margin').textContent()))
    .toBeGreaterThan(1.9 * cash);
  const maxVolume = digits(await ticket.getByTestId('ticket-max-volume').textContent());
  expect(maxVolume * price).toBeGreaterThan(300_000_000);
  await ticket.getByTestId('ticket-volume').fill(String(maxVolume));
  await page.screenshot({ path: screenshotPath('margin-ticket-power') });
  await ticket.getByTestId('ticket-submit').click();
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();
  const bought = page
    .getByTestId('order-book')
    .locator('tr[data-side="B"][data-symbol="FPT"][data-status="M"]');
  await expect(bought.first()).toBeVisible({ timeout: 120_000 });
  await expect
    .poll(async () => (await command<Info>(page, 'MarginInfo', { p1: SUB })).data.debt, { timeout: 120_000 })
    .toBeGreaterThan(100_000_000);

  // The next trading day: the loan with a day's interest on the margin debt screen.
  expect((await command(page, 'MarginTestMarket', { p1: 'next-day' })).rc).toBe(1);
  await page.goto(`${base}/home/no-ky-quy`);
  const screen = page.getByTestId('margin-debt');
  await expect(screen).toHaveAttribute('data-sub', SUB);
  await expect(screen.getByTestId('margin-loans').locator('tr[data-loan]').first()).toBeVisible();
  await expect
    .poll(async () => digits(await screen.getByTestId('margin-interest').textContent()))
    .toBeGreaterThan(0);
  const before = (await command<Info>(page, 'MarginInfo', { p1: SUB })).data;
  await expect(screen.getByTestId('margin-gauge')).toBeVisible();
  await page.screenshot({ path: screenshotPath('margin-debt-vi'), fullPage: true });

  // Repays part: the interest and some principal, from the cash the expired part of the order left.
  expect(before.cashAvailable).toBeGreaterThan(0);
  const amount = Math.min(before.cashAvailable, before.interest + 100_000);
  await screen.getByTestId('repay-amount').fill(String(amount));
  await screen.getByTestId('repay-pin').fill('123456');
  await screen.getByTestId('repay-submit').click();
  await expect
    .poll(async () => (await command<Info>(page, 'MarginInfo', { p1: SUB })).data.debt)
    .toBe(before.debt - (amount - before.interest));
  await expect(screen.getByTestId('margin-interest')).toHaveText('0');
  await page.screenshot({ path: screenshotPath('margin-repaid-vi'), fullPage: true });

  // English: the margin debt screen and the assets screen's margin line.
  await page.getByTestId('lang-en').click();
  await page.goto(`${base}/home/no-ky-quy`);
  await expect(page.getByTestId('margin-debt')).toContainText('Margin ratio');
  await expect(page.getByTestId('margin-status')).toContainText(/Margin call|Force-sell|Safe/);
  await page.screenshot({ path: screenshotPath('margin-debt-en'), fullPage: true });
  await page.locator('a[href="/home/tai-san"]').first().click();
  await page.getByTestId('account-switcher').selectOption(SUB);
  await expect(page.getByTestId('asset-margin')).toContainText('Margin ratio');
  await page.screenshot({ path: screenshotPath('margin-assets-en') });
});

// NOT DONE (issue 17 item 7, noted on the issue): no run has yet reached the force-sell. Right after
// the buy the ratio depends on the fill prices (about 50-53% against thresholds of 51% and 50.5%), so
// the call comes in some runs and the force-sell in none so far; the risk watcher's call and
// force-sell are covered by margin-risk.integration.test.ts on the server.
test.fixme('is called then force-sold when the price falls', async ({ page }) => {
  await page.goto(`${base}/home/bang-gia/vn30`);
  await login(page);
  const before = (await command<Info>(page, 'MarginInfo', { p1: SUB })).data;
  // The price of FPT falls (test hook: its simulated fair value 30% down) to the day's floor, and on
  // T+2 (the shares have arrived) to the next day's floor; the watcher calls, then force-sells.
  expect((await command(page, 'MarginTestMarket', { p1: 'shift', p2: 'FPT', p3: -30 })).rc).toBe(1);
  await expect
    .poll(async () => (await command<Info>(page, 'MarginInfo', { p1: SUB })).data.ratio, {
      timeout: 300_000,
    })
    .toBeLessThan(before.ratio - 0.02);
  // Day by day (at most three more), the price keeps falling to each day's floor: a call, then a force-sell.
  const status = async () => (await command<Info>(page, 'MarginInfo', { p1: SUB })).data.status;
  let called = false;
  for (let day = 0; day < 3 && (await status()) !== 'force-sell'; day += 1) {
    expect((await command(page, 'MarginTestMarket', { p1: 'next-day' })).rc).toBe(1);
    expect((await command(page, 'MarginTestMarket', { p1: 'shift', p2: 'FPT', p3: -30 })).rc).toBe(1);
    await expect
      .poll(
        async () => {
          const now = await status();
          called ||= now !== 'normal';
          return now;
        },
        { timeout: 120_000 },
      )
      .toBe('force-sell')
      .catch(() => undefined);
  }
  expect(called).toBe(true);
  expect(await status()).toBe('force-sell');
  await page.locator('a[href="/home/giao-dich"]').first().click();
  await page.getByTestId('account-switcher').selectOption(SUB);
  const forced = page
    .getByTestId('order-book')
    .locator('tr[data-forced="true"][data-side="S"][data-symbol="FPT"]');
  await expect(forced.first()).toBeVisible({ timeout: 300_000 });
  await expect(forced.first().getByTestId('forced-badge')).toHaveText(/Bán giải chấp/);
  await page.screenshot({ path: screenshotPath('margin-force-sell-order-book-vi') });
  const notes = await command<{ items: Array<{ kind: string; vi: string }> }>(page, 'NotificationList', {
    p1: 50,
  });
  const kinds = notes.data.items.map((n) => n.kind);
  expect(kinds).toContain('margin-call');
  expect(kinds).toContain('force-sell');
});
