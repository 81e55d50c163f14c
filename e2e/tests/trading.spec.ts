// Orders from the board to the ledger: the demo customer sells from an ask cell and buys from the
// trading screen, sees both match on the simulated market, sees cash receivable and positions move,
// edits and cancels a resting order, and is refused with the message of each code.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { loginAsDemo, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

type Cash = { available: number; receivable: Array<{ amount: number }> };
type StockRow = {
  symbol: string;
  available: number;
  blocked: number;
  total: number;
  receivable: Array<{ amount: number }>;
};
const SUB = '0000011';

async function submitTicket(
  page: Page,
  fields: {
    symbol?: string;
    price?: string;
    volume?: string;
    pin?: boolean;
    /** Checks the confirmation before it is confirmed. */
    confirm?: (dialog: Locator) => Promise<void>;
  },
) {
  const ticket = page.getByTestId('order-ticket').first();
  if (fields.symbol !== undefined) await ticket.getByTestId('ticket-symbol').fill(fields.symbol);
  if (fields.price !== undefined) await ticket.getByTestId('ticket-price').fill(fields.price);
  if (fields.volume !== undefined) await ticket.getByTestId('ticket-volume').fill(fields.volume);
  if (fields.pin) await ticket.getByTestId('ticket-pin').fill('123456');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-submit').click();
  // The confirmation (on by default) comes unless a client check refuses the ticket first.
  const confirm = page.getByTestId('order-confirm');
  await expect(confirm.or(ticket.getByTestId('ticket-error'))).toBeVisible();
  if (await confirm.isVisible()) {
    if (fields.confirm) await fields.confirm(confirm);
    await confirm.getByTestId('confirm-ok').click();
  }
}

