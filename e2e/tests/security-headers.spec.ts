// Issue 7: the built web app runs under the server's Content-Security-Policy (no inline script):
// the board, a stock page, the login and the logged-in assets load with no CSP violation.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';

test.describe.configure({ timeout: 90_000 });

/** Records every CSP violation the page reports (console and securitypolicyviolation events). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

test('the board, a stock and the login run under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/home/bang-gia/vn30');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByTestId('quote-table').locator('[role="row"][data-symbol]').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: screenshotPath('csp-board') });

  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[autocomplete="username"]').fill('demo');
  await modal.locator('input[autocomplete="current-password"]').fill('Demo@123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-user')).toHaveText('demo');
  await page.goto('/home/tai-san');
  await expect(page.getByTestId('cash-available')).toBeVisible();
  await page.goto('/home/co-phieu/FPT');
  await expect(page.getByTestId('stock-detail')).toHaveAttribute('data-symbol', 'FPT');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: screenshotPath('csp-stock') });
  expect(violations).toEqual([]);
});

test('an inline script injected into the page is refused by the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/home/bang-gia/vn30');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
