import { describe, expect, it } from 'vitest';
import { REFERENCE, RESTRICTED_HOSE_SYMBOLS } from '../reference/reference-data.ts';
import type { ExchangeEvent, TradeEvent } from './events.ts';
import { Exchange } from './exchange.ts';
import { alice, at, bob, INSTRUMENTS } from './test-support.ts';
import type { OrderRequest } from './types.ts';

// A HOSE restricted stock (PCA) beside the usual test instruments.
const RKF = {
  symbol: 'RKF',
  market: 'HSX',
  kind: 'stock',
  referencePrice: 10_000,
  restricted: true,
} as const;

function open(time: string): { exchange: Exchange; events: ExchangeEvent[] } {
  const exchange = new Exchange({ instruments: [...INSTRUMENTS, RKF], startTime: at(time) });
  const events: ExchangeEvent[] = [];
  exchange.onEvent((event) => events.push(event));
  return { exchange, events };
}

const lo = (side: 'B' | 'S', price: number, owner = side === 'B' ? alice : bob): OrderRequest => ({
  symbol: 'RKF',
  side,
  type: 'LO',
  price,
  volume: 1_000,
  owner,
});

const tradesOf = (events: ExchangeEvent[], symbol = 'RKF'): TradeEvent[] =>
  events.filter((e): e is TradeEvent => e.type === 'trade' && e.symbol === symbol);

describe('HOSE restricted stocks (PCA): periodic call auctions', () => {
  it('flags a few simulated HOSE stocks as restricted in the reference data', () => {
    const flagged = REFERENCE.stocks.filter((s) => s.restricted);
    expect(flagged.map((s) => s.symbol).sort()).toEqual([...RESTRICTED_HOSE_SYMBOLS].sort());
    expect(flagged.every((s) => s.exchange === 'HSX' && s.simulated)).toBe(true);
  });

  it('collects orders during a call and matches them only when the call ends', () => {
    const { exchange, events } = open('09:16');
    expect(exchange.submit(lo('B', 10_100)).ok).toBe(true);
    expect(exchange.submit(lo('S', 9_900)).ok).toBe(true);
    expect(tradesOf(events)).toEqual([]);
    expect(exchange.snapshot('RKF')!.last).toBe(0);
    exchange.advanceTo(at('09:29:59'));
    expect(tradesOf(events)).toEqual([]);
    exchange.advanceTo(at('09:30'));
    // One price for the call, inside both limits and nearest the reference.
    expect(tradesOf(events)).toMatchObject([
      { price: 10_000, volume: 1_000, session: 'PERIODIC', aggressor: null, time: at('09:30') },
    ]);
    // An ordinary HOSE stock still matches continuously at the same time.
    exchange.submit({ symbol: 'HPG', side: 'B', type: 'LO', price: 10_000, volume: 100, owner: alice });
    exchange.submit({ symbol: 'HPG', side: 'S', type: 'LO', price: 10_000, volume: 100, owner: bob });
    expect(tradesOf(events, 'HPG')).toMatchObject([{ session: 'CONTINUOUS' }]);
  });

  it('carries unmatched LO into the next call, uncrosses at 11:30 before lunch and at 13:15', () => {
    const { exchange, events } = open('11:20');
    exchange.submit(lo('B', 9_800));
    exchange.submit(lo('S', 9_800));
    exchange.submit({ ...lo('B', 9_700), volume: 500 });
    exchange.advanceTo(at('11:30'));
    expect(tradesOf(events).map((t) => [t.price, t.time])).toEqual([[9_800, at('11:30')]]);
    exchange.advanceTo(at('13:05'));
    exchange.submit({ ...lo('S', 9_700), volume: 500 });
    exchange.advanceTo(at('13:14'));
    expect(tradesOf(events)).toHaveLength(1);
    exchange.advanceTo(at('13:15'));
    expect(tradesOf(events).map((t) => [t.price, t.volume])).toEqual([
      [9_800, 1_000],
      [9_700, 500],
    ]);
  });

  it('takes LO only in the periodic calls, ATO and ATC in the opening and closing calls', () => {
    const { exchange, events } = open('09:05');
    expect(exchange.submit({ ...lo('B', 0), type: 'ATO', price: undefined }).ok).toBe(true);
    expect(exchange.submit(lo('S', 10_000)).ok).toBe(true);
    exchange.advanceTo(at('09:15'));
    expect(tradesOf(events)).toMatchObject([{ session: 'ATO', price: 10_000 }]);
    exchange.advanceTo(at('10:00'));
    const mtl = { ...lo('B', 0), type: 'MTL' as const, price: undefined };
    expect(exchange.submit(mtl)).toEqual({ ok: false, reason: 'SESSION' });
    // An ordinary HOSE stock takes MTL in the same session.
    expect(exchange.submit({ ...mtl, symbol: 'HPG' })).not.toEqual({ ok: false, reason: 'SESSION' });
    exchange.advanceTo(at('14:35'));
    expect(exchange.submit({ ...lo('B', 0), type: 'ATC', price: undefined }).ok).toBe(true);
  });

  it('refuses amend and cancel in the last 5 minutes of each call', () => {
    const { exchange } = open('09:31');
    const first = exchange.submit(lo('B', 9_900));
    const second = exchange.submit(lo('B', 9_800));
    const [a, b] = [first, second].map((r) => (r.ok ? r.orderId : ''));
    exchange.advanceTo(at('09:39:59'));
    expect(exchange.replace(a!, { price: 9_950 }).ok).toBe(true);
    exchange.advanceTo(at('09:40'));
    expect(exchange.cancel(a!)).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
    expect(exchange.replace(b!, { volume: 500 })).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
    exchange.advanceTo(at('09:45'));
    expect(exchange.cancel(a!).ok).toBe(true);
  });

  it('keeps a brokerage account to one side within a call; the next call starts afresh', () => {
    const { exchange } = open('09:16');
    expect(exchange.submit(lo('B', 9_500, alice)).ok).toBe(true);
    expect(exchange.submit(lo('S', 10_500, alice))).toEqual({ ok: false, reason: 'OPPOSITE_SIDE' });
    exchange.advanceTo(at('09:31'));
    expect(exchange.submit(lo('S', 10_500, alice)).ok).toBe(true);
  });
});
