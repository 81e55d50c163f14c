/// <reference lib="dom" />
// Keyboard focus after a form is sent, in Chromium (which drops focus to <body> when the focused
// submit button is disabled while its form is sent, or when a dialog's opener is gone): it comes
// back to the submit button (shared/lib/focus-keeper.ts); after Log out, to Log in, which replaces
// it. And a money movement is confirmed
// before it is sent (the shared ConfirmDialog restating it): Back sends nothing and gives focus back
// to the button that opened it. Nothing moves here (demo2 only opens and leaves confirmations).
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login } from './board-helpers';

test.describe.configure({ timeout: 90_000 });

/** What has keyboard focus: `body`, or the element's tag and test id / text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()} ${active.getAttribute('data-testid') ?? active.textContent?.trim()}`;
  });

test('focus stays on the contact form after it is sent, not on <body>', async ({ page }) => {
  await page.goto('/home/lien-he');
  const contact = page.getByTestId('contact');
  await contact.locator('input').nth(0).fill('Khách');
  await contact.locator('input').nth(1).fill('khach@example.com');
  await contact.locator('input').nth(3).fill('Hỏi về phí');
  await contact.locator('textarea').fill('Phí giao dịch là bao nhiêu?');
  await contact.getByRole('button', { name: 'Gửi' }).click();
  await expect(page.getByText(/Đã gửi liên hệ số \d+/)).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button Gửi');
});

test('logging out from the keyboard leaves focus on "Log in", not on <body>', async ({ page }) => {
  await page.goto('/home/lien-he');
  await login(page);
  await page.getByTestId('logout-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button login-button');
});

test('an internal cash transfer and a deposit are confirmed first; Back sends nothing', async ({ page }) => {
  await page.goto('/home/bang-gia/vn30');
  await login(page, 'demo2');
  await page.locator('header a[href="/home/ung-truoc"]').first().click();
  await page.getByTestId('money-nav').getByRole('link', { name: 'Chuyển tiền nội bộ', exact: true }).click();
  const cash = page.getByTestId('cash-transfer');
  const history = cash.getByTestId('cash-transfer-history').locator('tbody tr');
  await expect(cash.getByTestId('withdrawable')).toHaveText(/\d/);
  const rows = await history.count();
  await cash.getByTestId('transfer-to').selectOption({ index: 1 });
  const to = await cash.getByTestId('transfer-to').inputValue();
  await cash.getByTestId('transfer-amount').fill('1,000,000');
  await cash.getByTestId('money-pin').fill('123456');
  await cash.getByTestId('transfer-submit').click();

  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận chuyển tiền nội bộ' });
  await expect(confirm.getByTestId('confirm-to')).toHaveText(new RegExp(`^${to} - `));
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('1,000,000 VNĐ');
  await expect(confirm.getByTestId('confirm-fee')).toHaveText('0 VNĐ');
  await expect.poll(() => focused(page)).toBe('button confirm-ok');
  await page.screenshot({ path: screenshotPath('focus-cash-transfer-confirm-vi') });
  await confirm.getByTestId('confirm-cancel').click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => focused(page)).toBe('button transfer-submit');
  await expect(cash.getByTestId('transfer-amount')).toHaveValue('1,000,000');
  await expect(history).toHaveCount(rows);

  await page.getByTestId('money-nav').getByRole('link', { name: 'Chuyển tiền', exact: true }).click();
  await page.getByTestId('deposit-amount').fill('5,000,000');
  await page.getByTestId('deposit-submit').click();
  const deposit = page.getByRole('alertdialog', { name: 'Xác nhận nộp tiền (mô phỏng)' });
  await expect(deposit.getByTestId('confirm-amount')).toHaveText('5,000,000 VNĐ');
  await page.keyboard.press('Escape');
  await expect(deposit).toBeHidden();
  await expect.poll(() => focused(page)).toBe('button deposit-submit');
});
