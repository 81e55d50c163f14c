// Issue 21 item 7 in Chromium: the idle timeout ends the session on the server too (the expired
// token is refused afterwards), and the sub-account chosen in the header survives a reload while a
// new login starts from the server's default.
import { expect, test } from '@playwright/test';
import { commandData } from '@sen/protocol';
import { screenshotPath } from './artifacts';
import { login } from './trading-helpers';

test('the idle timeout logs the session out on the server', async ({ page }) => {
  await page.goto('/home/tai-san');
  await page.evaluate(() => localStorage.setItem('ttl', '0.05')); // 3 seconds
  await login(page);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('token') ?? '{}') as { sid: string; user: string },
  );
  expect(token.sid).not.toBe('');
  const logout = page.waitForRequest(
    (r) => r.url().endsWith('/trading') && (r.postData() ?? '').includes('"Logout"'),
  );
  await expect(page.getByTestId('session-expired-modal')).toBeVisible({ timeout: 15_000 });
  await logout;
  // The expired token is dead on the server: a call with it is refused as an invalid session.
  await expect(async () => {
    const reply = (await (
      await page.request.post('/trading', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: JSON.stringify({
          group: 'B',
          user: token.user,
          session: token.sid,
          channel: 'W',
          data: commandData('CashBalance', { subAccount: '0000011' }),
        }),
      })
    ).json()) as { rc: number; rs: string };
    expect(reply.rc).toBeLessThan(1);
    expect(reply.rs).toMatch(/session|đăng nhập/i);
  }).toPass({ timeout: 10_000 });
});

test('the header sub-account survives a reload; a new login starts from the default', async ({
  page,
  browser,
}) => {
  await page.goto('/home/tai-san');
  await login(page);
  const switcher = page.getByTestId('account-switcher');
  await expect(switcher).toHaveValue('0000011');
  await switcher.selectOption('M000001');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('M000001');
  await page.reload();
  await expect(switcher).toHaveValue('M000001');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('M000001');
  await page.screenshot({ path: screenshotPath('session-account-after-reload') });

  const other = await browser.newPage();
  await other.goto('/home/tai-san');
  await login(other);
  await expect(other.getByTestId('account-switcher')).toHaveValue('0000011');
  await other.close();
});
