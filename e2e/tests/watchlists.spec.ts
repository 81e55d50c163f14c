// Watchlists (issue 8): every rule of spec §5 with its message, the tab bar, the suggest box,
// pinned rows and drag-and-drop, as a visitor (local storage `category`) and as a customer (the
// server, across a reload and a second browser context), and the merge offer at login.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import {
  addList,
  addSymbol,
  dragRow,
  expectNameError,
  MESSAGES,
  row,
  rowOrder,
  toast,
} from './watchlist-helpers';
import { login, postAsCustomer } from './trading-helpers';

const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('category') ?? '[]') as {
        id: string;
        name: string;
        value: string[];
        pinnedRow: string[];
      }[],
  );

test.describe('as a visitor', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home/bang-gia/mac-dinh');
    await expect(page.getByTestId('watchlist-tabs')).toBeVisible();
  });

  test('adds, renames and deletes lists with every name rule, kept across a reload', async ({ page }) => {
    await page.getByTestId('watchlist-add').click();
    await expectNameError(page, '', MESSAGES.required);
    await expectNameError(page, 'x'.repeat(21), MESSAGES.tooLong);
    await page.getByTestId('watchlist-name').fill('Ngan hang');
    await page.getByTestId('watchlist-save').click();
    const bank = /\/home\/bang-gia\/([A-Za-z0-9]{23})$/.exec(page.url())?.[1];
    expect(bank).toBeDefined();
    await page.getByTestId('watchlist-add').click();
    await expectNameError(page, 'NGAN HANG', MESSAGES.exists('NGAN HANG'));
    await page.screenshot({ path: screenshotPath('watchlists-name-exists-vi') });
    await page.getByTestId('watchlist-name').fill('Thep');
    await page.getByTestId('watchlist-save').click();
    await expect(page.getByRole('tab', { selected: true })).toContainText('Thep');

    await page.getByTestId('watchlist-rename').click();
    await expectNameError(page, 'ngan hang', MESSAGES.exists('ngan hang'));
    await page.getByTestId('watchlist-name').fill('Thep va ton');
    await page.getByTestId('watchlist-save').click();
    await expect(page.getByRole('tab', { selected: true })).toContainText('Thep va ton');

    await page.reload();
    await expect(page.getByRole('tab', { selected: true })).toContainText('Thep va ton');
    expect((await stored(page)).map((list) => list.name)).toEqual(['', 'Ngan hang', 'Thep va ton']);

    await page.getByTestId('watchlist-delete').click();
    await page.getByTestId('watchlist-delete-confirm').click();
    await expect(page).toHaveURL(/\/home\/bang-gia\/mac-dinh$/);
    expect((await stored(page)).map((list) => list.name)).toEqual(['', 'Ngan hang']);

    await page.getByTestId('watchlist-rename').click();
    await expect(toast(page, MESSAGES.locked)).toBeVisible();
    await page.getByTestId('watchlist-delete').click();
    await expect(page.getByTestId('watchlist-delete-dialog')).toBeHidden();
    await expect(toast(page, MESSAGES.locked)).toBeVisible();
  });

  test('at most 15 lists', async ({ page }) => {
    await page.evaluate(() => {
      const lists = [{ id: 'mac-dinh', name: '', type: 'watchlist', value: [], pinnedRow: [], sequence: 0 }];
      for (let i = 1; i < 15; i += 1)
        lists.push({
          id: `list${i}`,
          name: `List ${i}`,
          type: 'watchlist',
          value: [],
          pinnedRow: [],
          sequence: i,
        });
      localStorage.setItem('category', JSON.stringify(lists));
    });
    await page.reload();
    await expect(page.getByRole('tab')).toHaveCount(15);
    await page.getByTestId('watchlist-add').click();
    await expect(toast(page, MESSAGES.tooMany)).toBeVisible();
    await expect(page.getByTestId('watchlist-add-dialog')).toBeHidden();
  });

  test('at most 100 symbols (toast)', async ({ page }) => {
    const codes = await page.evaluate(async () => {
      const list = (await (await fetch('/board/getlistallstock')).json()) as { stock_code: string }[];
      return list.map((entry) => entry.stock_code);
    });
    const hundred = codes.filter((code) => code !== 'FPT').slice(0, 100);
    await page.evaluate(
      (value) =>
        localStorage.setItem(
          'category',
          JSON.stringify([
            { id: 'mac-dinh', name: '', type: 'watchlist', value, pinnedRow: [], sequence: 0 },
          ]),
        ),
      hundred,
    );
    await page.reload();
    await addSymbol(page, 'FPT');
    await expect(toast(page, MESSAGES.full)).toBeVisible();
    expect((await stored(page))[0]!.value).toHaveLength(100);
  });

  test('suggest box, highlight of a symbol added twice, pinned rows and drag-and-drop, kept', async ({
    page,
  }) => {
    for (const code of ['FPT', 'VNM', 'HPG', 'SSI']) await addSymbol(page, code);
    await expect.poll(() => rowOrder(page)).toEqual(['FPT', 'VNM', 'HPG', 'SSI']);

    // The highlight lasts 1.5 s: a recorder in the page notes when it starts and ends, so a slow
    // machine cannot miss it between two polls.
    await page.evaluate(() => {
      const marks: { symbol: string; on: boolean; at: number }[] = [];
      (window as unknown as { highlightMarks: typeof marks }).highlightMarks = marks;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          marks.push({
            symbol: element.dataset.symbol ?? '',
            on: element.hasAttribute('data-highlighted'),
            at: performance.now(),
          });
        }
      }).observe(document.querySelector('[data-testid="quote-table"]')!, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-highlighted'],
      });
    });
    await addSymbol(page, 'VNM');
    await page.screenshot({ path: screenshotPath('watchlists-highlight-vi') });
    const marks = () =>
      page.evaluate(
        () =>
          (window as unknown as { highlightMarks: { symbol: string; on: boolean; at: number }[] })
            .highlightMarks,
      );
    await expect
      .poll(async () => (await marks()).map((mark) => [mark.symbol, mark.on]))
      .toEqual([
        ['VNM', true],
        ['VNM', false],
      ]);
    const [on, off] = await marks();
    expect(off!.at - on!.at).toBeGreaterThanOrEqual(1_400);
    await expect(row(page, 'VNM')).not.toHaveAttribute('data-highlighted', 'true');
    expect((await stored(page))[0]!.value).toEqual(['FPT', 'VNM', 'HPG', 'SSI']);

    await row(page, 'HPG').hover();
    await row(page, 'HPG').getByTestId('row-pin').click();
    await expect.poll(() => rowOrder(page)).toEqual(['HPG', 'FPT', 'VNM', 'SSI']);
    await expect(row(page, 'HPG')).toHaveAttribute('data-pinned', 'true');

    await dragRow(page, 'SSI', 'FPT');
    await expect.poll(() => rowOrder(page)).toEqual(['HPG', 'SSI', 'FPT', 'VNM']);
    await page.screenshot({ path: screenshotPath('watchlists-pinned-dragged-vi') });

    await page.reload();
    await expect.poll(() => rowOrder(page)).toEqual(['HPG', 'SSI', 'FPT', 'VNM']);
    expect((await stored(page))[0]).toMatchObject({
      value: ['HPG', 'SSI', 'FPT', 'VNM'],
      pinnedRow: ['HPG'],
    });

    await row(page, 'FPT').hover();
    await row(page, 'FPT').getByTestId('row-remove').click();
    await expect.poll(() => rowOrder(page)).toEqual(['HPG', 'SSI', 'VNM']);
  });

  test('messages in English', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('setting', JSON.stringify({ lang: 'en' })));
    await page.reload();
    await page.getByTestId('watchlist-rename').click();
    await expect(toast(page, 'The default category cannot be deleted or renamed')).toBeVisible();
    await page.getByTestId('watchlist-add').click();
    await expectNameError(page, '', 'This field must not be empty');
    await expectNameError(page, 'y'.repeat(25), 'Enter at most 20 characters');
    await page.screenshot({ path: screenshotPath('watchlists-name-required-en') });
  });
});

