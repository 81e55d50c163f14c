// A VN30F futures order at the right price (issue 21 items 4 and 8), in Vietnamese and English: the
// ticket takes the price in index points, the confirmation and the order book show it so, the
// order-row edit starts from it and moves it by one tick (0.1 point), and the server holds the
// same price in points x 100; then the order is cancelled.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 180_000, mode: 'serial' });

const SUB = '0000011';
const SYMBOL = 'VN30F1M';
const points = (text: string) => Number(text.replace(/,/g, ''));
const shown = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

type Order = { orderNo: string; symbol: string; price: number | null; status: string };

async function openTrading(page: Page, lang: 'vi' | 'en') {
  await page.addInitScript(
    (l) =>
      localStorage.setItem('setting', JSON.stringify({ lang: l, theme: 'dark', typeIndex: 1, indHid: [] })),
    lang,
  );
  await page.goto('/home/bang-gia/vn30');
  await login(page);
  await page.locator('a[href="/home/giao-dich"]').first().click();
}

for (const lang of ['vi', 'en'] as const) {
  test(`places and edits a VN30F order in index points (${lang})`, async ({ page }) => {
    await openTrading(page, lang);
    const ticket = page.getByTestId('order-ticket').first();
    await ticket.getByTestId('ticket-buy').click();
    await ticket.getByTestId('ticket-symbol').fill(SYMBOL);
    const band = ticket.getByTestId('ticket-band');
    await expect(band).toContainText(/\d/);
    // Ceiling, floor, reference in index points with one decimal.
    const [ceiling, floor] = [...((await band.textContent()) ?? '').matchAll(/([\d,]+\.\d)/g)].map((m) =>
      points(m[1]!),
    );
    expect(ceiling! - floor!).toBeGreaterThan(100);
    expect(floor!).toBeGreaterThan(500);
    expect(floor!).toBeLessThan(5_000);
    // A buy well under the market rests: floor + 1.5 points.
    const price = floor! + 1.5;
    await ticket.getByTestId('ticket-price').fill(price.toFixed(1));
    await ticket.getByTestId('ticket-volume').fill('1');
    await expect(ticket.getByTestId('ticket-types')).toContainText('LO');
    await expect(ticket.getByTestId('ticket-max-volume')).toHaveText(/^[1-9][\d,]*$/);
    await page.screenshot({ path: screenshotPath(`futures-ticket-${lang}`) });
    await ticket.getByTestId('ticket-pin').fill('123456');
    await ticket.getByTestId('ticket-submit').click();
    const confirm = page.getByTestId('order-confirm');
    await expect(confirm.getByTestId('confirm-price')).toHaveText(shown(price));
    await confirm.getByTestId('confirm-ok').click();
    await expect(confirm).toBeHidden();

    const placed = await expect
      .poll(async () => {
        const list = await tradingCommand<Order[]>(page, 'OrderList', { subAccount: SUB, list: 'today' });
        return list.find(
          (o) => o.symbol === SYMBOL && o.price === Math.round(price * 100) && o.status === 'P',
        )?.orderNo;
      })
      .toBeTruthy()
      .then(async () =>
        (await tradingCommand<Order[]>(page, 'OrderList', { subAccount: SUB, list: 'today' })).find(
          (o) => o.symbol === SYMBOL && o.price === Math.round(price * 100) && o.status === 'P',
        )!,
      );
    const row = page.getByTestId(`order-row-${placed.orderNo}`);
    await expect(row.getByTestId('order-price')).toHaveText(shown(price));

    await row.getByTestId('order-edit').click();
    const edit = row.getByTestId('edit-price');
    await expect(edit).toHaveValue(String(price));
    const edited = price + 0.1;
    await edit.fill(edited.toFixed(1));
    await row.getByTestId('order-save').click();
    await expect(confirm.getByTestId('confirm-price')).toHaveText(shown(edited));
    await confirm.getByTestId('confirm-ok').click();
    await expect(row.getByTestId('order-price')).toHaveText(shown(edited), { timeout: 30_000 });
    await page.screenshot({ path: screenshotPath(`futures-order-edited-${lang}`) });
    const detail = await tradingCommand<{ order: Order }>(page, 'OrderDetail', {
      subAccount: SUB,
      orderNo: placed.orderNo,
    });
    expect(detail.order.price).toBe(Math.round(edited * 100));

    await row.getByTestId('order-cancel').click();
    await confirm.getByTestId('confirm-ok').click();
    await expect(row).toHaveAttribute('data-status', 'X', { timeout: 30_000 });
  });
}
