// The header at 1366x768 (issue 28 item 7): toasts never cover the top bar's controls, and the
// market header can be collapsed so that the whole VN30 board (30 rows) is on screen.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login, openBoard, waitForQuotes } from './board-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

/** Rows of the board entirely on screen (inside the scrolling table and the window). */
const rowsOnScreen = (page: Page) =>
  page.getByTestId('quote-table').evaluate((table) => {
    const box = table.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight);
    return [...table.querySelectorAll('[role="row"][data-symbol]')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top >= box.top && rect.bottom <= bottom + 0.5;
    }).length;
  });

test('collapsing the market header puts the whole VN30 board on a 1366x768 screen, and it is remembered', async ({
  page,
}) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  const count = Number((await page.getByTestId('board-count').textContent())?.replace(/\D/g, ''));
  expect(count).toBe(30);
  expect(await rowsOnScreen(page)).toBeLessThan(30);
  const collapse = page.getByTestId('header-collapse');
  await collapse.click();
  await expect(collapse).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('market-header')).toHaveCount(0);
  await expect.poll(() => rowsOnScreen(page)).toBe(30);
  await page.screenshot({ path: screenshotPath('board-vn30-1366-collapsed') });
  await page.reload();
  await waitForQuotes(page);
  await expect.poll(() => rowsOnScreen(page)).toBe(30);
  await page.getByTestId('header-collapse').click();
  await expect(page.getByTestId('market-header')).toBeVisible();
});

test('a toast never covers the controls of the top bar', async ({ page }) => {
  await openBoard(page, 'vn30');
  await login(page);
  // Measured in one step in the page the moment the toast is there: on a busy machine the toast can
  // close (2.5 s) between separate calls from the test.
  const seen = await page.waitForFunction(() => {
    const toast = document.querySelector('.Toastify__toast');
    const bar = document.querySelector('header');
    if (!toast || !bar) return null;
    const covered = [...bar.querySelectorAll('button, a, select')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return !(top !== null && (element === top || element.contains(top)));
      })
      .map((element) => element.outerHTML.slice(0, 80));
    return {
      toastTop: toast.getBoundingClientRect().y,
      barBottom: bar.getBoundingClientRect().bottom,
      covered,
    };
  });
  await page.screenshot({ path: screenshotPath('toast-below-top-bar') });
  const { toastTop, barBottom, covered } = (await seen.jsonValue())!;
  expect(toastTop).toBeGreaterThan(barBottom);
  // Each control of the bar is the element under its own centre while the toast shows.
  expect(covered).toEqual([]);
});
