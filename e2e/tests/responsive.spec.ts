// Phone (390x844) and tablet (768x1024) layouts (issue 28 item 3): nothing wider than the screen,
// the menu in a drawer, login reachable, index cards as a swipeable strip, a compact board whose
// symbol column stays at the left while it scrolls sideways, a tap showing the depth, the ticket
// full screen, a bond's terms on screen; screenshots of the board, detail, login, ticket, assets and
// a bond at both sizes.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { login, waitForQuotes } from './board-helpers';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: size.name === 'phone',
    });

    test('board, login, ticket, detail and assets fit the screen', async ({ page }) => {
      await page.goto('/home/bang-gia/vn30');
      const phone = size.name === 'phone';
      const table = page.getByTestId('quote-table');
      if (phone)
        await expect(
          table.locator('[role="row"][data-symbol] [data-col="totalVolume"]').nth(1),
        ).not.toBeEmpty();
      else await waitForQuotes(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-board`) });
      // Phones: the compact board (symbol, price, change, volume); wider: the full board, whose
      // symbol column stays at the left while it scrolls sideways.
      const headers = await table.getByRole('columnheader').allTextContents();
      if (phone) expect(headers).toEqual(['Mã CK', 'Giá', '+/-', 'Tổng KL']);
      else {
        expect(headers.length).toBeGreaterThan(20);
        const symbolCell = table.locator('[role="row"][data-symbol] [data-col="symbol"]').first();
        const before = (await symbolCell.boundingBox())!.x;
        await table.evaluate((element) => element.scrollBy({ left: 400 }));
        await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(300);
        expect((await symbolCell.boundingBox())!.x).toBe(before);
        await expect(symbolCell).toBeInViewport();
        await page.screenshot({ path: screenshotPath(`responsive-${size.name}-board-scrolled`) });
        await table.evaluate((element) => element.scrollTo({ left: 0 }));
      }

      // The menu is in a drawer.
      await expect(page.locator('header nav a[href="/home/giao-dich"]')).toBeHidden();
      await page.getByTestId('menu-button').click();
      const drawer = page.getByTestId('menu-drawer');
      await expect(drawer.locator('a[href="/home/giao-dich"]')).toBeInViewport();
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-menu`) });
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);

      // The login is reachable.
      await expect(page.getByTestId('login-button')).toBeInViewport();
      await page.getByTestId('login-button').click();
      await expect(page.getByTestId('login-modal')).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-login`) });
      await page.keyboard.press('Escape');
      await login(page);

      // The ticket: on a phone a tap on a row shows its depth, whose Buy opens the ticket, full
      // screen; wider screens double-click a price cell.
      if (phone) {
        await table.locator('[role="row"][data-symbol="FPT"] [data-col="change"]').click();
        const depth = page.getByTestId('depth-sheet');
        await expect(depth.getByTestId('depth-bid-1')).not.toBeEmpty();
        await page.screenshot({ path: screenshotPath(`responsive-${size.name}-depth`) });
        await depth.getByTestId('depth-buy').click();
      } else await page.locator('[role="row"][data-symbol] [data-order="BUY"]').first().dblclick();
      const ticket = page.getByTestId('order-ticket-modal');
      await expect(ticket).toBeVisible();
      await expect(ticket.getByTestId('ticket-submit')).toBeInViewport();
      if (phone) {
        const box = (await ticket.boundingBox())!;
        expect(box.width).toBe(size.width);
        // No keyboard to learn the ticket's keys for.
        await expect(ticket.getByTestId('ticket-keys-hint')).toBeHidden();
      } else await expect(ticket.getByTestId('ticket-keys-hint')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-ticket`) });
      await page.keyboard.press('Escape');

      await page.goto('/home/co-phieu/FPT');
      await expect(page.locator('h1')).toHaveText('FPT');
      await page.waitForTimeout(1_000);
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-detail`) });

      await page.goto('/home/tai-san');
      await expect(page.getByTestId('asset-summary')).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-assets`) });

      // A bond chosen from the list: its detail comes into view, and each of its terms' values is
      // on screen (a long issuer's name wraps instead of pushing the values' column off the panel).
      await page.goto('/home/trai-phieu');
      await page.getByTestId('bond-select-VIC126001').click();
      const terms = page.getByTestId('bond-terms');
      await expect(page.getByTestId('bond-detail').getByRole('heading', { level: 2 })).toBeInViewport();
      for (const value of await terms.locator('dd').all()) {
        const box = (await value.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }
      await page.screenshot({ path: screenshotPath(`responsive-${size.name}-bond`) });
    });
  });
}

// The narrowest phones (320 px): logged in, the top bar's "Log out" stays whole, on one line and on
// screen (the account switcher narrows, its text cut, instead); the footer's market time and the
// margin gauge's labels on screen.
test.describe('phone 320x640', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('keeps "Log out", the footer’s market time and the margin gauge’s labels whole on screen', async ({
    page,
  }) => {
    await page.goto('/home/bang-gia/vn30');
    await login(page);
    const logout = page.getByTestId('logout-button');
    await expect(page.getByTestId('account-switcher')).toBeVisible();
    await expect(logout).toBeInViewport({ ratio: 1 });
    const fits = await logout.evaluate(
      (button) => button.scrollWidth <= button.clientWidth && button.scrollHeight <= button.clientHeight,
    );
    expect(fits).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    // The footer's market time is whole on screen beside the simulated-market badge.
    await expect(page.getByTestId('market-clock')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Thị trường mô phỏng')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: screenshotPath('responsive-phone-320-top-bar') });

    // The margin gauge's threshold labels stay on screen (each wraps on its side of its tick).
    await page.goto('/home/no-ky-quy');
    for (const id of ['margin-threshold-force', 'margin-threshold-call']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x, id).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, id).toBeLessThanOrEqual(320);
    }
    await page.screenshot({ path: screenshotPath('responsive-phone-320-margin') });
  });
});
