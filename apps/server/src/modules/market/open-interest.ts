// Open interest of the futures: contracts held long (as many as are held short), kept from who
// bought and who sold each match. Order events tell the owner of each order id (the trade event
// comes before its two fills, so both owners are known when it is counted); an owner's net
// position moves by the match volume and open interest by the change of the long positions.
import type { OrderEvent, Owner, TradeEvent } from '@sen/exchange';

const ownerKey = (owner: Owner) =>
  owner.kind === 'broker' ? `a:${owner.accountId}` : `p:${owner.participantId}`;

export class OpenInterestBook {
  /** Owner of each live futures order (board lot), by order id. */
  private readonly owners = new Map<string, string>();
  /** Net position (contracts, + long, - short) of each owner, by symbol. */
  private readonly positions = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();

  /** Open interest of a contract now. */
  of(symbol: string): number {
    return this.totals.get(symbol) ?? 0;
  }

  /** Follows a futures order: its owner while it can still match. */
  onOrder(event: OrderEvent): void {
    if (event.board !== 'lot') return;
    const done =
      event.status === 'rejected' ||
      event.status === 'cancelled' ||
      event.status === 'expired' ||
      (event.status === 'fill' && event.remaining === 0);
    if (done) this.owners.delete(event.orderId);
    else if (event.status === 'accepted') this.owners.set(event.orderId, ownerKey(event.owner));
  }

  /** Counts a futures match; returns the open interest after it. */
  onTrade(event: TradeEvent): number {
    let book = this.positions.get(event.symbol);
    if (!book) this.positions.set(event.symbol, (book = new Map()));
    // An order from before this book existed (a restart) counts as an owner of its own.
    const buyer = this.owners.get(event.buyOrderId) ?? `o:${event.buyOrderId}`;
    const seller = this.owners.get(event.sellOrderId) ?? `o:${event.sellOrderId}`;
    let total = this.of(event.symbol);
    for (const [owner, change] of [
      [buyer, event.volume],
      [seller, -event.volume],
    ] as const) {
      const before = book.get(owner) ?? 0;
      const after = before + change;
      total += Math.max(after, 0) - Math.max(before, 0);
      if (after === 0) book.delete(owner);
      else book.set(owner, after);
    }
    this.totals.set(event.symbol, total);
    return total;
  }
}
