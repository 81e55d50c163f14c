import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { useCategorySymbols } from '../hooks/use-category-symbols';
import { useQuoteSnapshot } from '../hooks/use-quote-snapshot';
import { quoteStore } from '@/shared/quotes/quote-store';
import { fetchQuotes } from './board-api';
import { BOARD_BOOT_ELEMENT_ID, bootCategories, resetBoardBoot, takeBootQuotes } from './board-boot';
import { testConfig } from '@/shared/testing/test-config';

const status = vi.hoisted(() => ({ store: null as null | { set(value: unknown): void } }));
vi.mock('@/shared/lib/realtime/realtime', async () => {
  const { createStore: create } = await import('@/shared/lib/create-store');
  const store = create({ server: 'unknown', registration: 'unknown' });
  status.store = store;
  return { realtime: { status: store, onMessage: () => () => {} } };
});

const row = (symbol: string, ref: number) => ({
  symbol,
  marketId: 'STO',
  ceil: Math.round(ref * 1.07),
  floor: Math.round(ref * 0.93),
  ref,
  lastPrice: null,
  lastVolume: 0,
  openPrice: null,
  lowestPrice: null,
  highestPrice: null,
  tradingSession: 'P',
  totalVolume: 0,
  totalValue: 0,
  avePrice: null,
  availableForeignRoom: 1000,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignBuyValue: 0,
  foreignSellValue: 0,
  totalForeignBuyVolume: 0,
  totalForeignSellVolume: 0,
  totalForeignBuyValue: 0,
  totalForeignSellValue: 0,
  change: 0,
  changePc: 0,
  orderEntries: [],
  buyTotalVolume: 0,
  sellTotalVolume: 0,
  boardId: 'G1',
  maturityDate: null,
  openInterest: null,
});
const category = (id: string, symbols: string[], sequence: number) => ({
  id,
  name: id.toUpperCase(),
  path: `/home/bang-gia/${id}`,
  type: 'group',
  value: symbols,
  pinnedRow: [],
  symbols: symbols.join(','),
  sequence,
});
const categories = [category('hsx', ['FPT', 'VNM', 'HPG'], 1), category('vn30', ['FPT', 'VNM'], 2)];
const config = testConfig;

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOARD_BOOT_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

beforeEach(() => resetBoardBoot());
afterEach(() => {
  document.getElementById(BOARD_BOOT_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('board data inlined in the page', () => {
  it('gives the category list, and the snapshot once to a board of exactly its symbols (rows the codec refuses left out)', () => {
    inline(
      JSON.stringify({
        categoryId: 'vn30',
        categories,
        quotes: [row('FPT', 118_000), row('VNM', 60_000), { symbol: 'BAD', ref: -1 }],
      }),
    );
    expect(bootCategories()).toEqual(categories);
    expect(takeBootQuotes(['FPT', 'VNM', 'HPG'])).toBeUndefined();
    const quotes = takeBootQuotes(['FPT', 'VNM']);
    expect(quotes?.map((quote) => [quote.symbol, quote.ref])).toEqual([
      ['FPT', 118_000],
      ['VNM', 60_000],
    ]);
    expect(takeBootQuotes(['FPT', 'VNM'])).toBeUndefined();
  });

  it("checks the first screen's rows for the first render and loads the others after the first paint", async () => {
    inline(
      JSON.stringify({
        categoryId: 'hsx',
        categories,
        quotes: [row('FPT', 118_000), row('VNM', 60_000), row('HPG', 25_000)],
      }),
    );
    const first = takeBootQuotes(['FPT', 'VNM', 'HPG'], 1);
    expect(first?.map((quote) => quote.symbol)).toEqual(['FPT']);
    quoteStore.load(first!);
    expect(quoteStore.get('HPG')).toBeUndefined();
    await waitFor(() => expect(quoteStore.get('HPG')?.ref).toBe(25_000));
    expect(quoteStore.get('VNM')?.ref).toBe(60_000);
    quoteStore.clear();
  });

  it('leaves the quote store alone when another board took it before the first paint', async () => {
    resetBoardBoot();
    inline(
      JSON.stringify({ categoryId: 'vn30', categories, quotes: [row('FPT', 118_000), row('VNM', 60_000)] }),
    );
    const first = takeBootQuotes(['FPT', 'VNM'], 1);
    quoteStore.load(first!);
    quoteStore.clear();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quoteStore.get('VNM')).toBeUndefined();
  });

  it.each([
    ['no element', null],
    ['not JSON', '{"categoryId":'],
    ['not the shape', JSON.stringify({ categoryId: 'vn30', categories: 'x', quotes: [] })],
  ])('is ignored when there is %s', (_case, text) => {
    if (text !== null) inline(text);
    expect(bootCategories()).toBeUndefined();
    expect(takeBootQuotes(['FPT', 'VNM'])).toBeUndefined();
  });

  it('lets the board show its symbols and prices before any request, then asks for the prices again once the realtime channel is on', async () => {
    inline(
      JSON.stringify({ categoryId: 'vn30', categories, quotes: [row('FPT', 118_000), row('VNM', 60_000)] }),
    );
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        return new Response(JSON.stringify([row('FPT', 118_100), row('VNM', 60_000)]), { status: 200 });
      }),
    );
    const client = new QueryClient();
    client.setQueryData(appConfigQuery.queryKey, config);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const symbols = useCategorySymbols('vn30');
        const snapshot = useQuoteSnapshot(
          `lot:${symbols?.join(',')}`,
          (base, signal) => fetchQuotes(base, symbols ?? [], signal),
          symbols !== undefined,
          () => takeBootQuotes(symbols ?? []),
        );
        // What the rows read when they are first drawn (their layout effect, before the paint).
        return { symbols, first: snapshot.data?.[0]?.ref, inStore: quoteStore.get('VNM')?.ref };
      },
      { wrapper },
    );
    // The first render already has both, from the page, and the rows' store has the prices.
    expect(result.current).toEqual({ symbols: ['FPT', 'VNM'], first: 118_000, inStore: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    act(() => status.store!.set({ server: 'on', registration: 'unknown' }));
    await waitFor(() => expect(result.current.first).toBe(118_100));
    expect(quoteStore.get('FPT')?.ref).toBe(118_100);
    expect(requests).toEqual(['/board/getStockPrice?symbols=FPT,VNM']);
  });
});
