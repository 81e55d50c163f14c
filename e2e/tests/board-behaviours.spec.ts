/// <reference lib="dom" />
// What a user does on the price board tables: sort, toggles, live updates with flashes,
// double-click orders (login first), symbol links, layout heights, reload after a long absence.
import { expect, test } from '@playwright/test';
import {
  cell,
  columnNumbers,
  header,
  login,
  openBoard,
  renderedSymbols,
  row,
  setTabHidden,
  waitForQuotes,
} from './board-helpers';

test('sorting: first click descending, then alternating; a new snapshot resets it', async ({ page }) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  // The order is taken when sorting (rows do not jump on every tick): freeze the stream to compare.
  await setTabHidden(page, true);
  const total = header(page, 'Tổng KL');
  await total.click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  const down = (await columnNumbers(page, 'totalVolume')).filter((value): value is number => value !== null);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await total.click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  const up = (await columnNumbers(page, 'totalVolume')).filter((value): value is number => value !== null);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  const symbolHeader = header(page, 'Mã CK');
  await symbolHeader.click();
  await expect(symbolHeader).toHaveAttribute('aria-sort', 'descending');
  const symbols = await renderedSymbols(page);
  expect(symbols).toEqual([...symbols].sort().reverse());
  await setTabHidden(page, false);
  // Another category (a new snapshot) and back: unsorted again.
  await page.getByTestId('nav-warrants').click();
  await expect(page.getByTestId('warrant-board')).toBeVisible();
  await page.goBack();
  await waitForQuotes(page);
  await expect(header(page, 'Mã CK')).toHaveAttribute('aria-sort', 'none');
});

test('change as +/- or %, foreign columns as buy/sell or room', async ({ page }) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  const changes = page.getByTestId('quote-table').locator('[data-col="change"]');
  await expect(changes.filter({ hasText: /\d/ }).first()).toHaveText(/^[+-]?\d+\.\d{2}$/, {
    timeout: 15_000,
  });
  await page.getByTestId('change-percent').click();
  await expect(changes.filter({ hasText: /\d/ }).first()).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await page.getByTestId('foreign-room').click();
  await expect(header(page, 'Room NN')).toBeVisible();
  await expect(header(page, 'NN mua')).toHaveCount(0);
  await page.getByTestId('foreign-flow').click();
  await expect(header(page, 'NN mua')).toBeVisible();
  await page.getByTestId('change-value').click();
});

test('live updates change cells and flash them for about 500 ms', async ({ page }) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  await page.evaluate(() => {
    // A flash whose row was re-bound to another symbol meanwhile (the virtual list reusing the row)
    // is cleared on purpose before its time: it is left out of the durations (`rebound`).
    type Entry = { added: number; removed?: number; rebound?: boolean };
    const log: Entry[] = [];
    (window as unknown as { flashLog: typeof log }).flashLog = log;
    const open = new Map<Element, Entry & { symbol: string | null }>();
    const symbolOf = (element: Element) =>
      element.closest('[data-symbol]')?.getAttribute('data-symbol') ?? null;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        const flashing = /flash(Up|Down)/.test(element.className);
        const entry = open.get(element);
        if (flashing && !entry) {
          const created = { added: performance.now(), symbol: symbolOf(element) };
          open.set(element, created);
          log.push(created);
        } else if (!flashing && entry) {
          entry.removed = performance.now();
          entry.rebound = symbolOf(element) !== entry.symbol;
          open.delete(element);
        }
      }
    }).observe(document.querySelector('[data-testid="quote-table"]')!, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  const symbol = (await renderedSymbols(page))[0]!;
  const before = await row(page, symbol).textContent();
  await expect(async () =>
    expect(await page.getByTestId('quote-table').textContent()).not.toBe(before),
  ).toPass({ timeout: 15_000 });
  await expect(async () => {
    const done = await page.evaluate(() =>
      (
        window as unknown as { flashLog: { added: number; removed?: number; rebound?: boolean }[] }
      ).flashLog.filter((entry) => entry.removed !== undefined && !entry.rebound),
    );
    expect(done.length).toBeGreaterThan(3);
    const durations = done.map((entry) => entry.removed! - entry.added);
    expect(Math.min(...durations)).toBeGreaterThanOrEqual(450);
    expect(Math.min(...durations)).toBeLessThan(800);
  }).toPass({ timeout: 15_000 });
});

