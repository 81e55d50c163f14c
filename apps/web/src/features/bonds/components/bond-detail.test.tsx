// The bond detail quotes the typed volume: the settlement amount, the yield to the customer and the
// cash-flow table; below the minimum purchase it says so and Buy stays disabled.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded } from '@/shared/session/session-store';
import { testConfig } from '@/shared/testing/test-config';
import { BondDetail } from './bond-detail';
import { testBond } from './test-bond';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));
vi.mock('./yield-chart', () => ({ YieldChart: () => null }));

const bond = testBond();
const quote = (volume: number) => {
  const value = volume * 103_258;
  const fee = Math.round(value / 1000);
  return {
    symbol: bond.symbol,
    volume,
    tradeDate: '2026-11-26',
    cleanPrice: 99_950,
    accrued: 3_308,
    value,
    fee,
    tax: 0,
    amount: value + fee,
    flows: [
      { date: '2027-07-03', kind: 'coupon', gross: volume * 8_270, tax: volume * 414, net: volume * 7_856 },
    ],
    sellBack: null,
    yield: 0.0765,
  };
};

beforeEach(() => {
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const body = JSON.parse(String(init?.body)) as { cmd: string; data: { volume: number } };
      return new Response(JSON.stringify({ rc: 1, rs: 'OK', data: quote(body.data.volume) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('BondDetail', () => {
  it('quotes the volume with its cash flows; below the minimum Buy is disabled', async () => {
    const onBuy = vi.fn();
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BondDetail bond={bond} onBuy={onBuy} />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('bond-quote-amount').textContent).toBe('20,672,252'));
    expect(screen.getByTestId('bond-quote-yield').textContent).toBe('7.65%');
    expect(screen.getByTestId('bond-quote-flows').textContent).toContain('03/07/2027');
    fireEvent.click(screen.getByTestId('bond-buy'));
    expect(onBuy).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'buy', volume: 200, amount: 20_672_252 }),
    );
    fireEvent.change(screen.getByTestId('bond-volume'), { target: { value: '50' } });
    await screen.findByTestId('bond-below-minimum');
    expect((screen.getByTestId('bond-buy') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('BondDetail opened from the list', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    scrolled.mockReset();
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
  const detail = (reveal: number) => (
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BondDetail bond={bond} reveal={reveal} onBuy={vi.fn()} />
    </AppProviders>
  );

  it('comes into view with the focus on its heading each time it is chosen (it opens below the list)', async () => {
    const { rerender } = render(detail(1));
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toContain('VHM125002');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(heading);
    heading.blur();
    rerender(detail(2)); // chosen again after scrolling away
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('stays where it is when a tab shows it again (the focus stays on the tab)', async () => {
    render(detail(0));
    const heading = await screen.findByRole('heading', { level: 2 });
    await screen.findByTestId('bond-quote-amount'); // rendered and settled
    expect(document.activeElement).not.toBe(heading);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
