// Helpers of the trading journeys: the demo customer's login on the board, and a trading command
// posted from the page as that customer (the trading service's envelope, group B), giving `data`.
import { expect, type Page } from '@playwright/test';

/** Logs a customer in through the login modal of the page as it is. */
export async function login(page: Page, username = 'demo', password = 'Demo@123'): Promise<void> {
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[autocomplete="username"]').fill(username);
  await modal.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(modal).toBeHidden();
}

/** Logs the demo customer in from the VN30 board. */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto('/home/bang-gia/vn30');
  await login(page);
}

/** A trading command posted as the page's logged-in customer (what a client could send). */
export async function postAsCustomer(
  page: Page,
  cmd: string,
  params: Record<string, unknown>,
): Promise<{ rc: number; rs: string; data: unknown }> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('token') ?? '{}') as { sid: string; user: string },
  );
  const body = JSON.stringify({
    group: 'B',
    user: token.user,
    session: token.sid,
    channel: 'W',
    data: { cmd, ...params },
  });
  const response = await page.request.post('/trading', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: body,
  });
  return response.json();
}

/** The reply's `data` of a trading command sent with the page's session. */
export async function tradingCommand<T>(
  page: Page,
  cmd: string,
  params: Record<string, unknown>,
): Promise<T> {
  return (await postAsCustomer(page, cmd, params)).data as T;
}
