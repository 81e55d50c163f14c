// Order steps shared by the PIN and README journeys: an order placed from the trading screen's
// ticket, answering the PIN wherever the ticket asks for it (its own field, or the shared PIN
// prompt), confirmed, and the exchange's order number returned.
import { expect, type Page } from '@playwright/test';

/** Places an order from the ticket on the page; `price` is a screen price or an order-type word. */
export async function placeTicketOrder(
  page: Page,
  order: { symbol: string; price: string; volume?: string },
): Promise<string> {
  const ticket = page.getByTestId('order-ticket').first();
  await ticket.getByTestId('ticket-symbol').fill(order.symbol);
  await ticket.getByTestId('ticket-price').fill(order.price);
  await ticket.getByTestId('ticket-volume').fill(order.volume ?? '100');
  await expect(ticket.getByTestId('ticket-band')).toBeVisible();
  const pinField = ticket.getByTestId('ticket-pin');
  if (await pinField.isVisible()) await pinField.fill('123456');
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/trading') && (r.request().postData() ?? '').includes('"NewOrder"'),
  );
  await ticket.getByTestId('ticket-submit').click();
  const prompt = page.getByTestId('pin-prompt');
  const confirm = page.getByTestId('order-confirm');
  await expect(prompt.or(confirm)).toBeVisible();
  if (await prompt.isVisible()) {
    await prompt.getByTestId('pin-input').fill('123456');
    await prompt.getByTestId('pin-submit').click();
  }
  await confirm.getByTestId('confirm-ok').click();
  const reply = (await (await placed).json()) as { rc: number; rs: string; data: { orderNo: string } };
  expect(reply.rc, reply.rs).toBe(1);
  await expect(confirm).toBeHidden();
  return reply.data.orderNo;
}

/** Places a buy of `symbol` at its floor (it rests on the book) from the trading screen's ticket. */
export async function placeRestingBuy(page: Page, symbol: string): Promise<string> {
  const info = await page.evaluate(
    async (s) => (await (await fetch(`/board/getStockInfo/${s}`)).json()) as { f: number },
    symbol,
  );
  return placeTicketOrder(page, { symbol, price: info.f.toFixed(2) });
}
