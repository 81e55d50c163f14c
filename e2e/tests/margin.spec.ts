// Margin trading, the customer's journey, on a server of its own (its test hooks and ratios must not
// touch the other journeys' market): demo buys on M000001 beyond its cash from the ticket, which
// shows the purchase power with and without margin; the next day the loan shows with its interest
// on the margin debt screen (vi), part of it is repaid from the form; the same screens in English;
// then a price fall (the documented test hook MarginTestMarket: `shift` FPT's simulated fair value,
// `next-day`) brings a margin call and, from T+2, a force-sell order, seen on the margin debt
// screen, in the order book and in the notifications.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { commandData } from '@sen/protocol';
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
      // Only the demo customers' holdings are simulated: each `next-day` has the market live the new
      // day's morning up to 13:00, a minute of CPU for the whole universe, a second for these.
      SEN_SYMBOLS: 'FPT,VNM,HPG,VCB',
      SEN_MARGIN_TEST_HOOKS: 'on',
      SEN_MARGIN_CALL_RATIO: '50',
      SEN_MARGIN_FORCE_SELL_RATIO: '45',
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
    data: commandData(cmd, params),
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
  // A limit at the ceiling takes the offers whatever the day's prices (it fills at the asks): a limit
  // near the reference would rest on a day FPT trades above it.
  const price = (await bandOf()).ceiling;
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
    .poll(async () => (await command<Info>(page, 'MarginInfo', { subAccount: SUB })).data.debt, {
      timeout: 120_000,
    })
    .toBeGreaterThan(100_000_000);

  // The next trading day: the loan with a day's interest on the margin debt screen.
  expect((await command(page, 'MarginTestMarket', { action: 'next-day' })).rc).toBe(1);
  await page.goto(`${base}/home/no-ky-quy`);
  const screen = page.getByTestId('margin-debt');
  await expect(screen).toHaveAttribute('data-sub', SUB);
  await expect(screen.getByTestId('margin-loans').locator('tr[data-loan]').first()).toBeVisible();
  await expect
    .poll(async () => digits(await screen.getByTestId('margin-interest').textContent()))
    .toBeGreaterThan(0);
  const before = (await command<Info>(page, 'MarginInfo', { subAccount: SUB })).data;
  await expect(screen.getByTestId('margin-gauge')).toBeVisible();
  await page.screenshot({ path: screenshotPath('margin-debt-vi'), fullPage: true });

  // Repays part: the interest and some principal, from the cash the expired part of the order left.
  expect(before.cashAvailable).toBeGreaterThan(0);
  const amount = Math.min(before.cashAvailable, before.interest + 100_000);
  await screen.getByTestId('repay-amount').fill(String(amount));
  await screen.getByTestId('repay-pin').fill('123456');
  await screen.getByTestId('repay-submit').click();
  // Confirmed first, like every money movement: the amount restated.
  const confirm = page.getByTestId('repay-confirm');
  await expect(confirm.getByTestId('confirm-amount')).toHaveText(`${amount.toLocaleString('en-US')} VNĐ`);
  await confirm.getByTestId('confirm-ok').click();
  await expect
    .poll(async () => (await command<Info>(page, 'MarginInfo', { subAccount: SUB })).data.debt)
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

