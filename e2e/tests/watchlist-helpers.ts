/// <reference lib="dom" />
// Shared steps of the watchlist journeys: the tab bar, the add-symbol box, rows and toasts.
import { expect, type Page } from '@playwright/test';

export const MESSAGES = {
  required: 'Trường này không được để trống',
  tooLong: 'Nhập tối đa 20 ký tự',
  tooMany: 'Chỉ được thêm tối đa 15 danh mục',
  exists: (name: string) => `Danh mục đã tồn tại: ${name}`,
  locked: 'Không thể xóa hoặc đổi tên danh mục mặc định',
  notFound: 'Không thể xóa danh mục này',
  full: 'Danh mục chỉ chứa tối đa 100 mã',
};

export const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).first();

/** Adds a list through the tab bar; returns its generated id (from the URL it opens). */
export async function addList(page: Page, name: string): Promise<string> {
  await page.getByTestId('watchlist-add').click();
  await page.getByTestId('watchlist-name').fill(name);
  await page.getByTestId('watchlist-save').click();
  await expect(page.getByTestId('watchlist-add-dialog')).toBeHidden();
  await expect(page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d*$`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return /\/home\/bang-gia\/([^/]+)$/.exec(page.url())![1]!;
}

/** Submits the name dialog and expects its field error. */
export async function expectNameError(page: Page, name: string, message: string): Promise<void> {
  await page.getByTestId('watchlist-name').fill(name);
  await page.getByTestId('watchlist-save').click();
  await expect(page.getByTestId('watchlist-name-error')).toHaveText(message);
}

/** Adds a symbol through the suggest box, picking the suggestion of exactly that code. */
export async function addSymbol(page: Page, code: string): Promise<void> {
  await page.getByTestId('symbol-search').fill(code);
  const option = page
    .getByTestId('symbol-suggestions')
    .getByRole('option')
    .filter({ has: page.locator('span', { hasText: new RegExp(`^${code}$`) }) });
  await option.first().dispatchEvent('mousedown');
  await expect(page.getByTestId('symbol-search')).toHaveValue('');
}

/** Symbols of the rendered watchlist rows, top to bottom. */
export function rowOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('quote-table')
    .locator('[role="row"][data-symbol]')
    .evaluateAll((rows) =>
      rows
        .map((element) => ({
          symbol: element.getAttribute('data-symbol') ?? '',
          top: element.getBoundingClientRect().top,
        }))
        .sort((a, b) => a.top - b.top)
        .map((entry) => entry.symbol),
    );
}

export const row = (page: Page, symbol: string) =>
  page.locator(`[role="row"][data-symbol="${symbol}"]`).first();

/** Drags a row by its handle onto the place of another row. */
export async function dragRow(page: Page, from: string, to: string): Promise<void> {
  await row(page, from).hover();
  const handle = row(page, from).getByTestId('row-drag');
  const start = (await handle.boundingBox())!;
  const target = (await row(page, to).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(
      start.x + start.width / 2,
      start.y + start.height / 2 + ((target.y + target.height / 2 - start.y - start.height / 2) * i) / steps,
    );
  }
  await page.mouse.up();
}
