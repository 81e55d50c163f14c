// Login, logout, a wrong password, session expiry (idle timer and a session ended on the server)
// and the account screens in both languages, on the real server with its demo customers.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { tradingCommand } from './trading-helpers';

// Each test logs in (argon2id) and loads the app several times; the machine is shared.
test.describe.configure({ timeout: 90_000 });

/** Available cash of a sub-account as the server reports it now (other tests may trade with demo). */
async function serverCash(page: Page, subAcntNo: string): Promise<string> {
  const cash = await tradingCommand<{ available: number }>(page, 'CashBalance', { subAccount: subAcntNo });
  return new Intl.NumberFormat('en-US').format(cash.available);
}

async function openLogin(page: Page, path = '/home/tai-san') {
  await page.goto(path);
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

async function login(page: Page, username = 'demo', password = 'Demo@123') {
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[autocomplete="username"]').fill(username);
  await modal.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

test('logs in, shows the assets of both sub-accounts, and logs out', async ({ page }) => {
  await openLogin(page);
  await page.screenshot({ path: screenshotPath('auth-login-modal-vi') });
  await login(page, '  demo  ');
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await expect(page.getByTestId('current-user')).toHaveText('demo');
  await expect(page.getByTestId('cash-available')).toHaveText(await serverCash(page, '0000011'));
  await expect(page.getByTestId('positions').locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByTestId('account-switcher')).toContainText('M000001 Margin');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').user)).toBe('demo');
  await page.screenshot({ path: screenshotPath('auth-assets-vi') });
  await page.getByTestId('account-switcher').selectOption('M000001');
  const marginCash = await serverCash(page, 'M000001');
  await expect(page.getByTestId('cash-available')).toHaveText(marginCash);
  // margin buying power = available cash over the 50% initial margin ratio
  const doubled = new Intl.NumberFormat('en-US').format(2 * Number(marginCash.replace(/,/g, '')));
  await expect(page.getByTestId('purchase-power')).toHaveText(doubled);
  await page.getByTestId('lang-en').click();
  await expect(page.getByText('Buying power')).toBeVisible();
  await page.screenshot({ path: screenshotPath('auth-assets-en') });
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('need-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password is refused with a message and the password can be shown', async ({ page }) => {
  await openLogin(page);
  await login(page, 'demo2', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
  const password = page.getByTestId('login-modal').locator('input[autocomplete="current-password"]');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Hiện mật khẩu' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.screenshot({ path: screenshotPath('auth-wrong-password-vi') });
});

test('the idle timer ends the session and the expired modal reopens the login', async ({ page }) => {
  await page.goto('/home/tai-san');
  await page.evaluate(() => localStorage.setItem('ttl', '0.05')); // 3 seconds
  await openLogin(page);
  await login(page);
  await expect(page.getByTestId('current-user')).toHaveText('demo');
  const modal = page.getByTestId('session-expired-modal');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: screenshotPath('auth-session-expired-vi') });
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('shareHolder')]),
  ).toEqual([null, null]);
  await modal.getByRole('button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('a session ended on the server mid-use opens the expired modal', async ({ page }) => {
  await openLogin(page);
  await login(page);
  await expect(page.getByTestId('cash-available')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  // The session ends elsewhere (another tab logs out with the same token): the server pushes the
  // logout to this page's socket, which opens the modal without waiting for the next call.
  await tradingCommand(page, 'Logout', {});
  await expect(page.getByTestId('session-expired-modal')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
});

const SCREENS = [
  ['account-info', '/home/tai-khoan/thong-tin', 'account-info'],
  ['change-password', '/home/tai-khoan/doi-mat-khau', 'change-password'],
  ['change-pin', '/home/tai-khoan/doi-pin', 'change-pin'],
  ['change-account', '/home/tai-khoan/doi-tai-khoan', 'change-account'],
  ['totp', '/home/tai-khoan/xac-thuc', 'totp'],
] as const;

test('account screens in Vietnamese and English', async ({ page }) => {
  await openLogin(page);
  await login(page);
  await expect(page.getByTestId('current-user')).toHaveText('demo');
  for (const lang of ['vi', 'en'] as const) {
    await page.getByTestId(`lang-${lang}`).click();
    await page.getByRole('link', { name: lang === 'vi' ? 'Tài khoản' : 'Account', exact: true }).click();
    for (const [name, path, testId] of SCREENS) {
      await page.locator(`a[href="${path}"]`).click();
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.screenshot({ path: screenshotPath(`auth-${name}-${lang}`) });
    }
  }
  await page.getByTestId('lang-vi').click();
  await page.goto('/home/tai-khoan/thong-tin');
  await expect(page.getByTestId('account-info')).toContainText('Nguyễn Văn Demo');
});

test('change PIN validates, then succeeds', async ({ page }) => {
  await openLogin(page, '/home/tai-khoan/doi-pin');
  await login(page, 'demo2');
  const form = page.getByTestId('change-pin');
  const inputs = form.locator('input');
  await inputs.nth(0).fill('123456');
  await inputs.nth(1).fill('222222');
  await inputs.nth(2).fill('333333');
  await form.getByRole('button', { name: 'Đổi mã PIN' }).click();
  await expect(form.getByText('Xác nhận không khớp')).toBeVisible();
  await inputs.nth(2).fill('222222');
  await form.getByRole('button', { name: 'Đổi mã PIN' }).click();
  await expect(page.getByText('Đổi mã PIN thành công')).toBeVisible();
});

test('forgot password with the demo SMS outbox, open account and contact forms', async ({ page }) => {
  for (const lang of ['vi', 'en'] as const) {
    await page.goto('/home/quen-mat-khau');
    await page.getByTestId(`lang-${lang}`).click();
    await expect(page.getByTestId('forgot-password')).toBeVisible();
    await page.screenshot({ path: screenshotPath(`auth-forgot-password-${lang}`) });
    await page.goto('/home/mo-tai-khoan');
    await expect(page.getByTestId('open-account').locator('select').nth(1).locator('option')).not.toHaveCount(
      1,
    );
    await page.screenshot({ path: screenshotPath(`auth-open-account-${lang}`) });
    await page.goto('/home/lien-he');
    await expect(page.getByTestId('contact')).toBeVisible();
    await page.screenshot({ path: screenshotPath(`auth-contact-${lang}`) });
  }
  await page.getByTestId('lang-vi').click();
  await page.goto('/home/quen-mat-khau');
  const forgot = page.getByTestId('forgot-password');
  await forgot.locator('input').nth(0).fill('demootp');
  await forgot.locator('input').nth(1).fill('demootp@sen.example');
  await forgot.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(page.getByTestId('otp-outbox')).toContainText(/\d{6}/);
  const otp = /(\d{6})/.exec((await page.getByTestId('otp-outbox').textContent()) ?? '')?.[1] ?? '';
  await forgot.locator('input').nth(0).fill(otp);
  await forgot.locator('input').nth(1).fill('Reset@123');
  await forgot.locator('input').nth(2).fill('Reset@123');
  await page.screenshot({ path: screenshotPath('auth-reset-password-vi') });
  await forgot.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();

  await page.goto('/home/lien-he');
  const contact = page.getByTestId('contact');
  await contact.getByRole('button', { name: 'Gửi' }).click();
  await expect(contact.getByText('Trường này không được để trống').first()).toBeVisible();
  await contact.locator('input').nth(0).fill('Khách');
  await contact.locator('input').nth(1).fill('khach@example.com');
  await contact.locator('input').nth(3).fill('Hỏi về phí');
  await contact.locator('textarea').fill('Phí giao dịch là bao nhiêu?');
  await contact.getByRole('button', { name: 'Gửi' }).click();
  await expect(page.getByText(/Đã gửi liên hệ số \d+/)).toBeVisible();
});
