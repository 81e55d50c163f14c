import type { ExchangeEvent, InstrumentSpec } from '@sen/exchange';
import { parsePublicEnvelope } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { MarketStore } from '../market/market-store.ts';
import { publishUpdate, type PublicSink } from './market-bridge.ts';
import type { PublicMessage } from './public-message.ts';

const instruments: InstrumentSpec[] = [
  { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 },
  { symbol: 'SHS', market: 'HNX', kind: 'stock', referencePrice: 15_000 },
  { symbol: 'VN30F1M', market: 'DERIV', kind: 'future', referencePrice: 130_000 },
];
const bandOf = (i: InstrumentSpec) => ({
  reference: i.referencePrice,
  ceiling: Math.round(i.referencePrice * 1.07),
  floor: Math.round(i.referencePrice * 0.93),
});
const T = Date.UTC(2026, 10, 23, 3, 15, 7); // 10:15:07 market time
const trade = (symbol: string, price: number, volume: number, board: 'lot' | 'odd' = 'lot') =>
  ({
    type: 'trade',
    time: T,
    symbol,
    board,
    price,
    volume,
    aggressor: 'B',
    buyOrderId: 'b',
    sellOrderId: 's',
    session: 'CONTINUOUS',
  }) as const;
const depth = (
  symbol: string,
  side: 'B' | 'S',
  price: number,
  board: 'lot' | 'odd' = 'lot',
): ExchangeEvent => ({
  type: 'depth',
  time: T,
  symbol,
  board,
  side,
  levels: [{ price, volume: 1_500, orders: 3 }],
});

function setup(rooms: string[]) {
  const store = new MarketStore(instruments, bandOf, '2026-11-23');
  const sent: [string | null, PublicMessage][] = [];
  const sink: PublicSink = {
    publish: (room, message) => sent.push([room, message]),
    wants: (room) => rooms.includes(room),
  };
  const sources = { symbol: (s: string) => store.get(s), index: () => undefined };
  const apply = (event: Parameters<MarketStore['apply']>[0]) => {
    const update = store.apply(event);
    if (update) publishUpdate(update, sink, sources);
  };
  return { sent, apply };
}

describe('publishUpdate', () => {
  it('turns a match into a schema-valid 3220 in legacy units for the symbol room', () => {
    const { sent, apply } = setup(['FPT']);
    apply(trade('FPT', 101_500, 2_000));
    expect(sent).toHaveLength(1);
    const [room, message] = sent[0]!;
    expect(room).toBe('FPT');
    expect(parsePublicEnvelope({ data: message }).ok).toBe(true);
    expect(message).toMatchObject({
      id: 3220,
      sym: 'FPT',
      sID: 1,
      time: '10:15:07',
      lastPrice: 101.5,
      lastVol: 200,
      totalVol: 200,
      cl: 'i',
    });
  });

  it('sends 3210 to the symbol and 3211 to its depth stream, futures as 6210/6220', () => {
    const { sent, apply } = setup(['FPT', 'FPT,S', 'VN30F1M']);
    apply(depth('FPT', 'S', 102_000));
    apply(depth('VN30F1M', 'B', 130_010));
    apply(trade('VN30F1M', 130_020, 3));
    expect(sent.map(([room, m]) => [room, m.id])).toEqual([
      ['FPT', 3210],
      ['FPT,S', 3211],
      ['VN30F1M', 6210],
      ['VN30F1M', 6220],
    ]);
    expect(sent[1]![1]).toMatchObject({ sym: 'FPT', side: 'S', ndata: '102:150' });
    for (const [, message] of sent) expect(parsePublicEnvelope({ data: message }).ok).toBe(true);
  });

  it('routes odd lots to ODD_HSX / ODD_HNX marked with board G4', () => {
    const { sent, apply } = setup(['ODD_HSX', 'ODD_HNX']);
    apply(trade('FPT', 100_100, 37, 'odd'));
    apply(depth('SHS', 'B', 14_900, 'odd'));
    expect(sent.map(([room, m]) => [room, m.id, m.boardId])).toEqual([
      ['ODD_HSX', 3220, 'G4'],
      ['ODD_HNX', 3210, 'G4'],
    ]);
    // Odd-lot volumes travel in shares (37), not lots of 10 (3.7).
    expect(sent[0]![1]).toMatchObject({ lastVol: 37 });
  });

  it('sends a call auction without a projected match as 3223 with no change, not -100%', () => {
    const { sent, apply } = setup(['FPT']);
    const projection = (price: number | null, volume: number): ExchangeEvent => ({
      type: 'auctionProjection',
      time: T,
      symbol: 'FPT',
      board: 'lot',
      price,
      volume,
      imbalance: 0,
    });
    apply(projection(101_000, 1_500));
    apply(projection(null, 0));
    expect(sent.map(([room, m]) => [room, m.id])).toEqual([
      ['FPT', 3223],
      ['FPT', 3223],
    ]);
    expect(sent[0]![1]).toMatchObject({
      lastPrice: 101,
      lastVol: 150,
      change: '1.00',
      changePc: '1.00',
      cl: 'i',
    });
    // No price crosses (yet) and no match today: nothing projected, no change against the reference.
    expect(sent[1]![1]).toMatchObject({
      lastPrice: 0,
      lastVol: 0,
      change: '0.00',
      changePc: '0.00',
      cl: 'e',
    });
    // In the closing call after a day of matches, the change stays the last match's.
    apply(trade('FPT', 98_500, 1_000));
    apply(projection(null, 0));
    expect(sent[3]![1]).toMatchObject({ id: 3223, lastPrice: 0, change: '-1.50', changePc: '-1.50' });
    for (const [, message] of sent) expect(parsePublicEnvelope({ data: message }).ok).toBe(true);
  });

  it('builds nothing for rooms nobody joined, and sends session status to everyone', () => {
    const { sent, apply } = setup([]);
    apply(trade('FPT', 101_500, 2_000));
    apply(depth('FPT', 'B', 101_000));
    apply({ type: 'session', time: T, market: 'HSX', phase: 'LUNCH', tradingDate: '2026-11-23' });
    expect(sent).toEqual([
      [null, expect.objectContaining({ id: 6666, status: 'I', phase: 'LUNCH', time: '10:15:07' })],
    ]);
  });
});
