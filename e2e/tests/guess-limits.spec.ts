// The demo SMS outbox shows a code only to the browser that asked for it: one browser asks for a
// password-reset code and sees it; another browser asking for the same customer sees its own code
// only, and an OtpOutbox call with a key of its own sees nothing.
import { expect, test } from '@playwright/test';
import { commandData } from '@sen/protocol';
import { screenshotPath } from './artifacts';

test.describe.configure({ timeout: 90_000 });

test('the demo outbox shows a code only to the browser that asked for it', async ({ browser }) => {
  const asker = await browser.newPage();
  await asker.goto('/home/quen-mat-khau');
  const forgot = asker.getByTestId('forgot-password');
  await forgot.locator('input').nth(0).fill('demo');
  await forgot.locator('input').nth(1).fill('demo@sen.example');
  await forgot.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(asker.getByTestId('otp-outbox')).toContainText(/\d{6}/);
  const askerCode = /(\d{6})/.exec((await asker.getByTestId('otp-outbox').textContent()) ?? '')?.[1];
  await asker.screenshot({ path: screenshotPath('guess-limits-outbox-asker') });

  const other = await (await browser.newContext()).newPage();
  await other.goto('/home/quen-mat-khau');
  const otherForm = other.getByTestId('forgot-password');
  await otherForm.locator('input').nth(0).fill('demo');
  await otherForm.locator('input').nth(1).fill('0900000001');
  await otherForm.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(other.getByTestId('otp-outbox')).toContainText(/\d{6}/);
  const otherCode = /(\d{6})/.exec((await other.getByTestId('otp-outbox').textContent()) ?? '')?.[1];
  expect(otherCode).not.toBe(askerCode);
  await other.screenshot({ path: screenshotPath('guess-limits-outbox-other') });
  const outbox = commandData('OtpOutbox', { username: 'demo', outboxKey: 'another-browser-key-0001' });
  const direct = await other.evaluate(async (data) => {
    const body = JSON.stringify({ group: 'L', user: '', session: '', data });
    const response = await fetch('/trading', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return (await response.json()) as { rc: number; data: unknown };
  }, outbox);
  expect(direct).toMatchObject({ rc: 1, data: [] });
});
