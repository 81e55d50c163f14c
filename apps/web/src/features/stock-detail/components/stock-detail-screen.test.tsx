// The stock detail page with the info host answered by a stand-in: one section's request fails,
// it shows its error body, time and a retry, and the other sections keep working.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { syncMarketClock } from '@/shared/lib/market-clock';
import { StockDetailScreen } from './stock-detail-screen';

vi.mock('@/shared/lib/realtime/realtime', async () => {
  const { createRealtimeClient } = await import('@/shared/lib/realtime/realtime-client');
  const socket = {
    on: () => undefined,
    emit: () => undefined,
    connect: () => undefined,
    disconnect: () => undefined,
  };
  return { realtime: createRealtimeClient(() => socket) };
});

const config = {
  version: '2.2.2',
  boardBase: '/board',
  infoBase: '/info',
  tradingBase: '/trading',
  bondBase: '/bond',
  realtimeUrl: '/',
  realtimePath: '/socket.io',
  marketTime: '2026-11-23T10:30:00+07:00',
  clock: 'demo' as const,
  simulated: true,
};
const snapshot = {
  symbol: 'FPT',
  marketId: 'STO',
  ceil: 126200,
  floor: 109800,
  ref: 118000,
  lastPrice: 118500,
  lastVolume: 100,
  openPrice: 118000,
  lowestPrice: 117900,
  highestPrice: 118600,
  tradingSession: 'O',
  totalVolume: 15600,
  totalValue: 1848600000,
  avePrice: 118300,
  availableForeignRoom: 260367000,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignBuyValue: 0,
  foreignSellValue: 0,
  totalForeignBuyVolume: 0,
  totalForeignSellVolume: 0,
  totalForeignBuyValue: 0,
  totalForeignSellValue: 0,
  change: 500,
  changePc: 0.42,
  orderEntries: [],
  buyTotalVolume: 0,
  sellTotalVolume: 0,
  boardId: 'G1',
  maturityDate: null,
  openInterest: null,
};
const income = {
  symbol: 'FPT',
  period: 'quarter',
  report: 'income',
  pe: 21.9,
  pb: 1.7,
  page: 1,
  size: 8,
  total: 1,
  simulated: true,
  items: [
    {
      period: '2026-Q3',
      revenue: 17_597_556_000_000,
      grossProfit: 3_778_590_000_000,
      netProfit: 2_203_302_000_000,
      eps: 1498,
      simulated: true,
    },
  ],
};
const balance = {
  ...income,
  report: 'balance',
  items: [
    {
      period: '2026-Q3',
      totalAssets: 70_000_000_000_000,
      liabilities: 30_000_000_000_000,
      equity: 40_000_000_000_000,
      simulated: true,
    },
  ],
};

let balanceFails = true;

beforeEach(() => {
  balanceFails = true;
  syncMarketClock(config.marketTime);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('NOPE1'))
        return Response.json(
          { statusCode: 404, error: 'unknown_symbol', message: 'Unknown symbol NOPE1' },
          { status: 404 },
        );
      if (url.startsWith('/board/getStockPrice')) return Response.json([snapshot]);
      // The info host's reply for a listed symbol without a company (a covered warrant here).
      if (url.startsWith('/info/') && url.includes('symbol=CFPT2601'))
        return Response.json(
          { statusCode: 404, error: 'unknown_symbol', message: 'No company data for CFPT2601' },
          { status: 404 },
        );
      if (url.includes('report=IS'))
        return Response.json({ ...income, period: url.includes('type=Y') ? 'year' : 'quarter' });
      if (url.includes('report=BS')) {
        return balanceFails
          ? Response.json(
              { statusCode: 503, error: 'unavailable', message: 'Balance sheets are being rebuilt' },
              { status: 503 },
            )
          : Response.json(balance);
      }
      return Response.json({ message: `unexpected ${url}` }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appConfigQuery.queryKey, config);
  const router = createMemoryRouter([{ path: '/home/co-phieu/:symbol', element: <StockDetailScreen /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('stock detail sections', () => {
  it('shows a failing section with its error body, time and retry while the others work', async () => {
    renderPage('/home/co-phieu/fpt?tab=financials');
    const balancePanel = await screen.findByTestId('statement-balance');
    const error = await within(balancePanel).findByTestId('section-error');
    expect(within(error).getByTestId('section-error-body').textContent).toBe(
      'Balance sheets are being rebuilt',
    );
    expect(error.textContent).toMatch(/Lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

    const incomePanel = screen.getByTestId('statement-income');
    await waitFor(() => expect(within(incomePanel).getAllByText('17,597.56').length).toBeGreaterThan(0));
    expect(within(incomePanel).queryByTestId('section-error')).toBeNull();
    expect((await screen.findByTestId('live-last')).textContent).toBe('118.50');
    expect(screen.getByTestId('simulated-label').textContent).toBe('Dữ liệu mô phỏng');

    balanceFails = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(within(balancePanel).getAllByText('70,000.00').length).toBeGreaterThan(0));
    expect(within(balancePanel).queryByTestId('section-error')).toBeNull();
  });

  it("shows the foreign room in shares, as the board's room column does", async () => {
    renderPage('/home/co-phieu/FPT');
    await screen.findByTestId('live-last');
    const label = await screen.findByText('Room NN');
    expect(label.nextElementSibling?.textContent).toBe('260,367,000');
  });

  it('says a covered warrant has no company data instead of failing each company section', async () => {
    for (const tab of ['company', 'financials', 'events']) {
      renderPage(`/home/co-phieu/CFPT2601?tab=${tab}`);
      const panel = await screen.findByTestId(`section-${tab}`);
      await waitFor(() => expect(within(panel).getAllByTestId('section-none').length).toBeGreaterThan(0));
      expect(within(panel).getAllByTestId('section-none')[0]!.textContent).toBe(
        'Mã này không có dữ liệu doanh nghiệp (chứng quyền, ETF, trái phiếu hoặc hợp đồng tương lai).',
      );
      expect(within(panel).queryByTestId('section-error')).toBeNull();
      expect(within(panel).queryByRole('button', { name: 'Thử lại' })).toBeNull();
      cleanup();
    }
  });

  it('still shows the error of a company section for a symbol the market does not list', async () => {
    renderPage('/home/co-phieu/NOPE1?tab=company');
    const panel = await screen.findByTestId('section-company');
    expect((await within(panel).findByTestId('section-error-body')).textContent).toBe('Unknown symbol NOPE1');
    expect(within(panel).queryByTestId('section-none')).toBeNull();
  });

  it('switches to annual statements', async () => {
    balanceFails = false;
    renderPage('/home/co-phieu/FPT?tab=financials');
    await screen.findAllByText('Q3/2026');
    await userEvent.click(screen.getByTestId('period-year'));
    await waitFor(() =>
      expect(
        screen.getByTestId('statement-income').querySelector('[data-period]')?.getAttribute('data-period'),
      ).toBe('year'),
    );
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('type=Y&report=IS'))).toBe(true);
  });
});
