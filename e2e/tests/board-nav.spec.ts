// The board navigation bar: add-symbol search, watchlists, warrants and derivatives links, the
// exchange, odd-lot, put-through and industry dropdowns.
import { expect, test } from '@playwright/test';
import { screenshotPath } from './artifacts';

test.beforeEach(async ({ page }) => {
  await page.goto('/home/bang-gia/vn30');
  await expect(page.getByTestId('board-nav')).toBeVisible();
});

test('suggestions match the code prefix in any case; Enter adds the first to the default watchlist', async ({
  page,
}) => {
  const search = page.getByTestId('symbol-search');
  await search.fill('fp');
  const options = page.getByTestId('symbol-suggestions').getByRole('option');
  await expect(options.first()).toBeVisible();
  const codes = await options.evaluateAll((items) =>
    items.map((item) => item.querySelector('span')?.textContent ?? ''),
  );
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(code.startsWith('FP')).toBe(true);
  await page.screenshot({ path: screenshotPath('nav-search-vi-dark') });
  await search.press('Enter');
  await expect(page).toHaveURL(/\/home\/bang-gia\/mac-dinh$/);
  await expect(page.getByText(`Đã thêm ${codes[0]} vào danh mục Mặc định`)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('category') ?? '[]'));
  expect(stored.find((list: { id: string }) => list.id === 'mac-dinh').value).toContain(codes[0]);
  await expect(search).toHaveValue('');
});

test('a code with no match says so', async ({ page }) => {
  await page.getByTestId('symbol-search').fill('zzzz');
  await expect(page.getByTestId('symbol-suggestions')).toContainText('Không có mã phù hợp');
});

test('warrants and derivatives links open their boards', async ({ page }) => {
  await page.getByTestId('nav-warrants').click();
  await expect(page).toHaveURL(/\/home\/bang-gia\/chung-quyen$/);
  await page.getByTestId('nav-derivatives').click();
  await expect(page).toHaveURL(/\/home\/bang-gia\/PHAISINH$/);
});

const menus: [string, string, string][] = [
  ['nav-hose', 'HOSE', '/home/bang-gia/hsx'],
  ['nav-hose', 'ETF', '/home/bang-gia/ETF'],
  ['nav-hnx', 'HNX30', '/home/bang-gia/hnx30'],
  ['nav-upcom', 'Thỏa thuận UPCOM', '/home/bang-gia/thoa-thuan-upcom'],
  ['nav-etf', 'ETF', '/home/bang-gia/ETF'],
  ['nav-vn30', 'VN30', '/home/bang-gia/vn30'],
  ['nav-hnx30', 'HNX30', '/home/bang-gia/hnx30'],
  ['nav-oddLots', 'Lô lẻ HNX', '/home/bang-gia/lo-le-hnx'],
  ['nav-negotiated', 'Thỏa thuận HOSE', '/home/bang-gia/thoa-thuan-hsx'],
];

for (const [menu, item, target] of menus) {
  test(`${menu} › ${item} opens ${target}`, async ({ page }) => {
    if (target.endsWith('/vn30')) await page.goto('/home/bang-gia/hsx');
    await page.getByTestId(menu).getByRole('button').click();
    await page.getByTestId(`${menu}-list`).getByRole('link', { name: item, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByTestId(`${menu}-list`)).toHaveCount(0);
  });
}

test('the industry dropdown lists the 20 industries in a 300 px scrolling list', async ({ page }) => {
  await page.getByTestId('nav-industries').getByRole('button').click();
  const list = page.getByTestId('nav-industries-list');
  await expect(list.getByRole('link')).toHaveCount(21);
  const panel = list.locator('..');
  const size = await panel.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    scrolls: el.scrollHeight > el.clientHeight,
  }));
  expect(size).toEqual({ height: 300, scrolls: true });
  await page.screenshot({ path: screenshotPath('nav-industries-vi-dark') });
  await list.getByRole('link', { name: 'Y tế - Dược phẩm' }).click();
  await expect(page).toHaveURL(/\/home\/bang-gia\/nganh-yte$/);
});

test('the watchlist dropdown lists the default and the user watchlists', async ({ page }) => {
  await page.evaluate(() =>
    localStorage.setItem(
      'category',
      JSON.stringify([
        { id: 'mac-dinh', name: '', type: 'watchlist', value: [] },
        { id: 'w-bank', name: 'Ngân hàng', type: 'watchlist', value: ['VCB', 'TCB'] },
      ]),
    ),
  );
  await page.reload();
  await page.getByTestId('nav-watchlists').getByRole('button').click();
  const list = page.getByTestId('nav-watchlists-list');
  await expect(list.getByRole('link')).toHaveText(['Mặc định', 'Ngân hàng']);
  await list.getByRole('link', { name: 'Ngân hàng' }).click();
  await expect(page).toHaveURL(/\/home\/bang-gia\/w-bank$/);
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-category', 'w-bank');
});

test('navigation bar in English', async ({ page }) => {
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('nav-warrants')).toHaveText('Covered warrants');
  await page.getByTestId('nav-industries').getByRole('button').click();
  await expect(page.getByTestId('nav-industries-list').getByRole('link', { name: 'Steel' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('nav-industries-en-dark') });
});
