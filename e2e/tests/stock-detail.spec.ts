// Stock detail pages (issue 9) for a HOSE, an HNX and an UPCOM stock: every section, the chart
// modes and the quarterly/annual toggle, in Vietnamese and English on the dark theme (and one
// light page), with screenshots under e2e/artifacts/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';

type Section =
  | 'overview'
  | 'trading'
  | 'financials'
  | 'events'
  | 'news'
  | 'profile'
  | 'company'
  | 'associates'
  | 'transfers';

async function useSettings(page: Page, lang: 'vi' | 'en', theme: 'dark' | 'light' = 'dark') {
  await page.addInitScript(
    (setting) => localStorage.setItem('setting', setting),
    JSON.stringify({ typeIndex: 1, indHid: [], lang, theme }),
  );
}

/** Waits until every request of the open section has answered, and none failed. */
async function settled(page: Page, section: string) {
  const panel = page.getByTestId(`section-${section}`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-section-state="successful"]').first()).toBeVisible();
  await expect(panel.locator('[data-section-state="requesting"]')).toHaveCount(0);
  await expect(panel.getByTestId('section-error')).toHaveCount(0);
}

async function openTab(page: Page, section: Section) {
  await page.getByTestId(`tab-${section}`).click();
  await expect(page.getByTestId(`tab-${section}`)).toHaveAttribute('aria-selected', 'true');
  await settled(page, section);
}

const cases = [
  { symbol: 'FPT', market: 'HOSE', lang: 'vi' as const },
  { symbol: 'SHS', market: 'HNX', lang: 'en' as const },
  { symbol: 'ACV', market: 'UPCOM', lang: 'vi' as const },
];

for (const { symbol, market, lang } of cases) {
  test(`${market} stock ${symbol}: every section in ${lang}, dark theme`, async ({ page }) => {
    await useSettings(page, lang);
    await page.goto(`/home/co-phieu/${symbol}`);
    const shot = (name: string) =>
      page.screenshot({
        path: screenshotPath(`stock-detail-${symbol}-${name}-${lang}-dark`),
        fullPage: true,
      });

    await expect(page.getByTestId('stock-detail')).toHaveAttribute('data-symbol', symbol);
    await expect(page.getByTestId('simulated-label')).toHaveText(
      lang === 'vi' ? 'Dữ liệu mô phỏng' : 'Simulated data',
    );
    await expect(page.getByTestId('live-last')).toHaveText(/^\d[\d,]*\.\d{2}$/);
    await expect(page.getByTestId('live-quote')).toContainText(market);
    await settled(page, 'overview');
    await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
    // A freshly started market may not have matched this stock yet; give it a while so the
    // screenshot shows candles (the chart refreshes on live trades), then go on either way.
    await expect(page.getByTestId('price-chart'))
      .not.toHaveAttribute('data-bars', '0', { timeout: 30_000 })
      .catch(() => undefined);
    await shot('overview');
    await page.getByTestId('chart-daily').click();
    await expect(page.getByTestId('price-chart')).toHaveAttribute('data-mode', 'daily');
    await settled(page, 'overview');
    await shot('overview-daily');

    await openTab(page, 'trading');
    await expect(page.getByTestId('history-table').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('foreign-table').locator('tbody tr').first()).toBeVisible();
    await shot('trading');

    await openTab(page, 'financials');
    const income = page.getByTestId('statement-income');
    await expect(income.locator('[data-period="quarter"]')).toBeVisible();
    await expect(income.getByTestId('statement-table').locator('thead th')).toHaveCount(9);
    await expect(income.getByTestId('statement-table')).toContainText(/Q\d\/\d{4}/);
    await shot('financials-quarter');
    await page.getByTestId('period-year').click();
    await expect(income.locator('[data-period="year"]')).toBeVisible();
    await expect(page.getByTestId('statement-balance').locator('[data-period="year"]')).toBeVisible();
    await expect(income.getByTestId('statement-table')).not.toContainText(/Q\d\/\d{4}/);
    await settled(page, 'financials');
    await shot('financials-year');

    await openTab(page, 'events');
    await shot('events');

    await openTab(page, 'news');
    await page.getByTestId('news-item').first().click();
    await expect(page.getByTestId('news-detail')).toBeVisible();
    await settled(page, 'news');
    await shot('news');

    await openTab(page, 'profile');
    await expect(page.getByTestId('legal-panel')).not.toBeEmpty();
    await expect(page.getByTestId('shareholders-table').locator('tbody tr').first()).toBeVisible();
    await shot('profile');

    for (const section of ['company', 'associates', 'transfers'] as const) {
      await openTab(page, section);
      await shot(section);
    }
    await expect(page).toHaveURL(new RegExp(`/home/co-phieu/${symbol}\\?tab=transfers$`));
  });
}

test('a symbol on the board opens its page with a live quote; light theme screenshot', async ({ page }) => {
  await useSettings(page, 'en', 'light');
  await page.goto('/home/bang-gia/hsx');
  const link = page.locator('a[href^="/home/co-phieu/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('live-last')).toBeVisible();
  await settled(page, 'overview');
  await page.screenshot({ path: screenshotPath('stock-detail-from-board-en-light'), fullPage: true });
});

test('an unknown symbol shows the error of each section, not a broken page', async ({ page }) => {
  await useSettings(page, 'vi');
  await page.goto('/home/co-phieu/NOPE1?tab=company');
  await expect(page.getByTestId('section-company').getByTestId('section-error')).toContainText('NOPE1');
  await expect(page.getByTestId('tab-overview')).toBeVisible();
  await page.screenshot({ path: screenshotPath('stock-detail-unknown-vi-dark'), fullPage: true });
});
