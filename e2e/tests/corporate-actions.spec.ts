// Corporate actions through a full cycle (issue 18), on a server of its own whose demo clock runs
// through days: seed 12 from Monday 23 August 2027 puts, within the first days, a rights issue on
// FPT, a stock dividend and a cash dividend on VNM (both held by the demo customer). Each virtual
// day runs 15:09:30-15:10 at 4x (7.5 s); only FPT, VNM and HPG are simulated (SEN_SYMBOLS), so
// the trading hours between two virtual days are quick to simulate. The journey: the ex-date
// reference on the board, the rights registered on /home/thuc-hien-quyen, the dividend credited net
// of 5% tax in the cash statement and, at their listing, the dividend shares and the rights' new
// shares in the stock statement; in Vietnamese and English.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  addTradingDays,
  exRightsReference,
  formatDate,
  formatInteger,
  formatPrice,
  ratioOfShares,
} from '@sen/market';
import { screenshotPath } from './artifacts';
import { cell } from './board-helpers';
import { loginAsDemo } from './trading-helpers';

const root = new URL('../..', import.meta.url).pathname;
const port = execFileSync(
  process.execPath,
  [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ],
  { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
).trim();
const base = `http://127.0.0.1:${port}`;
const FIRST_DAY = '2027-08-23';
let server: ChildProcess | undefined;
let dataDir: string | undefined;

test.describe.configure({ timeout: 300_000 });
test.use({ baseURL: base });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sen-e2e-corporate-'));
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: port,
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_CLOCK: 'demo',
      SEN_CLOCK_DATE: FIRST_DAY,
      SEN_CLOCK_START: '15:09:30',
      SEN_CLOCK_SPEED: '4',
      SEN_SEED: '12',
      SEN_SYMBOLS: 'FPT,VNM,HPG',
      LOG_LEVEL: process.env.SEN_E2E_LOG_LEVEL ?? 'warn',
    },
  });
  // The server's warnings and errors (pino writes to stdout) go to the test's output.
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  server.on('exit', (code, signal) =>
    process.stderr.write(`corporate-actions server exited ${code} ${signal}\n`),
  );
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

interface Event {
  kind: string;
  id: string;
  exDate: string;
  recordDate: string;
  paymentDate?: string;
  listingDate?: string;
  subscriptionStart?: string;
  subscriptionEnd?: string;
  ratio?: string;
  price?: number;
  perShare?: number;
}

/** The first live event of a kind on a symbol (ex-date after the first day), from the info host. */
async function liveEvent(symbol: string, kind: string): Promise<Event> {
  const page = (await (await fetch(`${base}/info/stockEvents.pt?symbol=${symbol}&size=100`)).json()) as {
    items: Event[];
  };
  // Latest ex-date first: the live event of the first days is the last one after the first day.
  const event = page.items.filter((e) => e.kind === kind && e.exDate > FIRST_DAY).at(-1);
  if (!event) throw new Error(`no live ${kind} on ${symbol}`);
  return event;
}

/**
 * The market date both the demo clock (the screens, the rights period) and the exchange (its
 * rollover runs the back office's day) have reached: the earlier of the two.
 */
async function marketDate(): Promise<string> {
  const config = (await (await fetch(`${base}/config.json`)).json()) as { marketTime: string };
  const history = (await (await fetch(`${base}/info/stockHis.pt?symbol=VNM&size=1`)).json()) as {
    items: { date: string }[];
  };
  const clock = config.marketTime.slice(0, 10);
  const exchange = history.items[0]?.date ?? '';
  return clock < exchange ? clock : exchange;
}

async function waitForDate(date: string): Promise<void> {
  await expect
    .poll(async () => (await marketDate()) >= date, { timeout: 150_000, intervals: [250] })
    .toBe(true);
}

/** Reloads a screen until a row with `text` shows in the table (the statements read on load). */
async function waitForRow(page: Page, path: string, table: string, text: string): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByTestId(table).locator('tbody tr').filter({ hasText: text })).not.toHaveCount(0, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
}