test('opening a board shows its quotes without flashing them: ceiling, floor and reference never flash', async ({
  page,
}) => {
  // Every flash from the first paint on, by column (the rows are drawn before the snapshot lands).
  await page.addInitScript(() => {
    const flashed: string[] = [];
    (window as unknown as { flashedColumns: string[] }).flashedColumns = flashed;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (/flash(Up|Down)/.test(element.className)) flashed.push(element.dataset.col ?? '');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  // The live market keeps flashing what trades; the session's fixed prices never change.
  const before = await page.getByTestId('quote-table').textContent();
  await expect(async () =>
    expect(await page.getByTestId('quote-table').textContent()).not.toBe(before),
  ).toPass({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  const flashed = await page.evaluate(
    () => (window as unknown as { flashedColumns: string[] }).flashedColumns,
  );
  expect(flashed.filter((column) => ['ceiling', 'floor', 'ref'].includes(column))).toEqual([]);
});

test('double-click: a visitor gets the login; other cells do nothing; logged in, the order ticket opens with side and symbol', async ({
  page,
}) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  const symbol = (await renderedSymbols(page))[3]!;
  await cell(page, symbol, 'totalVolume').dblclick();
  await cell(page, symbol, 'ceiling').dblclick();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  for (const column of ['bidPrice1', 'askPrice1', 'lastPrice']) {
    await cell(page, symbol, column).dblclick();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-modal')).toBeHidden();
  }
  await login(page);
  const ticket = page.getByTestId('order-ticket-modal');
  await cell(page, symbol, 'totalVolume').dblclick();
  await expect(ticket).toHaveCount(0);
  for (const [column, side] of [
    ['bidPrice1', 'B'],
    ['lastPrice', 'B'],
    ['askPrice1', 'S'],
  ] as const) {
    await cell(page, symbol, column).dblclick();
    await expect(ticket.getByTestId('order-ticket')).toHaveAttribute('data-side', side);
    await expect(ticket.getByTestId('ticket-symbol')).toHaveValue(symbol);
    await ticket.locator('header button').click();
    await expect(ticket).toHaveCount(0);
  }
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
});

test('clicking a symbol opens its stock detail page', async ({ page }) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  const symbol = (await renderedSymbols(page))[0]!;
  await cell(page, symbol, 'symbol').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/home/co-phieu/${symbol}$`));
  await expect(page.getByTestId('stock-detail')).toHaveAttribute('data-symbol', symbol);
});

test('layout heights of spec §2 by board and header type', async ({ page }) => {
  const height = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => Math.round(element.getBoundingClientRect().height));
  await openBoard(page, 'hsx');
  await waitForQuotes(page);
  expect(await height('quote-table')).toBe(900 - 348);
  await openBoard(page, 'thoa-thuan-hsx');
  expect(await height('negotiated-board')).toBe(900 - 375);
  await page.evaluate(() =>
    localStorage.setItem(
      'setting',
      JSON.stringify({ ...JSON.parse(localStorage.getItem('setting') ?? '{}'), typeIndex: 3 }),
    ),
  );
  await openBoard(page, 'hsx');
  await page.reload();
  await waitForQuotes(page);
  expect(await height('quote-table')).toBe(900 - (348 - 145));
});

test('after more than 60 s away the snapshot reloads (and the sort resets)', async ({ page }) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  await header(page, 'Tổng KL').click();
  // Short absence: nothing reloads.
  let reloads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/board/getStockPrice')) reloads += 1;
  });
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(300);
  expect(reloads).toBe(0);
  // Long absence: the page's clock moves 61 s on while the window is away.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    const now = performance.now.bind(performance);
    performance.now = () => now() + 61_000;
    window.dispatchEvent(new Event('focus'));
  });
  await expect.poll(() => reloads).toBeGreaterThan(0);
  await expect(header(page, 'Tổng KL')).toHaveAttribute('aria-sort', 'none');
});

test('updates are dropped while the tab is hidden', async ({ page }) => {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  await setTabHidden(page, true);
  const frozen = await page.getByTestId('quote-table').locator('[role="row"][data-symbol]').allTextContents();
  await page.waitForTimeout(3_000);
  expect(
    await page.getByTestId('quote-table').locator('[role="row"][data-symbol]').allTextContents(),
  ).toEqual(frozen);
  await setTabHidden(page, false);
  await expect(async () =>
    expect(
      await page.getByTestId('quote-table').locator('[role="row"][data-symbol]').allTextContents(),
    ).not.toEqual(frozen),
  ).toPass({ timeout: 15_000 });
});
