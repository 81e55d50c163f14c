/// <reference lib="dom" />
// Shared steps of the price board tables' end-to-end tests.
import { expect, type Locator, type Page } from '@playwright/test';

/** Board colours of the dark theme (tokens.css; market-rules §10). */
export const COLOURS = {
  ceiling: 'rgb(255, 77, 255)',
  floor: 'rgb(49, 214, 240)',
  reference: 'rgb(255, 210, 63)',
  up: 'rgb(31, 209, 91)',
  down: 'rgb(255, 92, 92)',
};

export async function openBoard(page: Page, categoryId: string): Promise<void> {
  await page.goto(`/home/bang-gia/${categoryId}`);
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-category', categoryId);
}

export const row = (page: Page, symbol: string): Locator =>
  page.locator(`[role="row"][data-symbol="${symbol}"]`).first();
export const cell = (page: Page, symbol: string, column: string): Locator =>
  row(page, symbol).locator(`[data-col="${column}"]`);

/** Waits until the first rows carry prices (the snapshot arrived). */
export async function waitForQuotes(page: Page, table = 'quote-table'): Promise<void> {
  await expect(
    page.getByTestId(table).locator('[role="row"][data-symbol] [data-col="ref"]').first(),
  ).not.toBeEmpty();
}

export async function colourOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).color);
}

/** Symbols of the rendered rows, top to bottom. */
export async function renderedSymbols(page: Page, table = 'quote-table'): Promise<string[]> {
  return page
    .getByTestId(table)
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

/** Numbers shown in one column for the rendered rows, top to bottom (empty cells are null). */
export async function columnNumbers(page: Page, column: string): Promise<(number | null)[]> {
  return page
    .getByTestId('quote-table')
    .locator('[role="row"][data-symbol]')
    .evaluateAll(
      (rows, col) =>
        rows
          .map((element) => ({
            top: element.getBoundingClientRect().top,
            text: element.querySelector(`[data-col="${col}"]`)?.textContent ?? '',
          }))
          .sort((a, b) => a.top - b.top)
          .map((entry) => (entry.text === '' ? null : Number(entry.text.replace(/,/g, '').replace('%', '')))),
      column,
    );
}

/** Logs a customer in through the login modal of the page as it is. */
export async function login(page: Page, username = 'demo', password = 'Demo@123'): Promise<void> {
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('input[autocomplete="username"]').fill(username);
  await modal.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(modal).toBeHidden();
}

/** A column header of the board table (the market header has tables of its own). */
export const header = (page: Page, name: string, table = 'quote-table'): Locator =>
  page.getByTestId(table).getByRole('columnheader', { name, exact: true });

/** Records, from the first paint on, when a board's loading placeholder appears and disappears. */
export async function trackPlaceholder(page: Page, boardTestId: string): Promise<void> {
  await page.addInitScript((testId) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { placeholder: typeof times }).placeholder = times;
    new MutationObserver(() => {
      // The loading placeholder, not the feed's live/reconnecting badge (also a status).
      const placeholder = `[data-testid="${testId}"] [role="status"]:not([data-testid="feed-freshness"])`;
      const present = document.querySelector(placeholder) !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.hidden === undefined)
        times.hidden = performance.now();
    }).observe(document, { subtree: true, childList: true });
  }, boardTestId);
}

/** How long the tracked placeholder stayed, in ms (null until it went). */
export async function placeholderMs(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const times = (window as unknown as { placeholder: { shown?: number; hidden?: number } }).placeholder;
    return times.shown !== undefined && times.hidden !== undefined ? times.hidden - times.shown : null;
  });
}

/** Makes the page believe its tab is hidden (or visible again): the board drops live updates while hidden. */
export async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}
