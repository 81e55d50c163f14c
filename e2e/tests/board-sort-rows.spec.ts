/// <reference lib="dom" />
// A sort re-binds the rows on screen (issue 28 item 7): the same row elements take the symbols
// sorted to their places, each showing its own symbol's prices and link, instead of new rows
// being built; and the board's first data comes inlined in the page (issue 28 item 2).
import { expect, test } from '@playwright/test';
import { header, openBoard, setTabHidden, waitForQuotes } from './board-helpers';

interface Shown {
  symbol: string;
  mark: number | undefined;
  top: number;
  ref: string;
  ceiling: string;
  link: string;
  href: string;
}

test('a sort keeps the row elements on screen and re-binds them, each to its own quote', async ({
  page,
  request,
}) => {
  await openBoard(page, 'hsx');
  await waitForQuotes(page);
  // Freeze the stream (the board drops live updates while its tab is hidden) to compare prices.
  await setTabHidden(page, true);
  const rows = page.getByTestId('quote-table').locator('[role="row"][data-symbol]');
  const before = await rows.evaluateAll((elements) =>
    elements.map((element, index) => {
      (element as unknown as { senMark: number }).senMark = index;
      return element.getAttribute('data-symbol') ?? '';
    }),
  );
  const symbolHeader = header(page, 'Mã CK');
  await symbolHeader.click();
  await expect(symbolHeader).toHaveAttribute('aria-sort', 'descending');
  // The rows below the view take their symbols once the sorted frame is painted (the next test).
  await expect
    .poll(() =>
      rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-symbol'))),
    )
    .not.toContain(before.at(-1));
  const shown: Shown[] = await rows.evaluateAll((elements) =>
    elements
      .map((element) => ({
        symbol: element.getAttribute('data-symbol') ?? '',
        mark: (element as unknown as { senMark?: number }).senMark,
        top: element.getBoundingClientRect().top,
        ref: element.querySelector('[data-col="ref"]')?.textContent ?? '',
        ceiling: element.querySelector('[data-col="ceiling"]')?.textContent ?? '',
        link: element.querySelector('[data-col="symbol"] a')?.textContent ?? '',
        href: element.querySelector('[data-col="symbol"] a')?.getAttribute('href') ?? '',
      }))
      .sort((a, b) => a.top - b.top),
  );
  // The same elements, now holding other symbols, Z to A.
  expect(shown).toHaveLength(before.length);
  expect(shown.every((row) => row.mark !== undefined)).toBe(true);
  const symbols = shown.map((row) => row.symbol);
  expect(symbols).toEqual([...symbols].sort().reverse());
  expect(symbols.filter((symbol) => before.includes(symbol))).toHaveLength(0);
  // Each row shows its own symbol: link, reference and ceiling as the board host gives them.
  const reply = await request.get(`/board/getStockPrice?symbols=${symbols.join(',')}`);
  const prices = new Map(
    ((await reply.json()) as { symbol: string; ref: number; ceil: number }[]).map((quote) => [
      quote.symbol,
      quote,
    ]),
  );
  const thousands = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 1000);
  for (const row of shown) {
    expect(row.link).toBe(row.symbol);
    expect(row.href).toContain(`/${row.symbol}`);
    expect(thousands(row.ref), row.symbol).toBe(prices.get(row.symbol)!.ref);
    expect(thousands(row.ceiling), row.symbol).toBe(prices.get(row.symbol)!.ceil);
  }
  await setTabHidden(page, false);
});

test('a sort binds the rows in view in its first frame, and the rows below the view after it is painted', async ({
  page,
}) => {
  await openBoard(page, 'hsx');
  await waitForQuotes(page);
  await setTabHidden(page, true);
  const grid = page.getByTestId('quote-table');
  const before = await grid
    .locator('[role="row"][data-symbol]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-symbol') ?? ''));
  // The rows as the first frame after the click shows them (a requestAnimationFrame callback runs
  // after the click's render and before that frame is painted).
  await grid.evaluate((element) => {
    const seen = window as unknown as { firstFrame?: Promise<{ symbol: string; inView: boolean }[]> };
    seen.firstFrame = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            const view = element.getBoundingClientRect();
            resolve(
              Array.from(element.querySelectorAll('[role="row"][data-symbol]'), (row) => {
                const box = row.getBoundingClientRect();
                return {
                  symbol: row.getAttribute('data-symbol') ?? '',
                  inView: box.bottom > view.top && box.top < view.bottom,
                };
              }),
            );
          }),
        { capture: true, once: true },
      );
    });
  });
  await header(page, 'Mã CK').click();
  const firstFrame = await page.evaluate(
    () => (window as unknown as { firstFrame: Promise<{ symbol: string; inView: boolean }[]> }).firstFrame,
  );
  const inView = firstFrame.filter((shown) => shown.inView).map((shown) => shown.symbol);
  const below = firstFrame.filter((shown) => !shown.inView).map((shown) => shown.symbol);
  // In view: sorted Z to A already. Below the view (the overscan): the rows keep the symbols they had.
  expect(inView.length).toBeGreaterThan(10);
  expect(inView).toEqual([...inView].sort().reverse());
  expect(inView.filter((symbol) => before.includes(symbol))).toHaveLength(0);
  expect(below.length).toBeGreaterThan(0);
  expect(below.every((symbol) => before.includes(symbol))).toBe(true);
  // Then they take the sorted symbols too.
  await expect
    .poll(() =>
      grid
        .locator('[role="row"][data-symbol]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-symbol') ?? '')),
    )
    .toEqual(expect.not.arrayContaining([below[0]]));
  await setTabHidden(page, false);
});

test('the board route carries its first data in the page; the board shows it without asking for it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/board/')) asked.push(path);
  });
  const response = await page.goto('/home/bang-gia/vn30');
  const html = await response!.text();
  expect(html).toContain('<script type="application/json" id="sen-board-boot">');
  await waitForQuotes(page);
  // The categories and the first snapshot came with the page; the catalogue of every symbol is
  // not loaded by a board.
  expect(asked).not.toContain('/board/categories');
  expect(asked).not.toContain('/board/getlistallstock');
  await page.getByTestId('symbol-search').focus();
  await expect.poll(() => asked.includes('/board/getlistallstock')).toBe(true);
});
