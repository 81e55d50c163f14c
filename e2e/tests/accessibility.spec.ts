// axe-core on every screen (issue 28 item 5): the board in both themes, the stock detail, the login
// dialog, the assets, the trading screen and every screen the menus reach once logged in (the top
// bar's menu and each screen's own side menu, so screens added later are covered): no serious or
// critical violation, text contrast 4.5:1 included (WCAG 2.1 AA).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login, waitForQuotes } from './board-helpers';

test.describe.configure({ timeout: 240_000 });

/** Runs axe on the page as it is; fails with each serious or critical rule and where it failed. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
          )
          .join(' | ')}`,
    );
  expect(serious, name).toEqual([]);
}

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.getByTestId(`theme-${theme}`).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const theme of ['dark', 'light'] as const) {
  test(`the board, detail and login pass axe in the ${theme} theme`, async ({ page }) => {
    await page.goto('/home/bang-gia/vn30');
    await waitForQuotes(page);
    await setTheme(page, theme);
    await page.waitForTimeout(500);
    await expectAccessible(page, `board vn30 ${theme}`);
    await page.screenshot({ path: screenshotPath(`a11y-board-vn30-${theme}`) });
    await page.goto('/home/bang-gia/hsx');
    await waitForQuotes(page);
    await expectAccessible(page, `board hsx ${theme}`);
    await page.goto('/home/co-phieu/FPT');
    await expect(page.locator('h1')).toHaveText('FPT');
    await page.waitForTimeout(1_000);
    await expectAccessible(page, `stock detail ${theme}`);
    await page.getByTestId('login-button').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expectAccessible(page, `login ${theme}`);
  });
}

test('assets, trading and every screen of the menus pass axe once logged in', async ({ page }) => {
  await page.goto('/home/bang-gia/vn30');
  await waitForQuotes(page);
  await login(page);
  const visited = new Set<string>();
  const queue = await page
    .locator('header nav a[href^="/home/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(queue).toEqual(expect.arrayContaining(['/home/tai-san', '/home/giao-dich', '/home/tai-khoan']));
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path) || path.startsWith('/home/bang-gia')) continue;
    visited.add(path);
    await page.goto(path);
    await expect(page.locator('main h1')).toHaveCount(1);
    await page.waitForTimeout(800);
    await expectAccessible(page, path);
    // A screen's own menu (the account screens' side menu) leads to more screens.
    const more = await page
      .locator('main nav a[href^="/home/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    queue.push(...more);
  }
  expect(visited.size).toBeGreaterThanOrEqual(8);

  // The order ticket and its confirmation.
  await page.goto('/home/giao-dich');
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-symbol').fill('FPT');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-price').fill('MP');
  await ticket.getByTestId('ticket-pin').fill('123456');
  await ticket.getByTestId('ticket-submit').click();
  await expect(page.getByTestId('order-confirm')).toBeVisible();
  await expectAccessible(page, 'order confirmation');
  await page.getByTestId('confirm-cancel').click();
});