test('dividends and rights settle: ex-date reference, rights registration, net dividend, shares at listing', async ({
  page,
}) => {
  const rights = await liveEvent('FPT', 'rights-issue');
  const stock = await liveEvent('VNM', 'stock-dividend');
  const cash = await liveEvent('VNM', 'cash-dividend');
  expect(stock.exDate <= rights.subscriptionStart!).toBe(true);

  await loginAsDemo(page);

  // The stock dividend's ex-date: VNM's reference on the board, reloaded by the board as the day
  // starts, is the previous close adjusted by the exchange's formula (100:10 more shares), as the
  // daily history also records. The board is watched from the day before (a day lasts seconds).
  await waitForDate(addTradingDays(stock.exDate, -1));
  await expect(cell(page, 'VNM', 'ref')).not.toBeEmpty();
  // One virtual day is 7.5 s and the trading hours between two, simulated, a few more; on a busy
  // machine (2 cores shared with the rest of the suite) the next day can take several times that.
  await expect.poll(marketDate, { timeout: 90_000, intervals: [100] }).toBe(stock.exDate);
  const bars = async () =>
    (
      (await (await fetch(`${base}/info/stockHis.pt?symbol=VNM&to=${stock.exDate}&size=2`)).json()) as {
        items: { date: string; reference: number; close: number }[];
      }
    ).items;
  const [exDay, dayBefore] = await bars();
  expect(exDay!.date).toBe(stock.exDate);
  const expected = exRightsReference(dayBefore!.close, { stockRatio: ratioOfShares(stock.ratio!) });
  expect(exDay!.reference).toBe(expected);
  expect(expected).toBeLessThan(dayBefore!.close);
  await expect(cell(page, 'VNM', 'ref')).toHaveText(formatPrice(expected), { timeout: 7_000 });
  await page.screenshot({ path: screenshotPath('corporate-ex-date-board-vi') });

  // Rights: entitled at the record date from the 1,000 FPT held, registered in the period from cash.
  await waitForDate(rights.subscriptionStart!);
  await page.goto('/home/thuc-hien-quyen');
  const row = page.getByTestId('rights-row-FPT');
  await expect(row).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  const maxVolume = 1_000 * ratioOfShares(rights.ratio!);
  await expect(row).toContainText(formatInteger(maxVolume));
  await row.getByRole('button', { name: 'Đăng ký' }).click();
  const form = page.getByTestId('rights-form');
  await form.getByLabel('Mã PIN').fill('123456');
  await expect(form.getByTestId('rights-amount')).toHaveText(formatInteger(maxVolume * rights.price!));
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByTestId('rights-confirm').getByRole('button', { name: 'Xác nhận' }).click();
  // The table shows the registered volume; the history (its range ends at the market date the
  // screen opened on, and this clock runs through days) after a reload.
  await expect(row.locator('td').nth(6)).toHaveText(formatInteger(maxVolume));
  await page.reload();
  await expect(page.getByTestId('rights-history').locator('tbody tr').first()).toContainText('Chờ giao dịch');
  await page.screenshot({ path: screenshotPath('corporate-rights-registered-vi'), fullPage: true });

  // The cash dividend: paid on its payment date net of the 5% personal income tax.
  await waitForDate(cash.paymentDate!);
  const gross = 2_000 * cash.perShare!;
  const tax = Math.round(gross * 0.05);
  await waitForRow(
    page,
    '/home/sao-ke-tien',
    'cash-statement-rows',
    `Cổ tức tiền VNM: ${formatInteger(gross)} trừ thuế TNCN 5% ${formatInteger(tax)}`,
  );
  const dividendRow = page
    .getByTestId('cash-statement-rows')
    .locator('tbody tr')
    .filter({ hasText: 'Cổ tức tiền VNM' });
  await expect(dividendRow).toContainText(formatInteger(gross - tax));
  await page.screenshot({ path: screenshotPath('corporate-cash-statement-vi'), fullPage: true });

  // The dividend shares are credited on the payment date pending listing (not tradable): the stock
  // statement shows them in the pending column, dated before their listing.
  const newVnm = Math.floor(2_000 * ratioOfShares(stock.ratio!));
  expect(stock.paymentDate! < stock.listingDate!).toBe(true);
  await waitForDate(stock.paymentDate!);
  const pendingText = `Cổ phiếu cổ tức chờ niêm yết +${formatInteger(newVnm)} (VNM), chưa được giao dịch`;
  await waitForRow(page, '/home/sao-ke-chung-khoan', 'stock-statement-rows', pendingText);
  const pendingRow = page
    .getByTestId('stock-statement-rows')
    .locator('tbody tr')
    .filter({ hasText: pendingText });
  await expect(pendingRow).toContainText(formatDate(stock.paymentDate!, 'vi'));
  await expect(pendingRow.getByTestId('stock-pending')).toHaveText(`+${formatInteger(newVnm)}`);
  await page.screenshot({ path: screenshotPath('corporate-stock-pending-vi'), fullPage: true });

  // At their listing dates the dividend shares (VNM) and the rights' new shares (FPT) become
  // tradable: the stock statement, in English, shows each arriving on that date, by its reason.
  await waitForDate(rights.listingDate!);
  await page.goto('/home/sao-ke-chung-khoan');
  await page.getByTestId('lang-en').click();
  await waitForRow(
    page,
    '/home/sao-ke-chung-khoan',
    'stock-statement-rows',
    formatDate(rights.listingDate!, 'en'),
  );
  const stockRows = page.getByTestId('stock-statement-rows').locator('tbody tr');
  const arrival = (date: string, text: string) =>
    stockRows.filter({ hasText: formatDate(date, 'en') }).filter({ hasText: text });
  await expect(
    arrival(stock.listingDate!, `Dividend shares listed, now tradable +${formatInteger(newVnm)} (VNM)`),
  ).toHaveCount(1);
  await expect(
    arrival(rights.listingDate!, `Rights shares listed, now tradable +${formatInteger(maxVolume)} (FPT)`),
  ).toHaveCount(1);
  await expect(
    arrival(stock.paymentDate!, `Dividend shares pending listing +${formatInteger(newVnm)} (VNM)`),
  ).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('corporate-stock-statement-en'), fullPage: true });

  // The rights screen in English: registered, listed.
  await page.goto('/home/thuc-hien-quyen');
  await expect(page.getByTestId('rights-row-FPT')).toHaveAttribute('data-status', 'listed', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('rights-history').locator('tbody tr').first()).toContainText('Listed');
  await page.screenshot({ path: screenshotPath('corporate-rights-listed-en'), fullPage: true });
  await page.getByTestId('lang-vi').click();
});
