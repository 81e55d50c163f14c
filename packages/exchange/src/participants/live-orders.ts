import type { OrderEvent } from '../exchange/events.ts';
import type { Side } from '../exchange/types.ts';

/** A simulated participant's order while it rests in a book; `remaining` 0 once it is gone. */
export interface LiveOrder {
  readonly id: string;
  price: number;
  remaining: number;
  readonly side: Side;
}

/** Follows the participants' own orders through the exchange's order events. */
export class LiveOrders {
  private readonly live = new Map<string, LiveOrder>();

  /** Number of orders resting now. */
  get size(): number {
    return this.live.size;
  }

  /** The resting order with this id, if it still rests. */
  get(id: string): LiveOrder | undefined {
    return this.live.get(id);
  }

  /** Applies one order event of a participant. */
  apply(event: OrderEvent): void {
    switch (event.status) {
      case 'accepted':
        if (event.remaining > 0 && event.price !== null)
          this.live.set(event.orderId, {
            id: event.orderId,
            price: event.price,
            remaining: event.remaining,
            side: event.side,
          });
        return;
      case 'fill':
      case 'replaced': {
        const order = this.live.get(event.orderId);
        if (!order) return;
        order.remaining = event.remaining;
        if (event.price !== null) order.price = event.price;
        if (event.remaining <= 0) this.live.delete(event.orderId);
        return;
      }
      case 'cancelled':
      case 'expired': {
        const order = this.live.get(event.orderId);
        if (order) order.remaining = 0;
        this.live.delete(event.orderId);
        return;
      }
      default:
        return;
    }
  }

  /** Forgets everything (a new trading day starts with empty books). */
  clear(): void {
    for (const order of this.live.values()) order.remaining = 0;
    this.live.clear();
  }
}
