// Double-click on a price cell (spec §2): bid and match prices start a BUY, ask prices a SELL,
// other cells nothing; a visitor who is not logged in gets the login instead.
import { startOrder, type OrderSide } from '@/shared/orders/order-intent-store';
import { openLogin, sessionStore } from '@/shared/session/session-store';

export function orderFromCell(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const cell = target.closest<HTMLElement>('[data-order]');
  const symbol = cell?.closest<HTMLElement>('[data-symbol]')?.dataset.symbol;
  if (!cell || !symbol) return;
  orderAt(symbol, cell.dataset.order as OrderSide, Number(cell.dataset.price));
}

/** Starts an order of `side` on `symbol` at `price` (none when not a positive number), or the login. */
export function orderAt(symbol: string, side: OrderSide, price: number | null | undefined): void {
  if (!sessionStore.get().token) {
    openLogin();
    return;
  }
  startOrder({
    symbol,
    side,
    price: typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null,
  });
}
