// The order ticket's quote moves with the realtime channel: its symbol's best three bids and asks
// (3210) and matches (3220) of the main board, not another symbol's nor the odd-lot board's; the
// symbol is joined while the ticket shows it and left after.
import { PUBLIC_EVENT, type Quote } from '@sen/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '@/shared/config/config-query';
import { realtime } from '@/shared/lib/realtime/realtime';
import { fakeSocket } from '@/shared/testing/fake-socket-realtime';
import { FULL_TRADE } from '@/shared/lib/realtime/test-socket';
import { testConfig } from '@/shared/testing/test-config';
import { quoteOf } from '@/shared/testing/trading-stand-in';
import { symbolQuoteQuery } from '../api/order-api';
import { useLiveTicketQuote } from './use-live-ticket-quote';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/fake-socket-realtime'));

beforeEach(() => {
  realtime.connect('/', '/socket.io');
  fakeSocket.current?.fire('connect');
});
afterEach(() => {
  realtime.disconnect();
});

function Live({ symbol }: { symbol: string | undefined }) {
  useLiveTicketQuote(symbol);
  return null;
}

// The best level and two empty ones, as the board feed writes a thin side.
const depth = (sym: string, side: 'B' | 'S', g1: string, boardId?: string) => ({
  data: { id: 3210, sym, side, g1, g2: '0|0|e', g3: '0|0|e', ...(boardId ? { boardId } : {}) },
});

describe("the order ticket's live quote", () => {
  it("moves the ticket's quote with its symbol's main-board depth and matches, and leaves the symbol after", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(appConfigQuery.queryKey, testConfig);
    const { queryKey } = symbolQuoteQuery(testConfig.boardBase, 'FPT');
    client.setQueryData<Quote>(queryKey, quoteOf('FPT'));
    const quote = () => client.getQueryData<Quote>(queryKey)!;
    const view = render(
      <QueryClientProvider client={client}>
        <Live symbol="FPT" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(JSON.stringify(fakeSocket.current?.sent)).toContain('FPT'));

    fakeSocket.current?.fire(PUBLIC_EVENT, depth('FPT', 'B', '99.80|25|d'));
    await waitFor(() => expect(quote().bids).toEqual([{ price: 99_800, volume: 250 }]));
    // Another symbol's depth and the odd-lot board's leave the ticket's quote as it is.
    fakeSocket.current?.fire(PUBLIC_EVENT, depth('VNM', 'B', '60.00|5|d'));
    fakeSocket.current?.fire(PUBLIC_EVENT, depth('FPT', 'B', '99.00|7|d', 'G4'));
    fakeSocket.current?.fire(PUBLIC_EVENT, depth('FPT', 'S', '100.20|3|i'));
    await waitFor(() => expect(quote().asks).toEqual([{ price: 100_200, volume: 30 }]));
    expect(quote().bids).toEqual([{ price: 99_800, volume: 250 }]);
    fakeSocket.current?.fire(PUBLIC_EVENT, { data: FULL_TRADE });
    await waitFor(() => expect(quote().last).toBe(97_500));

    const sentBefore = fakeSocket.current!.sent.length;
    view.unmount();
    expect(fakeSocket.current!.sent.length).toBeGreaterThan(sentBefore); // the symbol left
    fakeSocket.current?.fire(PUBLIC_EVENT, depth('FPT', 'B', '98.00|1|d'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quote().bids).toEqual([{ price: 99_800, volume: 250 }]);
  });

  it('joins nothing without a symbol', async () => {
    const client = new QueryClient();
    client.setQueryData(appConfigQuery.queryKey, testConfig);
    const before = fakeSocket.current!.sent.length;
    render(
      <QueryClientProvider client={client}>
        <Live symbol={undefined} />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeSocket.current!.sent.length).toBe(before);
  });
});
