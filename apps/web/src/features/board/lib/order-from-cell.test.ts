import { afterEach, describe, expect, it } from 'vitest';
import { clearOrderIntent, orderIntentStore } from '@/shared/orders/order-intent-store';
import { endSession, loginSucceeded, sessionStore } from '@/shared/session/session-store';
import { orderFromCell } from './order-from-cell';

function row(html: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.symbol = 'FPT';
  element.innerHTML = html;
  return element;
}

afterEach(() => {
  endSession(false);
  clearOrderIntent();
});

describe('order from a double-clicked cell', () => {
  it('opens the login for a visitor', () => {
    const element = row('<div data-order="BUY" data-price="118000">118.00</div>');
    orderFromCell(element.firstElementChild);
    expect(sessionStore.get().loginOpen).toBe(true);
    expect(orderIntentStore.get()).toBeNull();
  });

  it('records BUY/SELL intents with the cell price for a logged-in customer, nothing for other cells', () => {
    loginSucceeded({ sid: 's1', user: 'u1', defaultAcc: '0001' });
    const element = row('<div data-order="SELL" data-price="118100">118.10</div><div>1,000</div>');
    orderFromCell(element.lastElementChild);
    expect(orderIntentStore.get()).toBeNull();
    orderFromCell(element.firstElementChild);
    expect(orderIntentStore.get()).toMatchObject({ symbol: 'FPT', side: 'SELL', price: 118_100 });
    expect(sessionStore.get().loginOpen).toBe(false);
  });
});
