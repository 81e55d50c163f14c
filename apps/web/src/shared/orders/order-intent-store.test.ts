import { describe, expect, it } from 'vitest';
import { clearOrderIntent, orderIntentStore, startOrder } from './order-intent-store';

describe('order intent store', () => {
  it('records each intent with a new sequence and clears', () => {
    startOrder({ symbol: 'FPT', side: 'BUY', price: 118_000 });
    const first = orderIntentStore.get();
    expect(first).toMatchObject({ symbol: 'FPT', side: 'BUY', price: 118_000 });
    startOrder({ symbol: 'FPT', side: 'BUY', price: 118_000 });
    expect(orderIntentStore.get()?.sequence).toBe((first?.sequence ?? 0) + 1);
    clearOrderIntent();
    expect(orderIntentStore.get()).toBeNull();
  });
});
