// Double-click on a price cell (spec §2): bid and match prices start a BUY, ask prices a SELL,
// other cells nothing; a visitor who is not logged in gets the login instead.
import { startOrder, type OrderSide } from '@/shared/orders/order-intent-store';
import { openLogin, sessionStore } from '@/shared/session/session-store';

export function orderFromCell(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const cell = target.closest<HTMLElement>('[data-order]');
  const symbol = cell?.closest<HTMLElement>('[data-symbol]')?.dataset.symbol;
  if (!cell || !symbol) return;
  if (!sessionStore.get().token) {
    openLogin();
    return;
  }
  const price = Number(cell.dataset.price);
  startOrder({
    symbol,
    side: cell.dataset.order as OrderSide,
    price: Number.isFinite(price) && price > 0 ? price : null,
  });
}
