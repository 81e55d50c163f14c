// The "start order" intent: a price board cell (or any screen) asks for an order ticket on a
// symbol, side and price. The order ticket opens from this store; the board only records the intent.
import { createStore } from '@/shared/lib/create-store';

export type OrderSide = 'BUY' | 'SELL';

export interface OrderIntent {
  symbol: string;
  side: OrderSide;
  /** Canonical price (VND integer; futures index points x 100), null for a cell without a price. */
  price: number | null;
  /** Increases with every intent, so the same intent twice is still two requests. */
  sequence: number;
}

export const orderIntentStore = createStore<OrderIntent | null>(null);

let sequence = 0;

/** Records an intent to start an order; the order ticket reads it. */
export function startOrder(intent: Omit<OrderIntent, 'sequence'>): void {
  sequence += 1;
  orderIntentStore.set({ ...intent, sequence });
}

/** The ticket consumed (or dismissed) the intent. */
export function clearOrderIntent(): void {
  orderIntentStore.set(null);
}