test('sells from an ask cell, buys, edits, cancels and is refused with the right messages', async ({
  page,
}) => {
  await loginAsDemo(page);
  // Other tests (and a retry of this one) trade as demo on the same server: count from here.
  type OrderRow = { orderNo: string; symbol: string; side: string; status: string };
  const todayOrders = () => tradingCommand<OrderRow[]>(page, 'OrderList', { subAccount: SUB, list: 'today' });
  const todays = await todayOrders();
  const matchedFpt = (side: string) =>
    todays.filter((o) => o.symbol === 'FPT' && o.side === side && o.status === 'M').length;
  const fptSellsBefore = matchedFpt('S');
  const fptBuysBefore = matchedFpt('B');
  const fptBefore = (await tradingCommand<StockRow[]>(page, 'StockBalance', { subAccount: SUB })).find(
    (s) => s.symbol === 'FPT',
  )!;

  // SELL from a double-click on an ask price of FPT (a market-price order, so it matches now).
  const ask = page.locator('[data-symbol="FPT"] [data-order="SELL"]').first();
  await expect(ask).toHaveAttribute('data-price', /[1-9]/, { timeout: 60_000 });
  await ask.dblclick();
  const modal = page.getByTestId('order-ticket-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('order-ticket')).toHaveAttribute('data-side', 'S');
  await expect(modal.getByTestId('ticket-symbol')).toHaveValue('FPT');
  await expect(modal.getByTestId('ticket-price')).not.toHaveValue('');
  await page.screenshot({ path: screenshotPath('trading-ticket-from-ask') });
  await submitTicket(page, {
    price: 'MP',
    volume: '100',
    pin: true,
    confirm: async (dialog) => {
      await expect(dialog).toHaveAttribute('role', 'alertdialog');
      await expect(dialog.getByTestId('confirm-side')).toHaveText('BÁN');
      await expect(dialog.getByTestId('confirm-symbol')).toHaveText('FPT');
      await expect(dialog.getByTestId('confirm-price')).toHaveText('MP');
      await expect(dialog.getByTestId('confirm-volume')).toHaveText('100');
      await expect(dialog.getByTestId('confirm-value')).toHaveText(/^[1-9]\d{0,2}(,\d{3})+$/);
      await expect(dialog.getByTestId('confirm-fee')).toHaveText(/^[1-9]\d{0,2}(,\d{3})*$/);
      await expect(dialog.getByTestId('confirm-ok')).toBeFocused();
      await page.screenshot({ path: screenshotPath('trading-confirm-order') });
    },
  });
  await expect(modal).toBeHidden();

  // In-app navigation keeps the PIN in memory (a reload forgets it, as the spec's client does).
  await page.locator('a[href="/home/giao-dich"]').first().click();
  const book = page.getByTestId('order-book');
  const fptMatched = (side: string) =>
    book.locator(`tr[data-status="M"][data-symbol="FPT"][data-side="${side}"]`);
  await expect(fptMatched('S')).toHaveCount(fptSellsBefore + 1, { timeout: 60_000 });
  const cash = await tradingCommand<Cash>(page, 'CashBalance', { subAccount: SUB });
  expect(cash.receivable.reduce((sum, r) => sum + r.amount, 0)).toBeGreaterThan(0);
  const fptAfterSell = (await tradingCommand<StockRow[]>(page, 'StockBalance', { subAccount: SUB })).find(
    (s) => s.symbol === 'FPT',
  )!;
  expect(fptAfterSell.total).toBe(fptBefore.total - 100);

  // BUY from the stock trading screen (the PIN is kept for the session now).
  await expect(page.getByTestId('ticket-pin')).toHaveCount(0);
  // FPT has sellers on the book at this hour of the demo day (a market order with nothing opposite is cancelled).
  await submitTicket(page, { symbol: 'FPT', price: 'MP', volume: '100' });
  await expect(fptMatched('B')).toHaveCount(fptBuysBefore + 1, { timeout: 60_000 });
  const fpt = (await tradingCommand<StockRow[]>(page, 'StockBalance', { subAccount: SUB })).find(
    (s) => s.symbol === 'FPT',
  )!;
  const receivable = (row: StockRow) => row.receivable.reduce((sum, r) => sum + r.amount, 0);
  expect(receivable(fpt)).toBe(receivable(fptBefore) + 100);
  await page.screenshot({ path: screenshotPath('trading-order-book-matched') });

  // A resting buy at the floor: edit its price, then cancel it.
  const info = await page.evaluate(
    async () => (await (await fetch('/board/getStockInfo/VNM')).json()) as { f: number },
  );
  const floor = info.f.toFixed(2);
  // Back on the confirmation sends nothing.
  const countToday = async () => (await todayOrders()).length;
  const ordersBefore = await countToday();
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-symbol').fill('VNM');
  await ticket.getByTestId('ticket-price').fill(floor);
  await ticket.getByTestId('ticket-volume').fill('100');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-submit').click();
  await page.getByTestId('order-confirm').getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('order-confirm')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await countToday()).toBe(ordersBefore);
  const known = new Set((await todayOrders()).map((order) => order.orderNo));
  await submitTicket(page, { symbol: 'VNM', price: floor, volume: '100' });
  // This order's own row: the demo account's book may hold other tests' resting orders, one of
  // which can fill while this one is edited.
  let orderNo = '';
  await expect
    .poll(
      async () => {
        orderNo =
          (await todayOrders()).find((order) => !known.has(order.orderNo) && order.symbol === 'VNM')
            ?.orderNo ?? '';
        return orderNo;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  const ownRow = (status: string) =>
    book.locator(`tr[data-testid="order-row-${orderNo}"][data-status="${status}"]`);
  const resting = ownRow('P');
  await expect(resting).toBeVisible({ timeout: 30_000 });
  await resting.getByTestId('order-edit').click();
  await resting.getByTestId('edit-price').fill((info.f + 0.1).toFixed(2));
  await resting.getByTestId('order-save').click();
  const editConfirm = page.getByTestId('order-confirm');
  await expect(editConfirm.getByRole('heading')).toHaveText('Xác nhận sửa lệnh');
  await expect(editConfirm.getByTestId('confirm-price')).toHaveText((info.f + 0.1).toFixed(2));
  await editConfirm.getByTestId('confirm-ok').click();
  const edited = ownRow('C');
  await expect(edited).toBeVisible({ timeout: 30_000 });
  await edited.getByTestId('order-cancel').click();
  await expect(page.getByTestId('order-confirm').getByRole('heading')).toHaveText('Xác nhận hủy lệnh');
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();
  await expect(ownRow('X')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screenshotPath('trading-edit-cancel') });

  // Refusals: client checks (volume, ceiling) and server codes (-6012, -6013), each with its text.
  const error = page.getByTestId('ticket-error');
  await submitTicket(page, { symbol: 'VNM', price: floor, volume: '150' });
  await expect(error).toHaveText('Khối lượng không hợp lệ');
  await submitTicket(page, { symbol: 'VNM', price: '9999', volume: '100' });
  await expect(error).toContainText('giá trần');
  // With the confirmation switched off in the settings, the order goes at once (and is refused).
  await page.getByTestId('confirm-orders-setting').uncheck();
  await page.getByTestId('order-ticket').first().getByTestId('ticket-price').fill(floor);
  await page.getByTestId('order-ticket').first().getByTestId('ticket-volume').fill('500000');
  await page.getByTestId('order-ticket').first().getByTestId('ticket-submit').click();
  await expect(error).toHaveText('Sức mua không đủ');
  await expect(page.getByTestId('order-confirm')).toHaveCount(0);
  await page.getByTestId('confirm-orders-setting').check();
  await page.getByTestId('ticket-sell').click();
  await submitTicket(page, { symbol: 'VNM', price: floor, volume: '90000' });
  await expect(error).toHaveText('Số dư chứng khoán không đủ');
  await page.screenshot({ path: screenshotPath('trading-refused') });
});
