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
