// Helpers of the trading journeys: the demo customer's login on the board, and a trading command
// posted from the page as that customer (the trading service's envelope, group B), giving `data`.
import { expect, type Page } from '@playwright/test';

/** Logs the demo customer in from the VN30 board. */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto('/home/bang-gia/vn30');
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[autocomplete="username"]').fill('demo');
  await modal.locator('input[autocomplete="current-password"]').fill('Demo@123');
  await page.getByTestId('login-submit').click();
  await expect(modal).toBeHidden();
}

/** The reply's `data` of a trading command sent with the page's session. */
export async function tradingCommand<T>(
  page: Page,
  cmd: string,
  params: Record<string, unknown>,
): Promise<T> {
  return page.evaluate(
    async ({ cmd, params }) => {
      const token = JSON.parse(localStorage.getItem('token') ?? '{}') as { user: string; sid: string };
      const body = JSON.stringify({
        group: 'B',
        user: token.user,
        session: token.sid,
        channel: 'W',
        data: { cmd, ...params },
      });
      const reply = await fetch('/trading', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return ((await reply.json()) as { data: unknown }).data;
    },
    { cmd, params },
  ) as Promise<T>;
}