test.describe('as a customer', () => {
  test.describe.configure({ mode: 'serial' });

  test('lists on the server: reload, a second browser context, a stale delete and server-side rules', async ({
    page,
    browser,
  }) => {
    await page.goto('/home/bang-gia/mac-dinh');
    await login(page);
    await expect(page.getByTestId('watchlist-tabs')).toBeVisible();
    const id = await addList(page, 'Cho khach');
    for (const code of ['FPT', 'VNM', 'HPG']) await addSymbol(page, code);
    await expect(page).toHaveURL(new RegExp(`/home/bang-gia/${id}$`));
    await expect.poll(() => rowOrder(page)).toEqual(['FPT', 'VNM', 'HPG']);
    await row(page, 'VNM').hover();
    await row(page, 'VNM').getByTestId('row-pin').click();
    await dragRow(page, 'HPG', 'FPT');
    await expect.poll(() => rowOrder(page)).toEqual(['VNM', 'HPG', 'FPT']);
    // Nothing of the customer's goes to the browser's own lists.
    expect((await stored(page)).some((list) => list.id === id)).toBe(false);
    await expect
      .poll(async () => (await postAsCustomer(page, 'GetWatchlists', {})).data)
      .toContainEqual(expect.objectContaining({ id, value: ['VNM', 'HPG', 'FPT'], pinnedRow: ['VNM'] }));

    await page.reload();
    await expect.poll(() => rowOrder(page)).toEqual(['VNM', 'HPG', 'FPT']);
    await expect(row(page, 'VNM')).toHaveAttribute('data-pinned', 'true');

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/home/bang-gia/mac-dinh');
    await login(second);
    await second.getByTestId(`watchlist-tab-${id}`).click();
    await expect.poll(() => rowOrder(second)).toEqual(['VNM', 'HPG', 'FPT']);
    await second.screenshot({ path: screenshotPath('watchlists-customer-second-context-vi') });

    await page.getByTestId('watchlist-delete').click();
    await page.getByTestId('watchlist-delete-confirm').click();
    await expect(page).toHaveURL(/\/home\/bang-gia\/mac-dinh$/);
    await second.getByTestId('watchlist-delete').click();
    await second.getByTestId('watchlist-delete-confirm').click();
    await expect(toast(second, MESSAGES.notFound)).toBeVisible();
    await expect(second.getByTestId(`watchlist-tab-${id}`)).toHaveCount(0);
    await other.close();

    expect(await postAsCustomer(page, 'AddWatchlist', { name: 'z'.repeat(21) })).toMatchObject({
      rc: -8202,
      rs: MESSAGES.tooLong,
    });
    expect(await postAsCustomer(page, 'DeleteWatchlist', { id: 'mac-dinh' })).toMatchObject({
      rc: -8205,
      rs: MESSAGES.locked,
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => `S${i}`);
    expect(await postAsCustomer(page, 'SaveWatchlist', { id: 'mac-dinh', symbols: tooMany })).toMatchObject({
      rc: -8207,
      rs: MESSAGES.full,
    });
  });

  test("a visitor's lists are offered for merge at login", async ({ page }) => {
    await page.goto('/home/bang-gia/mac-dinh');
    await addSymbol(page, 'MWG');
    await addList(page, 'Ban le');
    await addSymbol(page, 'MWG');
    await login(page, 'demo2');
    await expect(page.getByTestId('watchlist-merge')).toBeVisible();
    await page.screenshot({ path: screenshotPath('watchlists-merge-offer-vi') });
    await page.getByTestId('watchlist-merge-accept').click();
    await expect(page.getByTestId('watchlist-merge')).toBeHidden();
    // The visitor's list id is not the customer's: the board went back to its default category.
    await page.goto('/home/bang-gia/mac-dinh');
    await expect(page.getByRole('tab', { name: /Ban le/ })).toBeVisible();
    await expect.poll(() => rowOrder(page)).toEqual(['MWG']);
    await expect(page.getByTestId('watchlist-merge')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('category'))).toBeNull();
    const lists = (await postAsCustomer(page, 'GetWatchlists', {})).data as {
      name: string;
      value: string[];
    }[];
    expect(lists.map((list) => [list.name, list.value])).toEqual([
      ['Mặc định', ['MWG']],
      ['Ban le', ['MWG']],
    ]);
  });
});
