/// <reference lib="dom" />
// Issue 24 item 5: the generated API reference is browsable from the server itself (Swagger UI from
// node_modules, no CDN) under the Content-Security-Policy, and so is the realtime channel's page.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';

test('the API reference pages render under the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const external: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') external.push(request.url());
  });
  // Swagger UI renders operations as they scroll into view: a deep link opens the trading one.
  await page.goto('/api/docs#/trading/trading');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Sen HTTP API');
  await expect(page.locator('.opblock-summary-path[data-path="/trading"]').first()).toBeVisible();
  await expect(page.locator('#operations-trading-trading')).toContainText('CheckPin');
  await page.screenshot({ path: screenshotPath('api-reference') });
  await page.getByRole('link', { name: 'realtime channel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sen realtime channel');
  await expect(page.getByText('regs.getSymbolInfo')).toBeVisible();
  await page.screenshot({ path: screenshotPath('api-reference-realtime') });
  expect(violations).toEqual([]);
  expect(external).toEqual([]);
});
