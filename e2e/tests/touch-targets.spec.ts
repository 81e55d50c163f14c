/// <reference lib="dom" />
// Touch targets on a phone (390x844): the board's column sort buttons, its toolbar's toggles
// (+/-, %, Mua/Bán, Room), the index strip's arrows, the stock detail's section tabs, chart buttons
// and link back to the board, and "Follow a request" of the open-account form take a finger,
// 40x40 px or more, where a tap lands (a sort button under a group label also takes the label's
// line, its ::after, which a bounding box does not show); the dense desktop board (1600x900) keeps
// its 37 px header, 22 px rows, 26 px toolbar and 17 px toggles, and the desktop stock detail its
// 26 px tabs.
import { expect, test, type Locator } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { waitForQuotes } from './board-helpers';

const TARGET = 40;
/** The board toolbar's toggles. */
const TOGGLES = ['change-value', 'change-percent', 'foreign-flow', 'foreign-room'];
/** Desktop heights, px (fractional: the 11 and 12 px text's line): toolbar toggles and section tabs. */
const TOGGLE_HEIGHT = 16.8;
const TAB_HEIGHT = 26.2;
/** The stock detail's section tabs (lib/sections.ts SECTION_IDS). */
const SECTIONS = [
  'overview',
  'trading',
  'financials',
  'events',
  'news',
  'profile',
  'company',
  'associates',
  'transfers',
];

/**
 * The box around a control's centre whose every point a tap lands on the control (its own box,
 * or a pseudo-element's beyond it), px: each side is walked out from the centre pixel by pixel.
 */
function hitArea(locator: Locator): Promise<{ width: number; height: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const lands = (px: number, py: number) => {
      const hit = document.elementFromPoint(px, py);
      return hit !== null && (hit === element || element.contains(hit));
    };
    const reach = (dx: number, dy: number) => {
      let step = 0;
      while (step < 200 && lands(x + dx * (step + 1), y + dy * (step + 1))) step++;
      return step;
    };
    return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
  });
}

async function expectTappable(locator: Locator, name: string) {
  await locator.scrollIntoViewIfNeeded();
  const area = await hitArea(locator);
  expect(area.width, `${name}: width of the target`).toBeGreaterThanOrEqual(TARGET);
  expect(area.height, `${name}: height of the target`).toBeGreaterThanOrEqual(TARGET);
}

test.describe('phone 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sort buttons, toolbar toggles, strip arrows, section tabs, chart buttons, the back link and "Follow a request" are 40 px targets', async ({
    page,
  }) => {
    await page.goto('/home/bang-gia/vn30');
    const table = page.getByTestId('quote-table');
    await expect(table.locator('[role="row"][data-symbol] [data-col="totalVolume"]').nth(1)).not.toBeEmpty();
    const sortButtons = table.getByRole('columnheader').getByRole('button');
    // Symbol and total volume span the header; price and change sit under the "match" label.
    await expect(sortButtons).toHaveCount(4);
    for (const button of await sortButtons.all())
      await expectTappable(button, `sort by ${await button.textContent()}`);
    // A tap on the match label's half above the price sorts by the price.
    const price = table.locator('[role="columnheader"][data-col="lastPrice"]');
    const priceBox = (await price.boundingBox())!;
    await page.touchscreen.tap(priceBox.x + priceBox.width / 2, priceBox.y - 9);
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expectTappable(page.getByTestId('index-strip-previous'), 'previous indexes');
    await expectTappable(page.getByTestId('index-strip-next'), 'next indexes');
    for (const id of TOGGLES) await expectTappable(page.getByTestId(id), `toolbar ${id}`);
    // A tap on % shows the change as a percentage, one on Room the foreign room.
    await page.getByTestId('change-percent').tap();
    await expect(page.getByTestId('change-percent')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('foreign-room').tap();
    await expect(page.getByTestId('foreign-room')).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: screenshotPath('touch-targets-phone-board') });

    await page.goto('/home/co-phieu/FPT');
    await expect(page.locator('h1')).toHaveText('FPT');
    for (const id of SECTIONS) await expectTappable(page.getByTestId(`tab-${id}`), `tab ${id}`);
    await expectTappable(page.getByTestId('chart-intraday'), 'Intraday');
    await expectTappable(page.getByTestId('chart-daily'), 'Daily');
    await expectTappable(page.getByRole('main').locator('a[href="/home/bang-gia"]'), 'back to the board');
    await page.screenshot({ path: screenshotPath('touch-targets-phone-detail') });

    await page.goto('/home/mo-tai-khoan');
    await expectTappable(page.getByRole('button', { name: 'Tra cứu yêu cầu đã gửi' }), 'Follow a request');
  });
});

test('the desktop board keeps its dense 37 px header, 22 px rows and 26 px toolbar (1600x900)', async ({
  page,
}) => {
  await page.goto('/home/bang-gia/vn30');
  await waitForQuotes(page);
  const table = page.getByTestId('quote-table');
  const head = table.locator('[role="row"]:not([data-symbol])').first();
  expect((await head.boundingBox())!.height).toBe(37);
  expect((await table.locator('[role="row"][data-symbol]').first().boundingBox())!.height).toBe(22);
  expect((await page.getByTestId('index-strip-next').boundingBox())!.width).toBe(18);
  expect((await page.getByTestId('board-toolbar').boundingBox())!.height).toBe(26);
  for (const id of TOGGLES)
    expect((await page.getByTestId(id).boundingBox())!.height, id).toBeCloseTo(TOGGLE_HEIGHT, 0);

  await page.goto('/home/co-phieu/FPT');
  await expect(page.locator('h1')).toHaveText('FPT');
  for (const id of SECTIONS)
    expect((await page.getByTestId(`tab-${id}`).boundingBox())!.height, id).toBeCloseTo(TAB_HEIGHT, 0);
});
