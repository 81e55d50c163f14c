// The detail page's quote moves with the realtime channel: a futures contract's matches come as
// 6220 (index points, contracts), not 3220, and move its header as they move the derivatives board.
import { PUBLIC_EVENT } from '@sen/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { i18n } from '@/shared/i18n/i18n';
import { realtime } from '@/shared/lib/realtime/realtime';
import { fakeSocket } from '@/shared/testing/fake-socket-realtime';
import { QuoteHeader } from '../components/quote-header';
import { useLiveQuote } from './use-live-quote';
import { testConfig } from '@/shared/testing/test-config';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/fake-socket-realtime'));

const config = { ...testConfig, marketTime: '2026-11-23T10:30:00+07:00' };
const snapshot = {
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
  tradingSession: 'O',
  totalVolume: 38147,
  totalValue: 5_123_142_100,
  avePrice: 134300,
  availableForeignRoom: 0,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignBuyValue: 0,
  foreignSellValue: 0,
  totalForeignBuyVolume: 0,
  totalForeignSellVolume: 0,
  totalForeignBuyValue: 0,
  totalForeignSellValue: 0,
  change: 440,
  changePc: 0.33,
  orderEntries: [],
  buyTotalVolume: 0,
  sellTotalVolume: 0,
  boardId: 'G1',
  maturityDate: '2026-12-17',
  openInterest: 30412,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/board/getStockPrice?symbols=VN30F1M')
        ? Response.json([snapshot])
        : Response.json({ message: `unexpected ${url}` }, { status: 404 }),
    ),
  );
  realtime.connect('/', '/socket.io');
  fakeSocket.current?.fire('connect');
});
afterEach(() => {
  realtime.disconnect();
  vi.unstubAllGlobals();
});

function Live({ symbol }: { symbol: string }) {
  useLiveQuote(symbol);
  return <QuoteHeader symbol={symbol} />;
}

describe('live quote of the detail page', () => {
  it("moves a futures contract's header with its 6220 matches, in index points", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(appConfigQuery.queryKey, config);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Live symbol="VN30F1M" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect((await screen.findByTestId('live-last')).textContent).toBe('1,344.1');
    fakeSocket.current?.fire(PUBLIC_EVENT, {
      data: {
        id: 6220,
        sym: 'VN30F1M',
        sID: 9,
        time: '10:31:00',
        lastPrice: 1345.2,
        lastVol: 3,
        cl: 'i',
        change: '5.50',
        changePc: '0.41',
        totalVol: 38150,
        hp: 1345.2,
        lp: 1339,
        ap: 1343,
        oi: 30415,
      },
    });
    await waitFor(() => expect(screen.getByTestId('live-last').textContent).toBe('1,345.2'));
    expect(screen.getByTestId('live-change').textContent).toBe('+5.5');
  });
});
