// Helpers of the trading journeys: the demo customer's login on the board, and a trading command
// posted from the page as that customer (the trading service's envelope, group B), giving `data`.
import type { Page } from '@playwright/test';
import { commandData } from '@sen/protocol';
import { login } from './board-helpers';

// The board's login modal, as the board journeys use it.
export { login };

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
    data: commandData(cmd, params),
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
