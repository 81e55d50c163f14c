// For component tests of the trading screens: a stand-in for the board host (getStockInfo of a
// canonical quote, written as the board feed writes it) and the trading service (replies per
// command), recording every command sent. Screen tests of other features use it with no quotes.
import { quoteToBoardRecord, type Order, type Quote } from '@sen/protocol';
import { sentCommand, type SentCommand } from '@/shared/testing/sent-command';
import { vi } from 'vitest';
import { testConfig } from '@/shared/testing/test-config';

export type { SentCommand };

export function quoteOf(symbol: string, patch: Partial<Quote> = {}): Quote {
  const future = symbol.startsWith('VN30F');
  const ref = future ? 130_000 : 100_000;
  return {
    symbol,
    market: future ? 'DERIV' : 'HSX',
    kind: future ? 'future' : 'stock',
    ref,
    ceiling: future ? 139_100 : 107_000,
    floor: future ? 120_900 : 93_000,
    last: null,
    lastVolume: 0,
    change: 0,
    changePct: 0,
    open: null,
    high: null,
    low: null,
    avg: null,
    totalVolume: 0,
    totalValue: null,
    bids: future ? [{ price: 129_990, volume: 5 }] : [{ price: 99_900, volume: 1_000 }],
    asks: future
      ? [
          { price: 130_050, volume: 3 },
          { price: 130_100, volume: 7 },
        ]
      : [{ price: 100_100, volume: 2_000 }],
    totalBidVolume: null,
    totalAskVolume: null,
    foreign: { buyVolume: 0, sellVolume: 0, buyValue: 0, sellValue: 0, room: null },
    openInterest: null,
    maturity: null,
    session: null,
    boardId: 'G1',
    ...patch,
  };
}

export function orderOf(patch: Partial<Order>): Order {
  return {
    orderNo: '101',
    refId: 'w1',
    subAcntNo: '0000011',
    symbol: 'FPT',
    market: 'HSX',
    side: 'B',
    orderType: 'LO',
    price: 99_000,
    volume: 100,
    matchedVolume: 0,
    avgMatchPrice: 0,
    status: 'P',
    messageNo: 0,
    nextSession: false,
    tradeDate: '2026-03-02',
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}

/** A coded refusal of the trading service, e.g. `refusal(-8352, 'Số tiền trả vượt quá ...')`. */
export const refusal = (rc: number, rs: string) => new Response(JSON.stringify({ rc, rs }));

/**
 * Stubs fetch: `/config.json`, getStockInfo of `quotes`, and trading commands answered by `reply`
 * (a Response, e.g. a `refusal`, goes out as it is; undefined is the unknown command; any other
 * value is an OK reply carrying it).
 */
export function standIn(quotes: Quote[], reply: (command: SentCommand) => unknown): SentCommand[] {
  const sent: SentCommand[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const info = /\/getStockInfo\/(\w+)$/.exec(url);
      if (info) {
        const quote = quotes.find((q) => q.symbol === info[1]);
        return quote
          ? new Response(JSON.stringify(quoteToBoardRecord(quote)))
          : new Response('null', { status: 404 });
      }
      const data = sentCommand(init?.body);
      sent.push(data);
      const answer = reply(data);
      if (answer instanceof Response) return answer;
      return new Response(
        JSON.stringify(answer === undefined ? { rc: -2, rs: 'unknown' } : { rc: 1, rs: 'OK', data: answer }),
      );
    }),
  );
  return sent;
}
