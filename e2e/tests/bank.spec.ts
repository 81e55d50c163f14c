// Money transfer in Chromium, Vietnamese and English: a simulated deposit in demo, a withdrawal to
// the bank watched live from pending to success, a withdrawal to the account the simulated bank
// always fails coming back (bank error, money returned), and bad input refused in the form.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login } from './board-helpers';

// Both languages as demo2 (the other journeys trade as demo), one after the other: the second
// counts its own notifications after the first marked all read.
test.describe.configure({ timeout: 150_000, mode: 'serial' });

const TEXTS = {
  vi: {
    menu: 'Chuyển tiền',
    pending: 'Chờ xử lý',
    success: 'Thành công',
    bankError: 'Lỗi ngân hàng',
    confirm: 'Xác nhận',
    notice: 'Rút tiền',
  },
  en: {
    menu: 'Money transfer',
    pending: 'Pending',
    success: 'Success',
    bankError: 'Bank error',
    confirm: 'Confirm',
    notice: 'Withdrawal',
  },
} as const;

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function readOtp(page: Page, before: string): Promise<string> {
  const outbox = page.getByTestId('bank-otp-outbox');
  await expect(outbox).not.toHaveText(before, { timeout: 20_000 });
  return /(\d{6})/.exec((await outbox.textContent()) ?? '')![1]!;
}

async function withdraw(page: Page, account: number, amount: string): Promise<number> {
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-account').selectOption({ index: account });
  await form.getByTestId('withdraw-amount').fill(amount);
  const before = (await page.getByTestId('bank-otp-outbox').textContent()) ?? '';
  await form.getByTestId('withdraw-send-otp').click();
  await form.getByTestId('withdraw-otp').fill(await readOtp(page, before));
  await form.getByTestId('withdraw-submit').click();
  const dialog = page.getByTestId('bank-confirm');
  await expect(dialog).toContainText('3,300');
  const rows = page.locator('[data-testid^="transfer-status-"]');
  const count = await rows.count();
  await dialog.getByRole('button', { name: /Xác nhận|Confirm/ }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(count + 1);
  const id = Number((await rows.first().getAttribute('data-testid'))!.replace('transfer-status-', ''));
  return id;
}

for (const [lang, user] of [
  ['vi', 'demo2'],
  ['en', 'demo2'],
] as const) {
  test(`money transfer in ${lang}: deposit, withdrawal to success, a failing one coming back`, async ({
    page,
  }) => {
    const t = TEXTS[lang];
    await page.addInitScript(
      (l) =>
        localStorage.setItem('setting', JSON.stringify({ lang: l, theme: 'dark', typeIndex: 1, indHid: [] })),
      lang,
    );
    await page.goto('/home/bang-gia/vn30');
    await login(page, user);
    // Utilities (top bar), then money transfer in its side menu.
    await page.locator('header a[href="/home/ung-truoc"]').first().click();
    await page.getByTestId('money-nav').getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page).toHaveURL(/\/home\/chuyen-tien$/);
    const withdrawable = page.getByTestId('bank-withdrawable');
    await expect(withdrawable).toHaveText(/\d/);

    // Bad input is refused in the form: no dialog, nothing moves.
    await page.getByTestId('deposit-amount').fill('0');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-form').getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('bank-confirm')).toHaveCount(0);

    // A simulated deposit, confirmed first.
    const start = money(await withdrawable.textContent());
    await page.getByTestId('deposit-amount').fill('5,000,000');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('bank-confirm')).toContainText('5,000,000');
    await page.screenshot({ path: screenshotPath(`bank-deposit-confirm-${lang}`) });
    await page.getByTestId('bank-confirm').getByRole('button', { name: t.confirm }).click();
    await expect.poll(async () => money(await withdrawable.textContent())).toBe(start + 5_000_000);

    // A withdrawal to the first account: pending, then success, live.
    const ok = await withdraw(page, 0, '1000000');
    const okStatus = page.getByTestId(`transfer-status-${ok}`);
    await expect(okStatus).toHaveText(t.pending);
    await page.screenshot({ path: screenshotPath(`bank-withdraw-pending-${lang}`) });
    await expect(okStatus).toHaveText(t.success, { timeout: 30_000 });
    const afterOk = start + 5_000_000 - 1_003_300;
    await expect.poll(async () => money(await withdrawable.textContent())).toBe(afterOk);

    // A withdrawal to the account the simulated bank always fails: the money comes back.
    const failing = await withdraw(page, 1, '2000000');
    await expect.poll(async () => money(await withdrawable.textContent())).toBe(afterOk - 2_003_300);
    await expect(page.getByTestId(`transfer-status-${failing}`)).toHaveText(t.bankError, { timeout: 30_000 });
    await expect.poll(async () => money(await withdrawable.textContent())).toBe(afterOk);
    await page.screenshot({ path: screenshotPath(`bank-history-${lang}`), fullPage: true });

    // The notifications: the bell counts the unread ones (live), the screen lists them in the language.
    const count = page.getByTestId('notification-count');
    await expect(count).toHaveText(/^[1-9]/);
    expect(Number(await count.textContent())).toBeGreaterThanOrEqual(7); // deposit + 3 + 3 statuses
    await page.getByTestId('notification-bell').click();
    await expect(page).toHaveURL(/\/home\/thong-bao$/);
    const screen = page.getByTestId('notifications-screen');
    const withdrawals = screen.locator('[data-kind="bank-withdraw"]');
    await expect(withdrawals.first()).toContainText(t.notice);
    await expect(screen.locator('[data-kind="bank-deposit"]').first()).toContainText('5,000,000');
    await page.screenshot({ path: screenshotPath(`notifications-${lang}`) });
    await page.getByTestId('notifications-read-all').click();
    await expect(count).toHaveCount(0);
    await expect(screen.locator('[data-read="false"]')).toHaveCount(0);
  });
}
