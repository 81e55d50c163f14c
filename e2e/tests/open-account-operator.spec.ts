// The back office's operator rejects an open-account request (issue 29): the applicant's status
// page shows "rejected: <reason>" in Vietnamese and English. The operator calls the operator API
// with the token the e2e server runs with (playwright.config.ts, SEN_OPERATOR_TOKEN), as
// `npm run open-account -- reject N --reason ...` does.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';

const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

test('an operator rejects a request with a reason the applicant sees in vi and en', async ({ page }) => {
  const n = `${String(Date.now() % 1_000_000).padStart(6, '0')}3`;
  await page.goto('/home/mo-tai-khoan');
  const form = page.getByTestId('open-account');
  await expect(form.locator('select').first().locator('option')).not.toHaveCount(1);
  await form.getByLabel('Họ và tên').fill('Trần Thị Từ Chối');
  await form.getByLabel('Số CCCD/CMND').fill(`00208${n}`);
  await form.getByLabel('Số điện thoại').fill(`096${n}`);
  await form.getByLabel('Email').fill(`tuchoi${n}@example.com`);
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page).toHaveURL(/\/home\/mo-tai-khoan\/trang-thai\?id=\d+/);
  const status = page.getByTestId('request-status');
  await expect(status).toHaveAttribute('data-status', 'received');
  const id = new URL(page.url()).searchParams.get('id');

  // Without the token the operator API refuses; with it the request is rejected.
  const reason = 'Ảnh CCCD không rõ nét';
  const reject = (authorization: string) =>
    page.request.post(`/ops/open-account/${id}/reject`, {
      headers: { authorization, 'x-sen-operator': 'e2e.ops' },
      data: { reason },
    });
  expect((await reject('Bearer not-the-token')).status()).toBe(403);
  const decided = await reject(`Bearer ${E2E_OPERATOR_TOKEN}`);
  expect(decided.status()).toBe(200);
  expect(await decided.json()).toMatchObject({ rc: 1, data: { status: 'rejected', reason } });

  await expect(status).toHaveAttribute('data-status', 'rejected', { timeout: 15_000 });
  await expect(status).toContainText(`Bị từ chối: ${reason}`);
  await expect(page.getByTestId('verify-phone')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('open-account-rejected-vi') });
  await page.getByTestId('lang-en').click();
  await expect(status).toContainText(`Rejected: ${reason}`);
  await page.screenshot({ path: screenshotPath('open-account-rejected-en') });
});
