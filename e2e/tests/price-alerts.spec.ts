// Price alerts (issue 24 item 1): the bell of a board row opens a small form; an alert set there
// fires when the simulated market's price crosses it, shown as a toast and a browser notification.
// A visitor's alerts live and are evaluated in the browser; a customer's on the server (the
// leader's watcher, the private `alert` event). The alerts screen lists what fired.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { cell, login, openBoard, row, waitForQuotes } from './board-helpers';

const TEXTS = {
  vi: { saved: 'Đã lưu cảnh báo', fired: 'Cảnh báo', menu: 'Cảnh báo giá', status: 'Đã kích hoạt' },
  en: { saved: 'Alert on', fired: 'Alert', menu: 'Price alerts', status: 'Fired' },
};

/** Records browser notifications (the page's Notification API, allowed) and sets the language. */
async function prepare(page: Page, lang: 'vi' | 'en'): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('setting', JSON.stringify({ lang: l, theme: 'dark', typeIndex: 1, indHid: [] }));
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(_title: string, options?: { body?: string }) {
        shown.push(options?.body ?? '');
      }
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  }, lang);
}

/** A VN30 symbol that has traded, with its last price in thousands as shown. */
async function tradedSymbol(page: Page): Promise<{ symbol: string; last: number }> {
  await openBoard(page, 'vn30');
  await waitForQuotes(page);
  for (const symbol of ['FPT', 'HPG', 'VNM', 'MWG', 'SSI', 'VCB', 'TCB', 'MBB']) {
    const text =
      (await cell(page, symbol, 'lastPrice')
        .textContent()
        .catch(() => '')) ?? '';
    const last = Number(text.replace(/,/g, ''));
    if (last > 0) return { symbol, last };
  }
  throw new Error('no VN30 symbol has traded');
}

/** One price tick (HOSE) above or below, as the board writes prices. */
const oneTick = (last: number, direction: 1 | -1) => {
  const tick = last < 10 ? 0.01 : last < 50 ? 0.05 : 0.1;
  return (Math.round((last + direction * tick) * 100) / 100).toFixed(2);
};

/** Sets an alert through the row's bell (reached with the keyboard). */
async function setFromBell(page: Page, symbol: string, kind: string, threshold: string, shot?: string) {
  const bell = row(page, symbol).getByTestId('alert-bell');
  await bell.focus();
  await expect(bell).toHaveAttribute('aria-label', new RegExp(symbol));
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('alert-form-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('alert-symbol')).toHaveValue(symbol);
  await expect(modal.getByTestId('alert-threshold')).not.toHaveValue('');
  if (shot) await page.screenshot({ path: screenshotPath(shot) });
  await modal.getByTestId('alert-kind').selectOption(kind);
  await modal.getByTestId('alert-threshold').fill(threshold);
  await modal.getByTestId('alert-save').click();
  await expect(modal).toHaveCount(0);
}

for (const [lang, who] of [
  ['vi', 'visitor'],
  ['en', 'customer'],
] as const) {
  test(`a ${who}'s alert set from the board's bell fires when the price crosses it (${lang})`, async ({
    page,
  }) => {
    const t = TEXTS[lang];
    await prepare(page, lang);
    const { symbol, last } = await tradedSymbol(page);
    if (who === 'customer') await login(page);
    // A threshold the form refuses: nothing is kept.
    await row(page, symbol).getByTestId('alert-bell').click();
    const modal = page.getByTestId('alert-form-modal');
    await modal.getByTestId('alert-threshold').fill('0');
    await modal.getByTestId('alert-save').click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    // An alert that cannot fire today lights the bell.
    await setFromBell(page, symbol, 'volumeAbove', '9999999999', `alerts-bell-form-${lang}`);
    await expect(page.locator('.Toastify').getByText(`${t.saved} ${symbol}`).first()).toBeVisible();
    await expect(row(page, symbol).getByTestId('alert-bell')).toHaveAttribute('aria-label', /\(/);
    // One tick above and one below the last price: the next move crosses one of them.
    await setFromBell(page, symbol, 'priceAbove', oneTick(last, 1));
    await setFromBell(page, symbol, 'priceBelow', oneTick(last, -1));

    const fired = page
      .locator('.Toastify')
      .getByText(new RegExp(`^${t.fired} ${symbol}: `))
      .first();
    await expect(fired).toBeVisible({ timeout: 75_000 });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications),
      )
      .toContainEqual(expect.stringContaining(`${t.fired} ${symbol}: `));

    // The alerts screen shows what fired.
    if (who === 'customer') {
      await page.locator('header a[href="/home/ung-truoc"]').first().click();
      await page.getByTestId('money-nav').getByRole('link', { name: t.menu, exact: true }).click();
    } else {
      // A visitor has no utilities menu: the bell's form links to the alerts screen.
      await row(page, symbol).getByTestId('alert-bell').click();
      await page.getByTestId('alert-all-link').click();
    }
    await expect(page).toHaveURL(/\/home\/canh-bao-gia$/);
    const rows = page.getByTestId('alert-row');
    await expect(rows).toHaveCount(3);
    const firedRows = page.locator(`[data-testid="alert-row"][data-status="fired"]`);
    await expect.poll(() => firedRows.count()).toBeGreaterThanOrEqual(1);
    await expect(firedRows.first()).toContainText(t.status);
    await page.screenshot({ path: screenshotPath(`alerts-screen-${lang}`) });
    // The volume alert, still watching, is deleted.
    const volumeRow = page
      .locator(`[data-testid="alert-row"][data-status="active"]`)
      .filter({ hasText: '9,999,999,999' });
    await volumeRow.getByTestId('alert-delete').click();
    await expect(rows).toHaveCount(2);
  });
}