// The price fall, made deterministic: the test hook moves FPT's simulated fair value far under
// today's floor, so each trading day its price goes down to that day's floor (7% on HOSE) and stays
// there, and the test reads the status at each day's floor. The call and force-sell ratios of this
// server (50% and 45%) are further apart than one day's fall moves the ratio (about 4 points at
// these ratios), so some day ends in the call band, whatever the fills made the ratio after the buy
// (about 49-55%); the bought shares arrive on T+2, after which the force-sell orders can be placed.
test('is called then force-sold when the price falls', async ({ page }) => {
  await page.goto(`${base}/home/bang-gia/vn30`);
  await login(page);
  const info = async () => (await command<Info>(page, 'MarginInfo', { subAccount: SUB })).data;
  const fpt = async () => {
    const [q] = (await (await page.request.get(`${base}/board/getStockPrice?symbols=FPT`)).json()) as Array<{
      lastPrice: number | null;
      floor: number;
    }>;
    return q!;
  };
  const kinds = async () =>
    (
      await command<{ items: Array<{ kind: string; subAcntNo: string }> }>(page, 'NotificationList', {
        limit: 50,
      })
    ).data.items
      .filter((n) => n.subAcntNo === SUB)
      .map((n) => n.kind);
  // The margin call, seen on the margin debt screen and in the notifications (screen and list).
  const seeCall = async () => {
    await page.goto(`${base}/home/no-ky-quy`);
    await expect(page.getByTestId('margin-status')).toContainText('Gọi ký quỹ');
    await page.screenshot({ path: screenshotPath('margin-call-vi'), fullPage: true });
    await expect.poll(kinds, { timeout: 60_000 }).toContain('margin-call');
    await page.goto(`${base}/home/thong-bao`);
    await expect(page.locator('[data-kind="margin-call"]').first()).toContainText(SUB);
  };

  const first = await info();
  expect(first.debt).toBeGreaterThan(0);
  expect(first.status).not.toBe('force-sell');
  let called = first.status === 'call';
  if (called) await seeCall();
  // The hook refuses what it cannot move (-6031), then moves FPT's fair value to half.
  expect(
    (await command(page, 'MarginTestMarket', { action: 'shift', symbol: 'NOPE9', percent: -50 })).rc,
  ).toBe(-6031);
  expect((await command(page, 'MarginTestMarket', { action: 'shift', symbol: 'FPT', percent: -50 })).rc).toBe(
    1,
  );
  type Row = { orderNo: string; refId: string };
  const forcedToday = async () =>
    (await command<Row[]>(page, 'OrderList', { subAccount: SUB, list: 'today' })).data.filter((o) =>
      o.refId.startsWith('force-sell:'),
    );
  const seen: string[] = [];
  // Day 0 is T+1 of the buy; from day 1 (T+2) the shares are there to be force-sold. Each day's
  // fall is under the gap between the two ratios, so the account is in the call band at the floor of
  // the day before the one whose fall crosses the force-sell ratio (the watcher then sells at once).
  let forced: Row[] = [];
  for (let day = 0; day < 6 && forced.length === 0; day += 1) {
    if (day > 0) expect((await command(page, 'MarginTestMarket', { action: 'next-day' })).rc).toBe(1);
    await expect
      .poll(
        async () => {
          const q = await fpt();
          return q.lastPrice === q.floor;
        },
        { timeout: 300_000, intervals: [2_000] },
      )
      .toBe(true);
    const { status, ratio } = await info();
    forced = await forcedToday();
    seen.push(`day ${day}: ${status} ${ratio}${forced.length > 0 ? ' (force-sold)' : ''}`);
    if (status === 'call' && !called && forced.length === 0) {
      called = true;
      await seeCall();
    }
    if (status === 'force-sell' && day >= 1 && forced.length === 0) {
      await expect.poll(async () => (await forcedToday()).length, { timeout: 60_000 }).toBeGreaterThan(0);
      forced = await forcedToday();
    }
  }
  expect(called, `the call band at a day's floor: ${seen.join(', ')}`).toBe(true);
  expect(forced.length, `force-sell orders: ${seen.join(', ')}`).toBeGreaterThan(0);

  // The watcher's force-sell: in the order book, marked, and neither cancellable nor editable.
  await page.locator('a[href="/home/giao-dich"]').first().click();
  await page.getByTestId('account-switcher').selectOption(SUB);
  const forcedRow = page
    .getByTestId('order-book')
    .locator(`tr[data-forced="true"][data-side="S"][data-symbol="FPT"]`);
  await expect(forcedRow.first()).toBeVisible({ timeout: 120_000 });
  await expect(forcedRow.first().getByTestId('forced-badge')).toHaveText(/Bán giải chấp/);
  await page.screenshot({ path: screenshotPath('margin-force-sell-order-book-vi') });
  const order = forced[0]!;
  expect(
    (await command(page, 'CancelOrder', { subAccount: SUB, orderNo: order.orderNo, pin: '123456' })).rc,
  ).toBe(-6669);
  expect(
    (
      await command(page, 'EditOrder', {
        subAccount: SUB,
        orderNo: order.orderNo,
        volume: 100,
        pin: '123456',
      })
    ).rc,
  ).toBe(-6669);
  await expect.poll(kinds, { timeout: 60_000 }).toContain('force-sell');
  await page.goto(`${base}/home/thong-bao`);
  await expect(page.locator('[data-kind="force-sell"]').first()).toContainText('FPT');
  await page.screenshot({ path: screenshotPath('margin-force-sell-notifications-vi'), fullPage: true });
});
