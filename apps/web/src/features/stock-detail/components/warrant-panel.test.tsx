// The warrant panel of the detail page with the board and info hosts answered by a stand-in: its
// terms as issued and after the underlying's bonus issue, and the analytics over the live prices.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { syncMarketClock } from '@/shared/lib/market-clock';
import { WarrantPanel } from './warrant-panel';
import { testConfig } from '@/shared/testing/test-config';

const config = { ...testConfig, marketTime: '2026-11-26T10:30:00+07:00' };
// CFPT2601: 5:1 at 36,000 (board units: thousands); FPT went ex a 100:70 bonus on 2026-11-02.
const row = {
  code: 'CFPT2601',
  issuer: 'KIS',
  expire_date: '28/12/2026',
  lastTradingDate: '24/12/2026',
  firstDate: '01/09/2026',
  underlying: 'FPT',
  ratio: '5:1',
  exercisePrice: 36,
  price: 0.5,
  status: 'O',
  uLastPrice: 21,
  uRef: 20.9,
  uCeil: 22.35,
  uFloor: 19.45,
};
const snapshot = {
  symbol: 'CFPT2601',
  marketId: 'STO',
  ceil: 700,
  floor: 300,
  ref: 500,
  lastPrice: 600,
  lastVolume: 100,
  openPrice: 500,
  lowestPrice: 500,
  highestPrice: 600,
  tradingSession: 'O',
  totalVolume: 1000,
  totalValue: 600000,
  avePrice: 550,
  availableForeignRoom: 0,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignBuyValue: 0,
  foreignSellValue: 0,
  totalForeignBuyVolume: 0,
  totalForeignSellVolume: 0,
  totalForeignBuyValue: 0,
  totalForeignSellValue: 0,
  change: 100,
  changePc: 20,
  orderEntries: [],
  buyTotalVolume: 0,
  sellTotalVolume: 0,
  boardId: 'G1',
  maturityDate: null,
  openInterest: null,
};
const page = (items: object[]) => ({ page: 1, size: 10, total: items.length, items, simulated: true });
const bar = (date: string, close: number) => ({
  date,
  reference: close,
  open: close,
  high: close,
  low: close,
  close,
  volume: 0,
  value: 0,
  putThroughVolume: 0,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignBuyValue: 0,
  foreignSellValue: 0,
  foreignRoom: 0,
  change: 0,
  changePct: 0,
  simulated: true,
});
const bonus = {
  kind: 'stock-dividend',
  id: 'FPT-2026-bonus',
  title: { vi: 'Thưởng cổ phiếu', en: 'Bonus shares' },
  exDate: '2026-11-02',
  ratio: '100:70',
  simulated: true,
};

beforeEach(() => {
  syncMarketClock(config.marketTime);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/board/getCW') return Response.json([row]);
      if (url.startsWith('/board/getStockPrice')) return Response.json([snapshot]);
      if (url.startsWith('/info/stockEvents.pt')) return Response.json(page([bonus]));
      if (url.startsWith('/info/stockHis.pt'))
        return Response.json({
          ...page([bar('2026-11-02', 19_700), bar('2026-10-30', 33_400)]),
          symbol: 'FPT',
        });
      return Response.json({ message: `unexpected ${url}` }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(symbol: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appConfigQuery.queryKey, config);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <WarrantPanel symbol={symbol} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const fact = (id: string) => within(screen.getByTestId(`warrant-${id}`)).getByRole('definition');

describe('warrant panel', () => {
  it('shows the terms after the bonus issue and the analytics over them', async () => {
    await i18n.changeLanguage('vi');
    renderPanel('CFPT2601');
    await screen.findByTestId('warrant-panel');
    expect(fact('exercise')?.textContent).toBe('36.00');
    expect(fact('ratio')?.textContent).toBe('5:1');
    // 33,400 -> 19,650 (exRightsReference): x 0.58832 -> 21,180 and 2.9416:1.
    await screen.findByText('21.18');
    expect(fact('adjusted-exercise')?.textContent).toBe('21.18');
    expect(fact('adjusted-ratio')?.textContent).toBe('2.9416:1');
    expect(fact('adjustments')?.textContent).toBe('02/11/2026');
    // Break-even 21,180 + 600 x 2.9416 = 22,945; against 21,000: +9.26%, 21,000 / 1,764.96 = 11.90x.
    expect(fact('breakeven')?.textContent).toBe('22.95');
    expect(fact('premium')?.textContent).toBe('+9.26%');
    expect(fact('gearing')?.textContent).toBe('11.90x');
    expect(fact('moneyness')?.textContent).toBe('Ngoài tiền');
    expect(fact('days')?.textContent).toBe('32 ngày (còn 21 phiên giao dịch)');
  });
  it('shows nothing for a share', async () => {
    const { container } = renderPanel('FPT');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });
});
