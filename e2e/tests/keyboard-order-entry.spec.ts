// The keyboard-only journey (issue 21 items 5 and 8), in Vietnamese and English: from the VN30
// board after the login, the arrows put and move the row cursor, "?" lists every key, B opens the
// ticket on the row's symbol, the arrows step the price by ticks and PageUp adds a lot, Enter asks
// for the PIN (the shared prompt), Enter confirms, and the order is accepted; "/" then jumps to the
// symbol search. No mouse after the login.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login, postAsCustomer, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

const SUB = '0000011';
type Order = {
  orderNo: string;
  symbol: string;
  side: string;
  price: number | null;
  volume: number;
  status: string;
};

const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute('data-symbol') ?? null);
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

for (const lang of ['vi', 'en'] as const) {
  test(`keyboard only from the board to an accepted order (${lang})`, async ({ page }) => {
    await page.addInitScript(
      (l) =>
        localStorage.setItem('setting', JSON.stringify({ lang: l, theme: 'dark', typeIndex: 1, indHid: [] })),
      lang,
    );
    await page.goto('/home/bang-gia/vn30');
    await login(page);
    const board = page.getByTestId('quote-table');
    await expect(board.locator('[role="row"][data-symbol]').nth(2)).toBeVisible();
    const before = await tradingCommand<Order[]>(page, 'OrderList', { subAccount: SUB, list: 'today' });

    // The row cursor: an arrow puts it on the first row, the next moves it down.
    await page.keyboard.press('ArrowDown');
    const first = await focusedRow(page);
    expect(first).not.toBeNull();
    await page.keyboard.press('ArrowDown');
    const symbol = await focusedRow(page);
    expect(symbol).not.toBeNull();
    expect(symbol).not.toBe(first);
    await page.screenshot({ path: screenshotPath(`keyboard-row-cursor-${lang}`) });

    // The list of keys.
    await page.keyboard.press('?');
    const help = page.getByTestId('keyboard-help');
    await expect(help).toContainText(
      lang === 'vi' ? 'Mở phiếu lệnh MUA mã của dòng' : "Open a BUY ticket for the row's symbol",
    );
    await page.screenshot({ path: screenshotPath(`keyboard-help-${lang}`) });
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    expect(await focusedRow(page)).toBe(symbol);

    // B: the ticket to buy the row's symbol, focus in the price box.
    await page.keyboard.press('b');
    const ticket = page.getByTestId('order-ticket-modal');
    await expect(ticket.getByTestId('ticket-symbol')).toHaveValue(symbol!);
    await expect(ticket.getByTestId('ticket-band')).toContainText(/\d/);
    await expect.poll(() => focusedTestId(page)).toBe('ticket-price');
    const start = Number(await ticket.getByTestId('ticket-price').inputValue());
    expect(start).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const price = Number(await ticket.getByTestId('ticket-price').inputValue());
    expect(price).toBeLessThan(start);
    await page.keyboard.press('PageUp');
    await expect(ticket.getByTestId('ticket-volume')).toHaveValue('200');
    await page.screenshot({ path: screenshotPath(`keyboard-ticket-${lang}`) });

    // Enter: the PIN prompt (no PIN kept after a login); Enter there, then Enter on the confirmation.
    await page.keyboard.press('Enter');
    const prompt = page.getByTestId('pin-prompt');
    await expect(prompt).toBeVisible();
    if ((await focusedTestId(page)) !== 'pin-input') await page.keyboard.press('Tab');
    await expect.poll(() => focusedTestId(page)).toBe('pin-input');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('order-confirm');
    await expect(confirm.getByTestId('confirm-symbol')).toHaveText(symbol!);
    await expect(confirm.getByTestId('confirm-volume')).toHaveText('200');
    await expect.poll(() => focusedTestId(page)).toBe('confirm-ok');
    await page.screenshot({ path: screenshotPath(`keyboard-confirm-${lang}`) });
    await page.keyboard.press('Enter');
    await expect(ticket).toBeHidden();

    // Other journeys trade as demo at the same time: the new order of this symbol.
    const mine = async () =>
      (await tradingCommand<Order[]>(page, 'OrderList', { subAccount: SUB, list: 'today' })).filter(
        (o) => o.symbol === symbol && !before.some((b) => b.orderNo === o.orderNo),
      );
    await expect.poll(async () => (await mine()).length).toBe(1);
    const placed = (await mine())[0]!;
    expect(placed).toMatchObject({ symbol, side: 'B', volume: 200, price: Math.round(price * 1000) });
    expect(['P', 'M']).toContain(placed.status);
    // The order is not left resting on the demo customer's book: its fill later would move the
    // balances and statements other journeys read.
    if (placed.status === 'P') {
      const cancel = await postAsCustomer(page, 'CancelOrder', {
        subAccount: SUB,
        orderNo: placed.orderNo,
        pin: '123456',
      });
      // Refused only when it filled in the meantime.
      if (cancel.rc !== 1) expect((await mine())[0]!.status).toBe('M');
    }

    // "/" jumps to the symbol search.
    await page.keyboard.press('/');
    await expect.poll(() => focusedTestId(page)).toBe('symbol-search');
  });
}
