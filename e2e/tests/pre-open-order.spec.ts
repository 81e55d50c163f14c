// An order placed before the open: the demo customer, on a server whose demo day starts a minute
// before 09:00, places a limit buy from the trading screen; it waits in the next-session tab as
// reserved (Q), then at the HOSE opening call moves into today's orders as live (P).
// This journey runs its own server (the shared one starts at 10:00), built like the config's.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { loginAsDemo } from './trading-helpers';

const root = new URL('../..', import.meta.url).pathname;
const port = execFileSync(
  process.execPath,
  [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ],
  // Plain text (console.log colours numbers under the worker's FORCE_COLOR).
  { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
).trim();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

test.describe.configure({ timeout: 180_000 });
test.use({ baseURL: base });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sen-e2e-preopen-'));
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: port,
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: '08:59:00',
      SEN_SEED: '1',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an order placed before the open is queued, then live at the opening call', async ({ page }) => {
  await loginAsDemo(page);
  await page.locator('a[href="/home/giao-dich"]').first().click();
  const info = await page.evaluate(
    async () => (await (await fetch('/board/getStockInfo/VNM')).json()) as { f: number },
  );
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-symbol').fill('VNM');
  await ticket.getByTestId('ticket-price').fill(info.f.toFixed(2));
  await ticket.getByTestId('ticket-volume').fill('100');
  await ticket.getByTestId('ticket-pin').fill('123456');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-submit').click();
  // The order confirmation (side, symbol, price, volume, value, fee) before it is sent.
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();

  const book = page.getByTestId('order-book');
  await page.getByTestId('orders-tab-nextSession').click();
  const queued = book.locator('tr[data-status="Q"][data-symbol="VNM"]');
  await expect(queued).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('pre-open-order-queued') });

  // 09:00 on the demo clock: the opening call takes it; it leaves the next-session tab.
  await expect(queued).toHaveCount(0, { timeout: 90_000 });
  await page.getByTestId('orders-tab-today').click();
  await expect(book.locator('tr[data-status="P"][data-symbol="VNM"]')).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('pre-open-order-live') });
});
