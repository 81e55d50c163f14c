// Routes of spec §2 and the language switch, in Chromium against the built product.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';

const redirects: [string, string][] = [
  ['/', '/home/bang-gia/vn30'],
  ['/home', '/home/bang-gia/vn30'],
  ['/home/bang-gia', '/home/bang-gia/vn30'],
  ['/bang-gia', '/home/bang-gia/vn30'],
  ['/some/other/path', '/home/bang-gia/vn30'],
  ['/home/not-a-screen', '/home/bang-gia/vn30'],
  ['/home/bang-gia/not-a-category', '/home/bang-gia/vn30'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.getByTestId('board-screen')).toBeVisible();
  });
}

for (const id of [
  'hsx',
  'thoa-thuan-hnx',
  'chung-quyen',
  'lo-le-hose',
  'PHAISINH',
  'ETF',
  'nganh-thep',
  'nganh-anything',
]) {
  test(`category ${id} stays on its board`, async ({ page }) => {
    await page.goto(`/home/bang-gia/${id}`);
    await expect(page.getByTestId('board-screen')).toHaveAttribute('data-category', id);
    expect(new URL(page.url()).pathname).toBe(`/home/bang-gia/${id}`);
  });
}

test('home page shows the version and the simulated market; screenshot saved', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('app-version')).toHaveText('Phiên bản 2.2.2');
  await expect(page.getByText('Thị trường mô phỏng')).toBeVisible();
  await expect(page.getByTestId('server-status')).toHaveAttribute('data-status', 'on');
  await page.screenshot({ path: screenshotPath('home-vi-dark'), fullPage: true });
});

test('language switch changes the texts, persists in setting and survives a reload', async ({ page }) => {
  await page.goto('/home/bang-gia/vn30');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByTestId('app-version')).toHaveText('Phiên bản 2.2.2');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('app-version')).toHaveText('Version 2.2.2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('setting') ?? '{}'));
  expect(stored).toMatchObject({ lang: 'en', typeIndex: 1, indHid: [] });
  await page.reload();
  await expect(page.getByTestId('app-version')).toHaveText('Version 2.2.2');
  await page.screenshot({ path: screenshotPath('home-en-dark'), fullPage: true });
  await page.getByTestId('lang-vi').click();
  await expect(page.getByTestId('app-version')).toHaveText('Phiên bản 2.2.2');
});

test('light theme applies and persists', async ({ page }) => {
  await page.goto('/home/bang-gia/vn30');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-light').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.screenshot({ path: screenshotPath('home-vi-light'), fullPage: true });
});
