// Per-quote freshness (issue 24 item 2) and the covered-warrant analytics (item 3) on the live
// simulated market: the socket cut shows stale rows and "reconnecting", then live again; the
// warrant board shows premium, gearing, moneyness and days left, sortable.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';

test('cutting the network makes the board stale and reconnecting, then live again', async ({
  page,
  context,
}) => {
  await page.goto('/home/bang-gia/vn30');
  const badge = page.getByTestId('feed-freshness');
  const grid = page.getByTestId('quote-table');
  await expect(badge).toHaveAttribute('data-state', 'live');
  await expect(grid).toHaveAttribute('data-freshness', 'live');
  const row = grid.locator('[role="row"][data-symbol]').first();
  await expect(row).toBeVisible();

  await context.setOffline(true);
  await expect(badge).toHaveAttribute('data-state', 'reconnecting');
  await expect(badge).toContainText(/Đang kết nối lại · dữ liệu lúc \d{2}:\d{2}:\d{2}/);
  await expect(grid).toHaveAttribute('data-freshness', 'reconnecting');
  expect(await row.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.55');
  await row.hover();
  await expect(row).toHaveAttribute('title', /^dữ liệu lúc \d{2}:\d{2}:\d{2}$/);
  await page.screenshot({ path: screenshotPath('board-stale-vi') });

  await context.setOffline(false);
  await expect(badge).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect(grid).toHaveAttribute('data-freshness', 'live');
  expect(await row.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test('the warrant board shows premium, gearing, moneyness and days left, sortable', async ({
  page,
  context,
}) => {
  await page.goto('/home/bang-gia/chung-quyen');
  const grid = page.getByTestId('quote-table');
  const header = grid.locator('[role="columnheader"]');
  for (const label of ['Độ lệch', 'Đòn bẩy', 'Trạng thái', 'Ngày GD còn'])
    await expect(header.filter({ hasText: label })).toHaveCount(1);
  const rows = grid.locator('[role="row"][data-symbol]');
  await expect(rows.first()).toBeVisible();
  const cell = (id: string) => rows.first().locator(`[data-col="${id}"]`);
  await expect(cell('gearing')).toHaveText(/^\d[\d,]*\.\d{2}x$/);
  await expect(cell('premium')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await expect(cell('moneyness')).toHaveText(/^(Trong tiền|Ngang giá|Ngoài tiền)$/);
  await expect(cell('daysToMaturity')).toHaveText(/^\d+$/);
  // A sort orders the rows by the values at the click and rows do not jump on later ticks, so the
  // feed is cut first: no tick can change a gearing between the click and the reads below.
  await context.setOffline(true);
  await expect(page.getByTestId('feed-freshness')).toHaveAttribute('data-state', 'reconnecting');
  await header.filter({ hasText: 'Đòn bẩy' }).click();
  // The rows below the view take their sorted symbols once the sorted frame is painted.
  await expect
    .poll(async () => {
      const gearings = await rows.evaluateAll((all) =>
        all.map((row) =>
          Number(row.querySelector('[data-col="gearing"]')?.textContent?.replace(/[,x]/g, '')),
        ),
      );
      const known = gearings.filter((value) => !Number.isNaN(value) && value > 0);
      return known.length > 1 && known.every((value, index) => index === 0 || value <= known[index - 1]!);
    })
    .toBe(true);
  await context.setOffline(false);
  await expect(page.getByTestId('feed-freshness')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await grid.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await page.screenshot({ path: screenshotPath('warrant-analytics-vi') });
});

test("a warrant's detail page shows its terms, adjusted terms and analytics", async ({ page }) => {
  await page.goto('/home/bang-gia/chung-quyen');
  const first = page.getByTestId('quote-table').locator('[role="row"][data-symbol]').first();
  const symbol = await first.getAttribute('data-symbol');
  await page.goto(`/home/co-phieu/${symbol}`);
  const panel = page.getByTestId('warrant-panel');
  await expect(panel).toBeVisible();
  const fact = (id: string) => panel.getByTestId(`warrant-${id}`).locator('dd');
  await expect(fact('exercise')).toHaveText(/^\d[\d,]*\.\d{2}$/);
  await expect(fact('adjusted-ratio')).toHaveText(/^\d+(\.\d+)?:1$/);
  await expect(fact('gearing')).toHaveText(/^\d[\d,]*\.\d{2}x$/);
  await expect(fact('moneyness')).toHaveText(/^(Trong tiền|Ngang giá|Ngoài tiền)$/);
  await expect(fact('days')).toHaveText(/^\d+ ngày \(còn \d+ phiên giao dịch\)$/);
  await panel.screenshot({ path: screenshotPath('warrant-detail-vi') });
});
