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
import { testConfig } from '@/shared/testing/test-config';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const config = { ...testConfig, marketTime: '2026-11-23T10:30:00+07:00' };
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

// A VN30F contract as the board host gives it: prices in index points x 100, volumes in contracts,
// values summed as price x contracts (a canonical price unit of a contract is 1,000 VND).
const futureSnapshot = {
  ...snapshot,
  symbol: 'VN30F1M',
  marketId: 'DER',
  ceil: 143340,
  floor: 124600,
  ref: 133970,
  lastPrice: 134410,
  lastVolume: 4,
  openPrice: 134200,
  lowestPrice: 133900,
  highestPrice: 134500,
  totalVolume: 38147,
  totalValue: 5_123_142_100,
  avePrice: 134300,
  availableForeignRoom: 0,
  totalForeignBuyVolume: 1250,
  totalForeignSellVolume: 980,
  change: 440,
  changePc: 0.33,
  maturityDate: '2026-12-17',
  openInterest: 30412,
};
const futureDay = {
  date: '2026-11-20',
  reference: 134210,
  open: 134120,
  high: 134610,
  low: 133800,
  close: 133870,
  volume: 134599,
  value: 18_041_313_463,
  putThroughVolume: 0,
  foreignBuyVolume: 4196,
  foreignSellVolume: 7128,
  foreignBuyValue: 562_421_350,
  foreignSellValue: 955_419_300,
  foreignRoom: 0,
  change: -340,
  changePct: -0.25,
  simulated: true,
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
      if (url.startsWith('/board/getStockPrice'))
        return Response.json([url.includes('VN30F1M') ? futureSnapshot : snapshot]);
      if (url.startsWith('/info/stockHis.pt') && url.includes('symbol=VN30F1M'))
        return Response.json({
          symbol: 'VN30F1M',
          page: 1,
          size: 20,
          total: 1,
          items: [futureDay],
          simulated: true,
        });
      // The info host has no company for a futures contract, as for a warrant.
      if (url.startsWith('/info/') && url.includes('symbol=VN30F1M'))
        return Response.json(
          { statusCode: 404, error: 'unknown_symbol', message: 'No company data for VN30F1M' },
          { status: 404 },
        );
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

  it('shows a stock in thousands of VND and volumes in tens of shares on HOSE', async () => {
    renderPage('/home/co-phieu/FPT');
    expect((await screen.findByTestId('live-last')).textContent).toBe('118.50');
    expect(screen.getByTestId('live-change').textContent).toBe('+0.50');
    expect(screen.getByTestId('live-exchange').textContent).toBe('HOSE');
    expect(screen.getByTestId('unit-legend').textContent).toBe('Giá x1000 VNĐ, KL x10, giá trị tỷ VNĐ');
    const facts = await screen.findByTestId('quote-panel');
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(fact('TC')).toBe('118.00');
    expect(fact('Trần')).toBe('126.20');
    expect(fact('Tổng KL')).toBe('1,560');
    expect(fact('Tổng GT')).toBe('1.85');
    expect(within(facts).queryByText('KL mở (OI)')).toBeNull();
  });

  it('shows a futures contract in index points and contracts, as the derivatives board does', async () => {
    renderPage('/home/co-phieu/VN30F1M');
    expect((await screen.findByTestId('live-last')).textContent).toBe('1,344.1');
    expect(screen.getByTestId('live-change').textContent).toBe('+4.4');
    expect(screen.getByTestId('live-exchange').textContent).toBe('Phái sinh');
    expect(screen.getByTestId('unit-legend').textContent).toBe('Giá: điểm, KL: hợp đồng, giá trị tỷ VNĐ');

    const facts = await screen.findByTestId('quote-panel');
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(fact('TC')).toBe('1,339.7');
    expect(fact('Trần')).toBe('1,433.4');
    expect(fact('Sàn')).toBe('1,246.0');
    expect(fact('Mở cửa')).toBe('1,342.0');
    expect(fact('Cao')).toBe('1,345.0');
    expect(fact('Thấp')).toBe('1,339.0');
    expect(fact('Tổng KL')).toBe('38,147');
    // 38,147 contracts at about 1,343 points (134.3 million VND a contract).
    expect(fact('Tổng GT')).toBe('5,123.14');
    expect(fact('NN mua')).toBe('1,250');
    expect(fact('KL mở (OI)')).toBe('30,412');
    expect(fact('Ngày đáo hạn')).toBe('17/12/2026');
    expect(within(facts).queryByText('Room NN')).toBeNull();

    const recent = await screen.findByTestId('recent-sessions');
    const row = await within(recent).findByRole('row', { name: /20\/11\/2026/ });
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '20/11/2026',
      '1,338.7',
      '-3.4 (-0.25%)',
      '1,341.2',
      '1,346.1',
      '1,338.0',
      '134,599',
      '18,041.31',
      '0',
    ]);

    const brief = screen.getByTestId('company-brief');
    expect((await within(brief).findByTestId('section-none')).textContent).toBe(
      'Mã này không có dữ liệu doanh nghiệp (chứng quyền, ETF, trái phiếu hoặc hợp đồng tương lai).',
    );
    expect(within(brief).queryByTestId('section-error')).toBeNull();
    // a futures contract has no company: the overview does not ask for it (a 404 in the console)
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('companyInfo.pt'))).toBe(false);
  });

  it("shows a futures contract's trading data in contracts, without a foreign room", async () => {
    renderPage('/home/co-phieu/VN30F1M?tab=trading');
    const history = await screen.findByTestId('history-table');
    expect([...history.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      '20/11/2026',
      '1,338.7',
      '-3.4 (-0.25%)',
      '1,341.2',
      '1,346.1',
      '1,338.0',
      '134,599',
      '18,041.31',
      '0',
    ]);
    const foreign = await screen.findByTestId('foreign-table');
    expect([...foreign.querySelectorAll('th')].map((cell) => cell.textContent)).not.toContain('Room còn lại');
    expect([...foreign.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      '20/11/2026',
      '4,196',
      '7,128',
      '-2,932',
      '562.42',
      '955.42',
      '-393.00',
    ]);
  });

  it('names the derivatives market in English', async () => {
    await i18n.changeLanguage('en');
    try {
      renderPage('/home/co-phieu/VN30F1M');
      expect((await screen.findByTestId('live-exchange')).textContent).toBe('Derivatives');
      expect(screen.getByTestId('unit-legend').textContent).toBe(
        'Price in index points, volume in contracts, value VND bn',
      );
    } finally {
      await i18n.changeLanguage('vi');
    }
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
