// VN30 futures from the order ticket to the portfolio: the demo customer buys one VN30F1M contract
// at market (MTL) on the trading screen, sees it match on the simulated market, and finds the long
// position on the assets page with its margin, fee and tax, margin usage and live P/L, the futures
// margin and unsettled P/L counted in the net assets.
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from './artifacts';
import { loginAsDemo, tradingCommand } from './trading-helpers';

test.describe.configure({ timeout: 180_000 });

const SUB = '0000011';
const SYMBOL = 'VN30F1M';

type Derivatives = {
  marginHeld: number;
  unsettledPnl: number;
  charges: number;
  positions: Array<{ symbol: string; quantity: number; charges: number }>;
};
const money = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** Sellers on the contract's book now (an MTL order with nothing opposite is cancelled). */
async function askVolume(page: Page): Promise<number> {
  return page.evaluate(async (symbol) => {
    const rows = (await (await fetch(`/board/getpsalldatalsnapshot/${symbol}`)).json()) as Array<{
      sv1?: number | string;
    }>;
    return Number(rows[0]?.sv1 ?? 0);
  }, SYMBOL);
}

test('buys a VN30F1M contract and sees the position with margin and P/L on the assets page', async ({
  page,
}) => {
  await loginAsDemo(page);
  const before = await tradingCommand<Derivatives>(page, 'DerivativePositions', { subAccount: SUB });
  const held = before.positions.find((p) => p.symbol === SYMBOL)?.quantity ?? 0;

  await page.locator('a[href="/home/giao-dich"]').first().click();
  await expect.poll(() => askVolume(page), { timeout: 60_000 }).toBeGreaterThan(0);
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-buy').click();
  await ticket.getByTestId('ticket-symbol').fill(SYMBOL);
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  await ticket.getByTestId('ticket-price').fill('MTL');
  await ticket.getByTestId('ticket-volume').fill('1');
  await ticket.getByTestId('ticket-pin').fill('123456');
  await ticket.getByTestId('ticket-submit').click();
  await page.getByTestId('order-confirm').getByTestId('confirm-ok').click();

  // The order book shows it matched (other journeys trade the same customer's stocks meanwhile).
  const matched = page.getByTestId('order-book').locator('tr[data-status="M"]', { hasText: SYMBOL });
  await expect(matched.first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('derivatives-order-matched') });

  // The derivatives section of the assets page: one more long contract, margin, fees, live P/L.
  await page.locator('a[href="/home/tai-san"]').first().click();
  const row = page.getByTestId('derivative-positions').locator(`tr[data-symbol="${SYMBOL}"]`);
  await expect(row.getByTestId('net')).toHaveText(money(held + 1), { timeout: 30_000 });
  await expect(row.getByTestId('initial-margin')).toHaveText(/^[1-9]\d{0,2}(,\d{3})+$/);
  await expect(row.getByTestId('unrealised')).toHaveText(/^-?\d{1,3}(,\d{3})*$/);
  await expect(row.getByTestId('charges')).not.toHaveText('0');
  await expect(page.getByTestId('derivative-margin')).not.toHaveText('0');
  await expect(page.getByTestId('derivative-status')).toHaveText('An toàn');
  await expect(page.getByTestId('derivative-ratio')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByTestId('margin-alert')).toHaveCount(0);

  const after = await tradingCommand<Derivatives>(page, 'DerivativePositions', { subAccount: SUB });
  expect(after.positions.find((p) => p.symbol === SYMBOL)?.quantity).toBe(held + 1);
  expect(after.marginHeld).toBeGreaterThan(0);
  expect(after.charges).toBeGreaterThan(before.charges);
  await expect(page.getByTestId('derivatives-margin')).not.toHaveText('-');

  // Net assets = cash (available, blocked, receivable and the futures margin held) + stocks at the
  // live price + the futures P/L not yet settled, all as the page shows them at one moment.
  const cards = await page.evaluate(() => {
    const read = (id: string) =>
      Number(document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/,/g, ''));
    const ids = ['net-assets', 'cash-available', 'cash-blocked', 'cash-receivable', 'stock-value'];
    return Object.fromEntries([...ids, 'derivatives-margin', 'derivatives-pnl'].map((id) => [id, read(id)]));
  });
  expect(cards['derivatives-margin']).toBeGreaterThan(0);
  expect(cards['net-assets']).toBe(
    cards['cash-available']! +
      cards['cash-blocked']! +
      cards['cash-receivable']! +
      cards['derivatives-margin']! +
      cards['stock-value']! +
      cards['derivatives-pnl']!,
  );
  await page.getByTestId('derivative-positions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('derivatives-positions'), fullPage: true });
});
