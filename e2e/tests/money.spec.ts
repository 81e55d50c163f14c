// Money that moves, in Chromium, Vietnamese then English: the demo customer sells HPG on the
// simulated market (to its best bids), advances part of the unsettled proceeds (fee previewed, then charged), moves
// cash and shares to the margin sub-account (each movement confirmed first), and reads both
// statements on screen and as CSV files (UTF-8 with a byte order mark, every row of the screen).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { loginAsDemo, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

const SUB = '0000011';
const MARGIN = 'M000001';

type Info = { advanceable: number; items: Array<{ settleDate: string; proceeds: number }> };

async function csvOf(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId('csv-export').click();
  return readFileSync((await (await download).path())!, 'utf8');
}

test('sells, advances, transfers cash and shares, and reads the statements in vi and en', async ({
  page,
  context,
}) => {
  await loginAsDemo(page);
  const before = await tradingCommand<Info>(page, 'CashAdvanceInfo', { subAccount: SUB });

  // Sell 100 HPG from the stock trading screen once the board shows a buyer: a limit at the floor
  // takes the best bids.
  await expect(page.locator('[data-symbol="HPG"] [data-order="BUY"]').first()).toHaveAttribute(
    'data-price',
    /[1-9]/,
    { timeout: 60_000 },
  );
  const floor = await page.evaluate(
    async () => ((await (await fetch('/board/getStockInfo/HPG')).json()) as { f: number }).f,
  );
  await page.locator('a[href="/home/giao-dich"]').first().click();
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-sell').click();
  await ticket.getByTestId('ticket-symbol').fill('HPG');
  await ticket.getByTestId('ticket-price').fill(floor.toFixed(2));
  await ticket.getByTestId('ticket-volume').fill('100');
  await ticket.getByTestId('ticket-pin').fill('123456');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-submit').click();
  // The order confirmation (side, symbol, price, volume, value, fee) before it is sent.
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();
  // Acknowledged (the PIN is kept for the session from here on).
  await expect(page.getByText(/^Đã đặt lệnh \d+$/)).toBeVisible();
  await expect
    .poll(
      async () => (await tradingCommand<Info>(page, 'CashAdvanceInfo', { subAccount: SUB })).advanceable,
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(before.advanceable);

  // Cash advance: half of the sale's proceeds; the fee is shown before confirming.
  await page.getByRole('link', { name: 'Tiện ích', exact: true }).click();
  const advance = page.getByTestId('cash-advance');
  await expect(advance.getByTestId('advance-items').locator('tbody tr')).not.toHaveCount(0);
  const info = await tradingCommand<Info>(page, 'CashAdvanceInfo', { subAccount: SUB });
  const amount = Math.floor((info.advanceable - before.advanceable) / 2);
  await advance.getByTestId('advance-amount').fill(String(amount));
  await expect(advance.getByTestId('advance-fee')).not.toHaveText('-');
  const fee = Number((await advance.getByTestId('advance-fee').innerText()).replace(/\D/g, ''));
  expect(fee).toBeGreaterThanOrEqual(20_000);
  await page.screenshot({ path: screenshotPath('money-advance-preview-vi') });
  await advance.getByTestId('advance-submit').click();
  // Confirmed first (money movements always confirm): amount and fee restated.
  const advanceConfirm = page.getByTestId('money-confirm');
  await expect(advanceConfirm.getByTestId('confirm-amount')).toHaveText(
    `${amount.toLocaleString('en-US')} VNĐ`,
  );
  await expect(advanceConfirm.getByTestId('confirm-fee')).toHaveText(`${fee.toLocaleString('en-US')} VNĐ`);
  await page.screenshot({ path: screenshotPath('money-advance-confirm-vi') });
  await advanceConfirm.getByTestId('confirm-ok').click();
  const history = advance.getByTestId('advance-history');
  await expect(history.locator('tbody tr').first()).toContainText('Đã giải ngân');
  await expect(history.locator('tbody tr').first()).toContainText(amount.toLocaleString('en-US'));
  await page.screenshot({ path: screenshotPath('money-advance-done-vi') });

  // Internal cash transfer to the margin sub-account.
  await page.getByTestId('money-nav').getByRole('link', { name: 'Chuyển tiền nội bộ' }).click();
  const cash = page.getByTestId('cash-transfer');
  await cash.getByTestId('transfer-to').selectOption(MARGIN);
  await cash.getByTestId('transfer-amount').fill('1,000,000');
  await cash.getByTestId('transfer-note').fill('e2e');
  await cash.getByTestId('transfer-submit').click();
  const cashConfirm = page.getByTestId('money-confirm');
  await expect(cashConfirm.getByTestId('confirm-to')).toHaveText(`${MARGIN} - Margin`);
  await expect(cashConfirm.getByTestId('confirm-amount')).toHaveText('1,000,000 VNĐ');
  await page.screenshot({ path: screenshotPath('money-cash-transfer-confirm-vi') });
  await cashConfirm.getByTestId('confirm-ok').click();
  await expect(cash.getByTestId('cash-transfer-history').locator('tbody tr').first()).toContainText(
    `${SUB} → ${MARGIN}`,
  );
  await page.screenshot({ path: screenshotPath('money-cash-transfer-vi') });

  // Internal stock transfer of free HPG shares.
  await page.getByTestId('money-nav').getByRole('link', { name: 'Chuyển chứng khoán nội bộ' }).click();
  const stock = page.getByTestId('stock-transfer');
  await stock.getByTestId('transfer-to').selectOption(MARGIN);
  await stock.getByTestId('transfer-symbol').selectOption('HPG');
  await stock.getByTestId('transfer-volume').fill('200');
  await stock.getByTestId('stock-transfer-submit').click();
  const stockConfirm = page.getByTestId('money-confirm');
  await expect(stockConfirm.getByTestId('confirm-symbol')).toHaveText('HPG');
  await expect(stockConfirm.getByTestId('confirm-volume')).toHaveText('200');
  await stockConfirm.getByTestId('confirm-ok').click();
  await expect(stock.getByTestId('stock-transfer-history').locator('tbody tr').first()).toContainText(
    'Hoàn tất',
  );
  await page.screenshot({ path: screenshotPath('money-stock-transfer-vi') });

  // Cash statement: the advance and the transfer, reconciled; the CSV has every row of the screen.
  await page.getByTestId('money-nav').getByRole('link', { name: 'Sao kê tiền' }).click();
  const rows = page.getByTestId('cash-statement-rows').locator('tbody tr');
  await expect(rows.filter({ hasText: 'Ứng trước tiền bán' })).not.toHaveCount(0);
  await expect(rows.filter({ hasText: `Chuyển tiền nội bộ đến ${MARGIN}` })).not.toHaveCount(0);
  await page.screenshot({ path: screenshotPath('money-cash-statement-vi'), fullPage: true });
  // The CSV and the screen's rows are read with the feed cut: a fill of another journey's order on
  // this account would otherwise refetch the statement between the two.
  await context.setOffline(true);
  const cashCsv = await csvOf(page);
  expect(cashCsv.charCodeAt(0)).toBe(0xfeff);
  const lines = cashCsv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Ngày,Giờ,Diễn giải,Phát sinh giảm,Phát sinh tăng,Số dư');
  expect(lines).toHaveLength((await rows.count()) + 3); // header, opening, rows, closing
  await context.setOffline(false);
  expect(lines.some((l) => l.includes(`Chuyển tiền nội bộ đến ${MARGIN}`) && l.includes(',1000000,'))).toBe(
    true,
  );

  // Stock statement: the sale and the transfer of HPG.
  await page.getByTestId('money-nav').getByRole('link', { name: 'Sao kê chứng khoán' }).click();
  const stockRows = page.getByTestId('stock-statement-rows').locator('tbody tr');
  await expect(stockRows.filter({ hasText: 'Bán 100 HPG' })).not.toHaveCount(0);
  await expect(stockRows.filter({ hasText: `Chuyển chứng khoán nội bộ đến ${MARGIN}` })).not.toHaveCount(0);
  await page.screenshot({ path: screenshotPath('money-stock-statement-vi'), fullPage: true });
  const stockCsv = await csvOf(page);
  expect(stockCsv.charCodeAt(0)).toBe(0xfeff);
  expect(stockCsv).toContain(`HPG,`);
  expect(stockCsv).toContain(`Chuyển chứng khoán nội bộ đến ${MARGIN},0,200,`);

  // English: the same statement and screens in the other language.
  await page.getByTestId('lang-en').click();
  await expect(stockRows.filter({ hasText: 'Sell 100 HPG' })).not.toHaveCount(0);
  // The rows follow the language at once, the labels once the English texts are loaded.
  await expect(page.getByRole('columnheader', { name: 'Symbol', exact: true })).toBeVisible();
  const enCsv = await csvOf(page);
  expect(enCsv.slice(1).split(/\r?\n/)[0]).toBe('Symbol,Date,Time,Description,In,Out,Balance,Pending');
  await page.getByTestId('money-nav').getByRole('link', { name: 'Cash statement' }).click();
  await expect(rows.filter({ hasText: `Internal cash transfer to ${MARGIN}` })).not.toHaveCount(0);
  await page.screenshot({ path: screenshotPath('money-cash-statement-en'), fullPage: true });
  await page.getByTestId('money-nav').getByRole('link', { name: 'Cash advance' }).click();
  await expect(advance.getByTestId('advance-history').locator('tbody tr').first()).toContainText('Disbursed');
  await page.screenshot({ path: screenshotPath('money-advance-en') });
  // The margin sub-account got the cash and the shares.
  const margin = await tradingCommand<{ available: number }>(page, 'CashBalance', { subAccount: MARGIN });
  expect(margin.available).toBeGreaterThanOrEqual(201_000_000);
  await page.getByTestId('lang-vi').click();
});
