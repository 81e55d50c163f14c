/// <reference lib="dom" />
// Every board variant of spec §2 on the live simulated market, each saved as a screenshot.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';
import {
  cell,
  colourOf,
  COLOURS,
  header,
  openBoard,
  placeholderMs,
  renderedSymbols,
  row,
  trackPlaceholder,
  waitForQuotes,
} from './board-helpers';

test('HOSE: 400+ symbols, virtualised rows, the standard columns and the board colours', async ({ page }) => {
  await openBoard(page, 'hsx');
  await waitForQuotes(page);
  const count = Number((await page.getByTestId('board-count').textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(400);
  const rendered = await renderedSymbols(page);
  expect(rendered.length).toBeLessThan(80);
  // Listed A to Z by code, as investors' boards list an exchange.
  expect(rendered).toEqual([...rendered].sort());
  await expect(page.getByTestId('quote-table')).toHaveAttribute('aria-rowcount', String(count));
  const headers = await page.getByTestId('quote-table').getByRole('columnheader').allTextContents();
  expect(headers).toEqual([
    'Mã CK',
    'Trần',
    'Sàn',
    'TC',
    'Giá 3',
    'KL 3',
    'Giá 2',
    'KL 2',
    'Giá 1',
    'KL 1',
    'Giá',
    'KL',
    '+/-',
    'Giá 1',
    'KL 1',
    'Giá 2',
    'KL 2',
    'Giá 3',
    'KL 3',
    'Tổng KL',
    'Cao',
    'Thấp',
    'TB',
    'NN mua',
    'NN bán',
  ]);
  await expect(page.getByTestId('board-legend')).toContainText('KL x10');
  const first = rendered[0]!;
  expect(await colourOf(cell(page, first, 'ceiling'))).toBe(COLOURS.ceiling);
  expect(await colourOf(cell(page, first, 'floor'))).toBe(COLOURS.floor);
  expect(await colourOf(cell(page, first, 'ref'))).toBe(COLOURS.reference);
  await expect(cell(page, first, 'ref')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  // A traded symbol's match price is green above the reference and red below it. The board lists
  // A to Z; sorted by total volume (first click: descending) the traded symbols come first.
  await page.getByTestId('quote-table').getByRole('columnheader', { name: 'Tổng KL' }).click();
  await expect(async () => {
    const sample = await page
      .getByTestId('quote-table')
      .locator('[role="row"][data-symbol]')
      .evaluateAll((rows) =>
        rows.map((element) => ({
          ref: Number(element.querySelector('[data-col="ref"]')?.textContent?.replace(/,/g, '')),
          last: Number(
            element.querySelector('[data-col="lastPrice"]')?.textContent?.replace(/,/g, '') || NaN,
          ),
          ceiling: Number(element.querySelector('[data-col="ceiling"]')?.textContent?.replace(/,/g, '')),
          floor: Number(element.querySelector('[data-col="floor"]')?.textContent?.replace(/,/g, '')),
          colour: getComputedStyle(element.querySelector('[data-col="lastPrice"]')!).color,
        })),
      );
    const traded = sample.filter((entry) => !Number.isNaN(entry.last));
    expect(traded.length).toBeGreaterThan(5);
    for (const entry of traded) {
      const expected =
        entry.last >= entry.ceiling
          ? COLOURS.ceiling
          : entry.last <= entry.floor
            ? COLOURS.floor
            : entry.last > entry.ref
              ? COLOURS.up
              : entry.last < entry.ref
                ? COLOURS.down
                : COLOURS.reference;
      expect(entry.colour).toBe(expected);
    }
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: screenshotPath('board-hsx') });
});

for (const id of ['vn30', 'hnx', 'hnx30', 'upcom', 'ETF', 'nganh-thep']) {
  test(`standard board ${id} shows its symbols live`, async ({ page }) => {
    await openBoard(page, id);
    await expect(page.getByTestId('standard-board')).toBeVisible();
    await waitForQuotes(page);
    const symbols = await renderedSymbols(page);
    expect(symbols.length).toBeGreaterThan(id === 'ETF' ? 3 : 5);
    if (id === 'vn30') expect(await page.getByTestId('board-count').textContent()).toContain('30');
    await page.screenshot({ path: screenshotPath(`board-${id}`) });
  });
}

for (const id of ['lo-le-hose', 'lo-le-hnx']) {
  test(`odd-lot board ${id}: loading hidden after 2 s, odd-lot volumes in shares`, async ({ page }) => {
    await trackPlaceholder(page, 'odd-lot-board');
    await openBoard(page, id);
    await expect.poll(() => placeholderMs(page), { timeout: 6_000 }).toBeGreaterThanOrEqual(1_900);
    // Upper bound loose: the timer fires on a busy main thread (snapshot parsing, parallel tests).
    expect(await placeholderMs(page)).toBeLessThan(2_000 + 3_000);
    await waitForQuotes(page);
    await expect(page.getByTestId('board-legend')).toContainText('KL x1');
    await expect(header(page, 'NN mua')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath(`board-${id}`) });
  });
}

for (const id of ['thoa-thuan-hsx', 'thoa-thuan-hnx', 'thoa-thuan-upcom']) {
  test(`negotiated trades ${id}: bid, match and ask tables`, async ({ page }) => {
    await openBoard(page, id);
    const board = page.getByTestId('negotiated-board');
    await expect(board).toBeVisible();
    await expect(board.getByRole('heading')).toHaveText(['Chào mua', 'Khớp lệnh', 'Chào bán']);
    await expect(page.getByTestId('deals-bid').locator('th')).toHaveText([
      'STT',
      'Mã CK',
      'Giá',
      'KL',
      'GT (tỷ)',
    ]);
    await expect(page.getByTestId('deals-match').locator('th')).toHaveText([
      'STT',
      'Mã CK',
      'Giá',
      'KL',
      'GT (tỷ)',
      'Thời gian',
    ]);
    // Deals of the day so far, or the empty note early in the session.
    const deals = page.getByTestId('deals-match').locator('tbody tr');
    await expect(
      deals.first().or(page.getByTestId('deals-match').getByText('Chưa có giao dịch')),
    ).toBeVisible();
    if ((await deals.count()) > 0)
      await expect(deals.first().locator('td').last()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await page.screenshot({ path: screenshotPath(`board-${id}`) });
  });
}

test('derivatives board: contracts with maturity and open interest, chart, depth and match history', async ({
  page,
}) => {
  await openBoard(page, 'PHAISINH');
  await waitForQuotes(page, 'futures-table');
  await expect(row(page, 'VN30F1M')).toBeVisible();
  await expect(cell(page, 'VN30F1M', 'maturity')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(cell(page, 'VN30F1M', 'ref')).toHaveText(/^\d{1,3}(,\d{3})*\.\d$/);
  await expect(header(page, 'OI', 'futures-table')).toBeVisible();
  await expect(cell(page, 'VN30F1M', 'openInterest')).toHaveText(/^\d{1,3}(,\d{3})*$/, { timeout: 20_000 });
  await expect(page.getByTestId('contract-chart')).toHaveAttribute('data-symbol', 'VN30F1M');
  await expect(page.getByTestId('depth-sell')).toHaveAttribute('data-levels', '10');
  await expect(page.getByTestId('depth-sell').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('depth-buy').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('match-history').locator('tbody tr').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.getByTestId('contract-VN30F2M').click();
  await expect(page.getByTestId('contract-chart')).toHaveAttribute('data-symbol', 'VN30F2M');
  await page.screenshot({ path: screenshotPath('board-PHAISINH') });
});

test('covered warrants: issuer, expiry, maturity, underlying and its price, exercise price, ratio, break-even; loading hidden after 1 s', async ({
  page,
}) => {
  await trackPlaceholder(page, 'warrant-board');
  await openBoard(page, 'chung-quyen');
  await expect.poll(() => placeholderMs(page), { timeout: 5_000 }).toBeGreaterThanOrEqual(900);
  expect(await placeholderMs(page)).toBeLessThan(1_000 + 3_000);
  await waitForQuotes(page);
  const warrants = await renderedSymbols(page);
  expect(warrants).toEqual([...warrants].sort());
  const [first] = warrants;
  await expect(cell(page, first!, 'issuer')).not.toBeEmpty();
  await expect(cell(page, first!, 'expiry')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  // The maturity date, two trading days after the last trading day.
  await expect(cell(page, first!, 'maturity')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(await cell(page, first!, 'maturity').textContent()).not.toBe(
    await cell(page, first!, 'expiry').textContent(),
  );
  await expect(cell(page, first!, 'underlying')).toHaveText(/^[A-Z]{3}$/);
  await expect(cell(page, first!, 'underlyingPrice')).toHaveText(/^\d+\.\d{2}$/);
  await expect(cell(page, first!, 'ratio')).toHaveText(/^\d+:1$/);
  await expect(cell(page, first!, 'breakeven')).toHaveText(/^\d+\.\d{2}$/);
  await page.screenshot({ path: screenshotPath('board-chung-quyen') });
});

test('industry list links to each industry board', async ({ page }) => {
  await openBoard(page, 'danh-muc-nganh');
  const list = page.getByTestId('industry-list');
  await expect(list.locator('tbody tr')).toHaveCount(20);
  await page.screenshot({ path: screenshotPath('board-danh-muc-nganh') });
  await list.locator('[data-industry="nganh-thep"] a').click();
  await expect(page).toHaveURL(/\/home\/bang-gia\/nganh-thep$/);
  await waitForQuotes(page);
});

test('English texts and the light theme', async ({ page }) => {
  await openBoard(page, 'vn30');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('quote-table').getByRole('columnheader').first()).toHaveText('Symbol');
  await expect(page.getByTestId('board-legend')).toContainText('Vol x10');
  await page.getByTestId('theme-light').click();
  await waitForQuotes(page);
  await page.screenshot({ path: screenshotPath('board-vn30-en-light') });
  await page.getByTestId('theme-dark').click();
  await page.getByTestId('lang-vi').click();
});
