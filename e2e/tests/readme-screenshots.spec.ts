// Issue 21 item 9: the README's pictures of what a customer gets, made from the running product so
// they stay current: the VN30 board, the order ticket, the order book and the assets screen (in
// English), in the dark theme. It writes, it never compares: pixels that differ fail nothing.
// `npm run readme:screenshots` writes them to docs/images/ (committed); a plain e2e run writes the
// same pictures to e2e/artifacts/screenshots/ and leaves the committed ones alone.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { placeRestingBuy, placeTicketOrder } from './order-helpers';
import { login, postAsCustomer, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 150_000 });

const README_DIR = new URL('../../docs/images/', import.meta.url).pathname;
const writeReadme = process.env.SEN_README_IMAGES === '1';

function imagePath(name: string): string {
  if (!writeReadme) return screenshotPath(`readme-${name}`);
  mkdirSync(README_DIR, { recursive: true });
  return `${README_DIR}${name}.png`;
}

async function picture(page: Page, name: string): Promise<void> {
  // Let the last price flashes fade so the picture shows the board at rest.
  await page.waitForTimeout(800);
  await page.screenshot({ path: imagePath(name) });
}

test('README screenshots: board, ticket, order book, assets (dark theme, one in English)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 810 });
  await page.goto('/home/bang-gia/vn30');
  await page.getByTestId('theme-dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('lang-vi').click();
  const ask = page.locator('[data-symbol="FPT"] [data-order="SELL"]').first();
  await expect(ask).toHaveAttribute('data-price', /[1-9]/, { timeout: 60_000 });
  await picture(page, 'board');

  await login(page);
  await ask.dblclick();
  const modal = page.getByTestId('order-ticket-modal');
  await expect(modal.getByTestId('ticket-symbol')).toHaveValue('FPT');
  await expect(modal.getByTestId('ticket-band')).toBeVisible();
  await picture(page, 'ticket');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.locator('a[href="/home/giao-dich"]').first().click();
  // A buy at the market price matches at once: its shares show as pending T+2 on the assets screen.
  const bought = await placeTicketOrder(page, { symbol: 'HPG', price: 'MP' });
  await expect(page.getByTestId(`order-row-${bought}`)).toHaveAttribute('data-status', 'M', {
    timeout: 60_000,
  });
  const orderNo = await placeRestingBuy(page, 'VNM');
  const row = page.getByTestId(`order-row-${orderNo}`);
  await expect(row).toHaveAttribute('data-status', 'P', { timeout: 30_000 });
  await expect(page.getByTestId('order-confirm')).toBeHidden();
  await picture(page, 'order-book');
  // The resting order is not left on the book for the other journeys of the demo customer.
  const pin = '123456';
  expect(
    (await postAsCustomer(page, 'CancelOrder', { subAccount: '0000011', orderNo: orderNo, pin: pin })).rc,
  ).toBe(1);

  await page.getByTestId('lang-en').click();
  await page.locator('a[href="/home/tai-san"]').first().click();
  const assets = page.getByTestId('asset-summary');
  await expect(assets.getByTestId('net-assets')).toHaveText(/\d/);
  await expect(assets.getByTestId('stock-balances')).toBeVisible();
  await expect(assets.getByRole('columnheader', { name: 'Pending T+2' })).toBeVisible();
  // Today's buys settle two trading days from now: the ledger's receivable of HPG, all under T+2.
  type StockRow = { symbol: string; receivable: { amount: number }[] };
  const hpgRow = assets.getByTestId('stock-balance-HPG');
  await expect(async () => {
    const hpg = (await tradingCommand<StockRow[]>(page, 'StockBalance', { subAccount: '0000011' })).find(
      (r) => r.symbol === 'HPG',
    );
    const pending = hpg?.receivable.reduce((sum, r) => sum + r.amount, 0) ?? 0;
    expect(pending).toBeGreaterThanOrEqual(100);
    await expect(hpgRow.getByTestId('stock-pending-t2')).toHaveText(pending.toLocaleString('en-US'), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(hpgRow.getByTestId('stock-pending-t1')).toHaveText('0');
  await picture(page, 'assets-en');
  await page.getByTestId('lang-vi').click();
});
