// Opening an account end to end (issue 29): from the empty form, the phone and email codes of the
// simulated outbox, the demo back office's approval (5 market seconds, playwright.config.ts), the
// first login's new password and PIN, to a first order by the new customer on the simulated market.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login } from './board-helpers';
import { postAsCustomer, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Moi@2026';
const PIN = '246810';

/** The newest outbox message that contains a marker. */
async function outboxMessage(page: Page, marker: string): Promise<string> {
  const item = page.getByTestId('request-outbox').locator('li', { hasText: marker }).first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  return (await item.textContent()) ?? '';
}

test('a new applicant opens an account, activates it and places a first order', async ({ page }) => {
  // Unique per run; the identity number never ends in 000 (the demo rule that rejects).
  const n = `${String(Date.now() % 1_000_000).padStart(6, '0')}7`;
  await page.goto('/home/mo-tai-khoan');
  const form = page.getByTestId('open-account');
  await expect(form.locator('select').first().locator('option')).not.toHaveCount(1);
  await page.screenshot({ path: screenshotPath('open-account-form-vi') });
  await form.getByLabel('Họ và tên').fill('Phạm Văn Mới');
  await form.getByLabel('Số CCCD/CMND').fill(`00109${n}`);
  await form.getByLabel('Số điện thoại').fill(`097${n}`);
  await form.getByLabel('Email').fill(`moi${n}@example.com`);
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();

  await expect(page).toHaveURL(/\/home\/mo-tai-khoan\/trang-thai\?id=\d+/);
  const status = page.getByTestId('request-status');
  await expect(status).toHaveAttribute('data-status', 'received');
  const phoneCode = /(\d{6})/.exec(await outboxMessage(page, 'so dien thoai'))![1]!;
  const emailCode = /(\d{6})/.exec(await outboxMessage(page, '(email)'))![1]!;
  await page.screenshot({ path: screenshotPath('open-account-verify-vi') });
  await page.getByTestId('verify-phone').locator('input').fill(phoneCode);
  await page.getByTestId('verify-phone').getByRole('button', { name: 'Xác thực' }).click();
  await expect(page.getByTestId('verified-phone')).toBeVisible();
  await page.getByTestId('verify-email').locator('input').fill(emailCode);
  await page.getByTestId('verify-email').getByRole('button', { name: 'Xác thực' }).click();
  await expect(status).toHaveAttribute('data-status', /verifying|approved/);
  await expect(status).toHaveAttribute('data-status', 'approved', { timeout: 60_000 });
  const sms = await outboxMessage(page, 'mat khau tam');
  const [, username, temporary] = /Ten dang nhap (\S+), mat khau tam (\S+)\./.exec(sms)!;
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('activate-account')).toContainText('First login');
  await page.screenshot({ path: screenshotPath('open-account-first-login-en') });
  await page.getByTestId('lang-vi').click();
  await expect(page.getByTestId('activate-account')).toContainText('Đăng nhập lần đầu');

  const statusUrl = page.url();
  // The login with the temporary password answers -6017 and leads to the first-login page.
  await page.goto('/home/bang-gia/vn30');
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[autocomplete="username"]').fill(username!);
  await modal.locator('input[autocomplete="current-password"]').fill(temporary!);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Tài khoản đang chờ kích hoạt');
  await page.getByTestId('first-login-link').click();
  const activate = page.getByTestId('activate-account');
  await expect(activate).toBeVisible();
  // Username, temporary password, new password and its confirmation, PIN and its confirmation.
  const inputs = activate.locator('input');
  for (const [index, value] of [username!, temporary!, PASSWORD, PASSWORD, PIN, '135790'].entries())
    await inputs.nth(index).fill(value);
  await activate.getByRole('button', { name: 'Kích hoạt tài khoản' }).click();
  await expect(activate.getByText('Xác nhận không khớp')).toBeVisible();
  await inputs.nth(5).fill(PIN);
  await activate.getByRole('button', { name: 'Kích hoạt tài khoản' }).click();
  await expect(page.getByTestId('activate-done')).toBeVisible();
  await page.screenshot({ path: screenshotPath('open-account-activated-vi') });
  await page.goto(statusUrl);
  await expect(status).toHaveAttribute('data-status', 'activated');

  // The new customer logs in, receives a (simulated) bank deposit and buys once the depository
  // number is registered (5 market seconds after activation; -6039 before).
  await page.goto('/home/bang-gia/vn30');
  await login(page, username!, PASSWORD);
  await expect(page.getByTestId('current-user')).toHaveText(username!);
  const sub = `${username!.slice(-6)}1`;
  expect(
    (
      await postAsCustomer(page, 'BankSimulateDeposit', {
        subAccount: sub,
        amount: 200_000_000,
        refId: `e2e-${n}`,
      })
    ).rc,
  ).toBe(1);
  await expect
    .poll(
      async () => (await tradingCommand<Array<{ vsdAcntNo: string }>>(page, 'ListAccount', {}))[0]?.vsdAcntNo,
      {
        timeout: 60_000,
      },
    )
    .toBe(username);
  await page.locator('a[href="/home/giao-dich"]').first().click();
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-symbol').fill('FPT');
  // A limit buy at the ceiling: it matches the sellers on the book or rests until they come.
  const info = await page.evaluate(
    async () => (await (await fetch('/board/getStockInfo/FPT')).json()) as { c: number },
  );
  await ticket.getByTestId('ticket-price').fill(info.c.toFixed(2));
  await ticket.getByTestId('ticket-volume').fill('100');
  await ticket.getByTestId('ticket-pin').fill(PIN);
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-submit').click();
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();
  const row = page.getByTestId('order-book').locator('tr[data-symbol="FPT"][data-side="B"]');
  await expect(row).toHaveCount(1, { timeout: 60_000 });
  await expect(row).toHaveAttribute('data-status', /^(P|M)$/);
  await page.screenshot({ path: screenshotPath('open-account-first-order-vi') });
});
