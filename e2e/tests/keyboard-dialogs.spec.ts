// Keyboard and screen-reader access (issue 28 item 4): the login and order ticket dialogs are
// modal (aria-modal, focus inside and trapped, Escape closes, focus returns to the opener); board
// price cells are reached with the keyboard and Enter opens the ticket there; column headers are
// header cells with aria-sort; each page has one level-one heading.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { header, login, openBoard, waitForQuotes } from './board-helpers';

const focusedInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab `times` times and checks focus never leaves the dialog. */
async function expectTrapped(page: Page, dialog: Locator, times = 12): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(dialog)).toBe(true);
  }
}

test('the login dialog traps focus, closes on Escape and gives focus back to the login button', async ({
  page,
}) => {
  await openBoard(page, 'vn30');
  const button = page.getByTestId('login-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('login-modal');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAttribute('role', 'dialog');
  await expect.poll(() => focusedInside(dialog)).toBe(true);
  await expectTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  // After a login the button is gone: focus lands on the main landmark, not on the body.
  await login(page);
  await expect(page.locator('main')).toBeFocused();
});

test('a price cell is reached with the keyboard and Enter opens the ticket there; Escape brings focus back', async ({
  page,
}) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  await login(page);
  const firstSymbol = page.getByTestId('quote-table').locator('[role="row"][data-symbol] a').first();
  const symbol = await firstSymbol.textContent();
  // Tab reaches the symbol link; the arrows move to the price cells (bid price 3 is the first).
  await firstSymbol.focus();
  await page.keyboard.press('ArrowRight');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-order', 'BUY');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const col = await focused.getAttribute('data-col');
  await expect(focused).toHaveAttribute('data-order', /BUY|SELL/);
  await page.keyboard.press('Enter');
  const ticket = page.getByTestId('order-ticket-modal');
  await expect(ticket).toHaveAttribute('aria-modal', 'true');
  await expect(ticket.getByTestId('ticket-symbol')).toHaveValue(symbol!);
  await expect.poll(() => focusedInside(ticket)).toBe(true);
  await expectTrapped(page, ticket);
  await page.keyboard.press('Escape');
  await expect(ticket).toHaveCount(0);
  await expect(page.locator(`[data-symbol="${symbol}"] [data-col="${col}"]`).first()).toBeFocused();
});

test('column headers are header cells with aria-sort around their sort buttons; one h1 per page', async ({
  page,
}) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  const total = header(page, 'Tổng KL');
  await expect(total).toHaveAttribute('aria-sort', 'none');
  expect(await total.evaluate((element) => element.tagName)).toBe('DIV');
  await total.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  for (const path of ['/home/bang-gia/vn30', '/home/giao-dich', '/home/bang-gia/hsx', '/home/co-phieu/FPT']) {
    await page.goto(path);
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
});
