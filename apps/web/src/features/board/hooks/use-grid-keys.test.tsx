// Order keys on the board's row cursor (issue 21 item 5): B/F1 buy and S/F2 sell the focused row's
// symbol at the focused price cell's price, else the row's last or reference price; nothing else
// starts an order.
import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOrderIntent, orderIntentStore } from '@/shared/orders/order-intent-store';
import { endSession, loginSucceeded } from '@/shared/session/session-store';
import { quoteOf } from '@/shared/testing/trading-stand-in';
import type { Column } from '../lib/columns';
import { quoteStore } from '@/shared/quotes/quote-store';
import { useGridKeys } from './use-grid-keys';

const columns = [
  { id: 'symbol', link: true },
  { id: 'bidPrice1', order: 'BUY' },
  { id: 'askPrice1', order: 'SELL' },
] as unknown as Column[];
const ordered = ['FPT', 'VN30F1M'];

function Grid() {
  const onKeyDown = useGridKeys(columns, ordered, vi.fn());
  return (
    <div role="grid" onKeyDown={onKeyDown}>
      {ordered.map((symbol) => (
        <div role="row" data-symbol={symbol} key={symbol}>
          <div role="gridcell" data-col="symbol">
            <a href={`/${symbol}`}>{symbol}</a>
          </div>
          <div role="gridcell" data-col="bidPrice1" data-order="BUY" data-price="99900" tabIndex={-1} />
          <div role="gridcell" data-col="askPrice1" data-order="SELL" tabIndex={-1} />
        </div>
      ))}
    </div>
  );
}

beforeEach(() => {
  clearOrderIntent();
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  quoteStore.load([quoteOf('FPT', { last: 100_500 }), quoteOf('VN30F1M')]);
});
afterEach(() => endSession(false));

describe('board order keys', () => {
  it('buys the row at the focused price cell with B, sells it at the last price with S from the symbol', () => {
    const { container } = render(<Grid />);
    const bid = container.querySelector<HTMLElement>('[data-symbol="FPT"] [data-col="bidPrice1"]')!;
    bid.focus();
    fireEvent.keyDown(bid, { key: 'b' });
    expect(orderIntentStore.get()).toMatchObject({ symbol: 'FPT', side: 'BUY', price: 99_900 });
    const link = container.querySelector<HTMLElement>('[data-symbol="FPT"] a')!;
    fireEvent.keyDown(link, { key: 'S' });
    expect(orderIntentStore.get()).toMatchObject({ symbol: 'FPT', side: 'SELL', price: 100_500 });
  });

  it('takes F1 and F2 too, and a futures row without a match at its reference', () => {
    const { container } = render(<Grid />);
    const link = container.querySelector<HTMLElement>('[data-symbol="VN30F1M"] a')!;
    fireEvent.keyDown(link, { key: 'F2' });
    expect(orderIntentStore.get()).toMatchObject({ symbol: 'VN30F1M', side: 'SELL', price: 130_000 });
    fireEvent.keyDown(link, { key: 'F1' });
    expect(orderIntentStore.get()).toMatchObject({ symbol: 'VN30F1M', side: 'BUY' });
  });

  it('ignores other letters and Ctrl+B (the arrows move the cursor: e2e keyboard-order-entry)', () => {
    const { container } = render(<Grid />);
    const link = container.querySelector<HTMLElement>('[data-symbol="FPT"] a')!;
    fireEvent.keyDown(link, { key: 'x' });
    fireEvent.keyDown(link, { key: 'b', ctrlKey: true });
    expect(orderIntentStore.get()).toBeNull();
  });
});
