// The price board header on the live simulated market: index cards in three layouts, hidden
// indexes, market summary, index table, top-interest stocks and live index updates.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';

const CODES = ['10', '11', '02', '12', '03'];

async function openBoard(page: Page, settings?: object) {
  await page.goto('/home/bang-gia/vn30');
  if (settings) {
    await page.evaluate((value) => localStorage.setItem('setting', value), JSON.stringify(settings));
    await page.reload();
  }
  await expect(page.getByTestId('market-header')).toBeVisible();
}

async function waitForHeaderData(page: Page) {
  for (const code of CODES)
    await expect(page.getByTestId(`index-card-${code}`).getByTestId('index-value')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(/^\d[\d,]*\.\d{2}$/);
  await expect(page.getByTestId('top-interest').locator('tbody tr')).toHaveCount(10);
}

test('layout 1 shows every index with a 250 x 118 mini chart, the summary, index table and top interest', async ({
  page,
}) => {
  await openBoard(page);
  await waitForHeaderData(page);
  await expect(page.getByTestId('market-header')).toHaveAttribute('data-layout', '1');
  for (const code of CODES) {
    const chart = page.getByTestId(`mini-chart-${code}`);
    await expect(chart.locator('canvas').first()).toBeVisible();
    const box = await chart.boundingBox();
    expect(box).toMatchObject({ width: 250, height: 118 });
    await expect(chart).toContainText('09:00');
    await expect(chart).toContainText('15:00');
  }
  const summary = page.getByTestId('market-summary');
  for (const name of ['Dow 30', 'S&P 500', 'Nasdaq']) await expect(summary.getByText(name)).toBeVisible();
  await expect(summary.getByText('Tổng GTGD')).toBeVisible();
  await expect(page.getByTestId('top-index').locator('tbody tr')).toHaveCount(5);
  await expect(page.getByTestId('top-index').getByText('VN30-Index')).toBeVisible();
  const colours = await page
    .getByTestId('top-interest')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.className));
  for (const colour of colours) expect(colour).toMatch(/^price-[ide]$/);
  await expect(page.getByTestId('server-status')).toHaveAttribute('data-status', 'on');
  await page.screenshot({ path: screenshotPath('header-layout1-vi-dark') });
});

test('at 1600 px the arrows bring every index card fully into view', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openBoard(page);
  await waitForHeaderData(page);
  const strip = page.getByTestId('index-strip');
  const next = page.getByTestId('index-strip-next');
  await expect(page.getByTestId('index-strip-previous')).toBeDisabled();
  const fullyShown = async (code: string) => {
    const [card, box] = await Promise.all([
      page.getByTestId(`index-card-${code}`).boundingBox(),
      strip.boundingBox(),
    ]);
    return !!card && !!box && card.x >= box.x - 1 && card.x + card.width <= box.x + box.width + 1;
  };
  for (const code of CODES) {
    await expect(async () => {
      if (!(await fullyShown(code))) await next.click();
      expect(await fullyShown(code)).toBe(true);
    }).toPass({ timeout: 10_000 });
  }
  await expect(page.getByTestId('index-strip-previous')).toBeEnabled();
});

test('index values update live from the realtime channel', async ({ page }) => {
  await openBoard(page);
  const value = page.getByTestId('index-card-10').getByTestId('index-value');
  await expect(value).toBeVisible();
  const first = await value.textContent();
  await expect(value).not.toHaveText(first ?? '', { timeout: 30_000 });
});

test('layouts 2 (compact) and 3 (single line) are chosen in the options and kept in setting', async ({
  page,
}) => {
  await openBoard(page);
  await waitForHeaderData(page);
  await page.getByTestId('header-options').getByRole('button').click();
  await page.getByTestId('index-layout-2').check();
  await expect(page.getByTestId('market-header')).toHaveAttribute('data-layout', '2');
  await expect(page.locator('[data-testid^=mini-chart-]')).toHaveCount(0);
  await expect(page.getByTestId('market-summary')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: screenshotPath('header-layout2-vi-dark') });
  await page.getByTestId('header-options').getByRole('button').click();
  await page.getByTestId('index-layout-3').check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('market-header')).toHaveAttribute('data-layout', '3');
  await expect(page.getByTestId('market-summary')).toHaveCount(0);
  const heights = await page.getByTestId('market-header').evaluate((el) => el.getBoundingClientRect().height);
  expect(heights).toBeLessThan(70);
  await page.screenshot({ path: screenshotPath('header-layout3-vi-dark') });
  await page.reload();
  await expect(page.getByTestId('market-header')).toHaveAttribute('data-layout', '3');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('setting') ?? '{}').typeIndex)).toBe(3);
});

test('hiding an index removes its card and survives a reload', async ({ page }) => {
  await openBoard(page);
  await expect(page.getByTestId('index-card-11')).toBeVisible();
  await page.getByTestId('header-options').getByRole('button').click();
  await page.getByTestId('index-visible-11').uncheck();
  await expect(page.getByTestId('index-card-11')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('setting') ?? '{}').indHid)).toEqual([
    '11',
  ]);
  await page.reload();
  await expect(page.getByTestId('index-card-10')).toBeVisible();
  await expect(page.getByTestId('index-card-11')).toHaveCount(0);
  await page.getByTestId('header-options').getByRole('button').click();
  await page.getByTestId('index-visible-11').check();
  await expect(page.getByTestId('index-card-11')).toBeVisible();
});

test('header in English and in the light theme', async ({ page }) => {
  await openBoard(page, { lang: 'en', theme: 'light', typeIndex: 1, indHid: [] });
  await waitForHeaderData(page);
  await expect(page.getByTestId('market-summary').getByText('Total value')).toBeVisible();
  await expect(page.getByTestId('top-interest').getByText('Symbol')).toBeVisible();
  await page.screenshot({ path: screenshotPath('header-layout1-en-light') });
  await page.evaluate(() =>
    localStorage.setItem('setting', JSON.stringify({ lang: 'en', theme: 'dark', typeIndex: 1, indHid: [] })),
  );
  await page.reload();
  await waitForHeaderData(page);
  await page.screenshot({ path: screenshotPath('header-layout1-en-dark') });
});
