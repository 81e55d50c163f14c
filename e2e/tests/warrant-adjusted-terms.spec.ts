// The warrant board's analytics on the terms adjusted after the underlying's corporate actions
// (issue 24 item 3): the server's adjusted terms (/info/warrantTerms.pt) are the ones the warrant's
// detail panel computes, and the board's break-even reads them; vi and en screenshots.
import { expect, test } from '@playwright/test';
import { formatConversionRatio, formatPrice } from '@sen/market';
import { warrantTermsPageSchema } from '@sen/protocol';
import { screenshotPath } from './artifacts';

test("the warrant board's analytics read the adjusted terms the detail panel shows", async ({ page }) => {
  const terms = warrantTermsPageSchema.parse(await (await page.request.get('/info/warrantTerms.pt')).json());
  // Among the first rows of the board (A to Z, all rendered at once).
  const adjusted = terms.items.slice(0, 12).find((w) => w.adjustments.length > 0);
  expect(adjusted, 'a warrant whose underlying went ex in its life').toBeDefined();
  const w = adjusted!;
  expect(w.adjustedExercisePrice).not.toBe(w.exercisePrice);

  await page.goto('/home/bang-gia/chung-quyen');
  const row = page.getByTestId('quote-table').locator(`[role="row"][data-symbol="${w.symbol}"]`);
  await row.scrollIntoViewIfNeeded();
  await expect(row.locator('[data-col="breakeven"]')).toHaveText(/^\d[\d,]*\.\d{2}$/);
  // Break-even on the adjusted terms: at least the adjusted exercise price, below the issued one
  // plus the same warrant price x ratio when the adjustment lowered the terms.
  const breakEven =
    Number((await row.locator('[data-col="breakeven"]').textContent())!.replace(/,/g, '')) * 1000;
  expect(breakEven).toBeGreaterThanOrEqual(w.adjustedExercisePrice);
  await expect(row.locator('[data-col="daysToMaturity"]')).toHaveText(/^\d+$/);
  await page.getByTestId('quote-table').evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await page.screenshot({ path: screenshotPath('warrant-adjusted-board-vi') });
  await page.getByTestId('lang-en').click();
  await expect(
    page.getByTestId('quote-table').locator('[role="columnheader"]').filter({ hasText: 'Trading days' }),
  ).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('warrant-adjusted-board-en') });
  await page.getByTestId('lang-vi').click();

  await page.goto(`/home/co-phieu/${w.symbol}`);
  const panel = page.getByTestId('warrant-panel');
  const fact = (id: string) => panel.getByTestId(`warrant-${id}`).locator('dd');
  await expect(fact('adjusted-exercise')).toHaveText(formatPrice(w.adjustedExercisePrice));
  await expect(fact('adjusted-ratio')).toHaveText(formatConversionRatio(w.adjustedRatio));
});
