// The long daily history of the stock detail page (issues 4 and 9): on a freshly started market
// a HOSE, an HNX and an UPCOM stock show about two years of daily candles (the simulated
// exchange's generated past, labelled simulated) and page through as many trading-data rows.
// Screenshots under e2e/artifacts/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';

async function useSettings(page: Page, lang: 'vi' | 'en') {
  await page.addInitScript(
    (setting) => localStorage.setItem('setting', setting),
    JSON.stringify({ typeIndex: 1, indHid: [], lang, theme: 'dark' }),
  );
}

const cases = [
  { symbol: 'FPT', market: 'HOSE', lang: 'vi' as const, label: /Lịch sử mô phỏng: \d+ phiên từ/ },
  { symbol: 'SHS', market: 'HNX', lang: 'en' as const, label: /Simulated history: \d+ sessions since/ },
  { symbol: 'ACV', market: 'UPCOM', lang: 'vi' as const, label: /Lịch sử mô phỏng: \d+ phiên từ/ },
];

for (const { symbol, market, lang, label } of cases) {
  test(`${market} stock ${symbol}: two years of daily candles and paged history (${lang})`, async ({
    page,
  }) => {
    await useSettings(page, lang);
    await page.goto(`/home/co-phieu/${symbol}`);
    await expect(page.getByTestId('stock-detail')).toHaveAttribute('data-symbol', symbol);

    await page.getByTestId('chart-daily').click();
    const chart = page.getByTestId('price-chart');
    await expect(chart).toHaveAttribute('data-mode', 'daily');
    await expect(chart.locator('canvas').first()).toBeVisible();
    // Hundreds of daily candles: the generated past of about two years (days without a trade left out).
    await expect
      .poll(async () => Number(await chart.getAttribute('data-bars')), { timeout: 30_000 })
      .toBeGreaterThan(300);
    await expect(page.getByTestId('chart-simulated')).toHaveText(label);
    await page.getByTestId('chart-panel').screenshot({
      path: screenshotPath(`stock-detail-history-${symbol}-daily-chart-${lang}`),
    });

    await page.getByTestId('tab-trading').click();
    const history = page.getByTestId('history-panel');
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    const total = Number((await page.getByTestId('history-days').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(480);
    await expect(page.getByTestId('foreign-table').locator('tbody tr')).toHaveCount(20);
    const firstDay = await rows.first().locator('td').first().textContent();
    await history.getByTestId('pager-next').click();
    await expect(rows.first().locator('td').first()).not.toHaveText(firstDay ?? '');
    await expect(rows).toHaveCount(20);
    await page.screenshot({
      path: screenshotPath(`stock-detail-history-${symbol}-trading-page2-${lang}`),
      fullPage: true,
    });
  });
}
