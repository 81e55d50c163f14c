// One price of one side: a FIFO of orders (intrusive doubly-linked list) and its aggregates.
import type { BookOrder } from './book-order.ts';

/** Orders at one price, oldest first. */
export class PriceLevel<T> {
  head: BookOrder<T> | null = null;
  tail: BookOrder<T> | null = null;
  /** Open volume of all orders here (market orders included). */
  volume = 0;
  /** Open volume of ATO/ATC orders parked here. */
  marketVolume = 0;
  count = 0;

  /** Appends at the back of the queue (latest time priority). */
  push(order: BookOrder<T>): void {
    order.prev = this.tail;
    order.next = null;
    if (this.tail) this.tail.next = order;
    else this.head = order;
    this.tail = order;
    order.resting = true;
    this.volume += order.remaining;
    if (order.isMarket) this.marketVolume += order.remaining;
    this.count += 1;
  }

  /** Unlinks an order (its remaining volume leaves the aggregates). */
  unlink(order: BookOrder<T>): void {
    if (order.prev) order.prev.next = order.next;
    else this.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else this.tail = order.prev;
    order.prev = null;
    order.next = null;
    order.resting = false;
    this.volume -= order.remaining;
    if (order.isMarket) this.marketVolume -= order.remaining;
    this.count -= 1;
  }

  /** Takes volume off an order in place (a fill or a volume cut keeps its place). */
  reduce(order: BookOrder<T>, volume: number): void {
    order.remaining -= volume;
    this.volume -= volume;
    if (order.isMarket) this.marketVolume -= volume;
  }
}
