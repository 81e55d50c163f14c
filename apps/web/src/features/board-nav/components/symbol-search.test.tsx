import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { appConfigQuery } from '@/shared/config/config-query';
import { defaultWatchlist } from '@/shared/watchlists/watchlist-schema';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';
import { stockListQuery } from '../api/stock-list';
import { SymbolSearch } from './symbol-search';
import { testConfig } from '@/shared/testing/test-config';

const config = testConfig;
const stocks = ['FPT', 'FPTS', 'FRT', 'VNM'].map((code) => ({
  stock_code: code,
  name_vn: `CTCP ${code}`,
  post_to: 'HOSE' as const,
}));

function renderSearch({ listLoaded = true } = {}) {
  const client = new QueryClient();
  client.setQueryData(appConfigQuery.queryKey, config);
  if (listLoaded) client.setQueryData(stockListQuery('/board').queryKey, stocks);
  const router = createMemoryRouter(
    [{ path: '/home/bang-gia/:categoryId', element: <SymbolSearch categoryId="vn30" /> }],
    { initialEntries: ['/home/bang-gia/vn30'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => watchlistStore.set([defaultWatchlist()]));
afterEach(() => vi.unstubAllGlobals());

describe('SymbolSearch', () => {
  it('asks for the whole stock list only when the box is first used, not with the board', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(stocks), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderSearch({ listLoaded: false });
    const input = await screen.findByTestId('symbol-search');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.focus(input);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/board/getlistallstock');
    fireEvent.change(input, { target: { value: 'vn' } });
    await screen.findByRole('option');
  });

  it('suggests codes by prefix in any case and adds the first on Enter', async () => {
    const router = renderSearch();
    const input = await screen.findByTestId('symbol-search');
    fireEvent.change(input, { target: { value: 'fp' } });
    expect(screen.getAllByRole('option').map((option) => option.querySelector('span')?.textContent)).toEqual([
      'FPT',
      'FPTS',
    ]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(watchlistStore.get()[0]?.value).toEqual(['FPT']);
    expect(router.state.location.pathname).toBe('/home/bang-gia/mac-dinh');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('lets the arrow keys choose another suggestion', async () => {
    renderSearch();
    const input = await screen.findByTestId('symbol-search');
    fireEvent.change(input, { target: { value: 'F' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(watchlistStore.get()[0]?.value).toEqual(['FRT']);
  });

  it('says the list is loading, and adds on an Enter pressed before it arrived', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const router = renderSearch({ listLoaded: false });
    const input = await screen.findByTestId('symbol-search');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'vnm' } });
    expect(screen.getByTestId('symbol-suggestions').textContent).toBe('Đang tải...');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(watchlistStore.get()[0]?.value).toEqual([]);
    answer(new Response(JSON.stringify(stocks), { status: 200 }));
    await vi.waitFor(() => expect(watchlistStore.get()[0]?.value).toEqual(['VNM']));
    expect(router.state.location.pathname).toBe('/home/bang-gia/mac-dinh');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
