import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepthSide } from '../canonical/depth.ts';
import { changePctOf } from '../canonical/quote.ts';
import type { Trade } from '../canonical/trade.ts';
import {
  depth10Message,
  depthMessage,
  foreignMessage,
  indexMessage,
  marketStatusMessage,
  putThroughMessage,
  tradeMessage,
} from './public-builders.ts';
import { parsePublicEnvelope, publicEnvelope } from './public-messages.ts';
import { readPublicMessage } from './public-readers.ts';

const band = { ref: 25_000, ceiling: 26_750, floor: 23_250 };
const trade: Trade = {
  symbol: 'TCB',
  seq: 42,
  time: '10:49:56',
  price: 25_300,
  volume: 1_000,
  side: 'B',
  change: 300,
  changePct: 1.2,
  totalVolume: 1_088_100,
  high: 25_300,
  low: 24_900,
  avg: 25_100,
  projected: false,
  openInterest: null,
};
const read = (message: object) =>
  readPublicMessage(JSON.parse(JSON.stringify(publicEnvelope(message as never))));

describe('public realtime messages', () => {
  it('reads the family 3220 example', () => {
    const wire = {
      data: {
        id: 3220,
        sym: 'TCB',
        lastPrice: 25.3,
        lastVol: 100,
        cl: 'i',
        change: '0.50',
        changePc: '2.02',
        totalVol: 108810,
        time: '10:49:56',
        hp: 25.3,
        ch: 'i',
        lp: 24.9,
        lc: 'i',
        ap: 25.1,
        ca: 'i',
        sID: 7,
      },
    };
    const parsed = readPublicMessage(wire);
    expect(parsed.ok && parsed.value).toMatchObject({
      type: 'trade',
      trade: {
        price: 25_300,
        volume: 1_000,
        change: 500,
        changePct: 2.02,
        totalVolume: 1_088_100,
        seq: 7,
        side: null,
      },
    });
  });

  it('round-trips a trade, a projected match and a futures trade', () => {
    expect(read(tradeMessage(trade, band, 'stock'))).toEqual({
      ok: true,
      value: { type: 'trade', boardId: 'G1', trade },
    });
    const projected = { ...trade, projected: true, side: null };
    expect(read(tradeMessage(projected, band, 'stock'))).toEqual({
      ok: true,
      value: { type: 'trade', boardId: 'G1', trade: projected },
    });
    const future = {
      ...trade,
      symbol: 'VN30F1M',
      price: 129_510,
      high: 129_600,
      low: 128_000,
      avg: 129_000,
      change: -520,
      changePct: -0.4,
      volume: 3,
      totalVolume: 10_000,
      openInterest: 45_000,
    };
    const msg = tradeMessage(future, { ref: 130_030, ceiling: 139_130, floor: 120_930 }, 'future');
    expect(msg.id).toBe(6220);
    expect(read(msg)).toEqual({ ok: true, value: { type: 'trade', boardId: 'G1', trade: future } });
  });

  it('round-trips depth of one side (3 and 10 levels)', () => {
    const depth: DepthSide = {
      symbol: 'REE',
      side: 'S',
      levels: [
        { price: 'ATC', volume: 3_140 },
        { price: 25_000, volume: 10 },
        { price: 25_100, volume: 2_590 },
      ],
      totalVolume: null,
    };
    expect(depthMessage(depth, band, 'stock')).toMatchObject({
      id: 3210,
      g1: 'ATC|314|e',
      g2: '25.00|1|e',
      g3: '25.10|259|i',
    });
    expect(read(depthMessage(depth, band, 'stock'))).toEqual({
      ok: true,
      value: { type: 'depth', levels: 3, boardId: 'G1', depth },
    });
    const ten = {
      ...depth,
      levels: Array.from({ length: 10 }, (_, i) => ({ price: 25_000 + i * 50, volume: 100 * (i + 1) })),
    };
    expect(depth10Message(ten, 'stock').ndata.split('SOH')).toHaveLength(10);
    expect(read(depth10Message(ten, 'stock'))).toEqual({
      ok: true,
      value: { type: 'depth', levels: 10, boardId: 'G1', depth: ten },
    });
    expect(depthMessage({ ...depth, symbol: 'VN30F1M' }, band, 'future').id).toBe(6210);
    expect(read(depthMessage(depth, band, 'stock', 'G4'))).toEqual({
      ok: true,
      value: { type: 'depth', levels: 3, boardId: 'G4', depth },
    });
    expect(read(tradeMessage(trade, band, 'stock', 'G4'))).toEqual({
      ok: true,
      value: { type: 'trade', boardId: 'G4', trade },
    });
  });

  it('writes odd-lot volumes (board G4) in shares, not lots of 10', () => {
    const odd: DepthSide = {
      symbol: 'FPT',
      side: 'B',
      levels: [{ price: 25_000, volume: 15 }],
      totalVolume: null,
    };
    expect(depthMessage(odd, band, 'stock', 'G4')).toMatchObject({ g1: '25.00|15|e', boardId: 'G4' });
    expect(depthMessage(odd, band, 'stock')).toMatchObject({ g1: '25.00|1.5|e' });
    expect(tradeMessage({ ...trade, volume: 15, totalVolume: 137 }, band, 'stock', 'G4')).toMatchObject({
      lastVol: 15,
      totalVol: 137,
    });
  });

  it('round-trips index, foreign, status and put-through messages', () => {
    const index = {
      code: '11',
      market: 'HSX' as const,
      value: 933.88,
      reference: 932.12,
      change: 1.76,
      changePct: 0.19,
      totalVolume: 6_305_660,
      totalValue: 181_461_000_000,
      advances: 19,
      declines: 7,
      unchanged: 4,
      time: '09:34:05',
      status: 'O',
    };
    expect(read(indexMessage(index))).toEqual({ ok: true, value: { type: 'index', index } });
    const foreign = { buyVolume: 1_000, sellVolume: 23_560, room: 918_479 };
    expect(read(foreignMessage('AST', foreign))).toEqual({
      ok: true,
      value: { type: 'foreign', symbol: 'AST', foreign },
    });
    const status = {
      market: 'HNX' as const,
      phase: 'PLO' as const,
      time: '14:45:00',
      marketTime: '2025-06-02T14:45:00+07:00',
    };
    expect(marketStatusMessage(status)).toMatchObject({ mc: '02', status: 'C' });
    expect(read(marketStatusMessage(status))).toEqual({ ok: true, value: { type: 'status', status } });
    const deal = {
      symbol: 'FPT',
      market: 'HSX' as const,
      time: '10:00:00',
      type: 'match' as const,
      price: 100_000,
      volume: 20_000,
      value: 2_000_000_000,
      status: 0,
    };
    expect(putThroughMessage(deal)).toMatchObject({ type: 'PTM', value: 2_000_000 });
    expect(read(putThroughMessage(deal))).toEqual({ ok: true, value: { type: 'putThrough', deal } });
  });

  it('round-trips random trades', () => {
    const arb = fc.record({
      price: fc.integer({ min: 2_326, max: 2_675 }).map((n) => n * 10),
      volume: fc.integer({ min: 1, max: 10_000 }).map((n) => n * 10),
      seq: fc.nat(),
      side: fc.constantFrom('B' as const, 'S' as const, null),
    });
    fc.assert(
      fc.property(arb, ({ price, volume, seq, side }) => {
        const change = price - band.ref;
        const t = { ...trade, price, volume, seq, side, change, changePct: changePctOf(price, band.ref) };
        expect(read(tradeMessage(t, band, 'stock'))).toEqual({
          ok: true,
          value: { type: 'trade', boardId: 'G1', trade: t },
        });
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['unknown id', { data: { id: 1234 } }],
    ['no envelope', { id: 3220 }],
    [
      'bad pipe level',
      { data: { id: 3210, sym: 'REE', side: 'S', g1: '34.90|314', g2: '0|0|e', g3: '0|0|e' } },
    ],
    ['bad side', { data: { id: 3210, sym: 'REE', side: 'X', g1: '0|0|e', g2: '0|0|e', g3: '0|0|e' } }],
    ['negative foreign volume', { data: { id: 3250, symbol: 'AST', fBVol: -1, fSVolume: 0, fRoom: 0 } }],
    ['bad ndata', { data: { id: 3211, sym: 'FPT', side: 'B', ndata: '25.3-100' } }],
    ['ATO deep in ndata', { data: { id: 3211, sym: 'FPT', side: 'B', ndata: '25.3:100SOHATO:5' } }],
    [
      'unknown phase',
      {
        data: {
          id: 6666,
          mc: '10',
          status: 'O',
          phase: 'LUNCHTIME',
          time: '12:00:00',
          marketTime: '2025-06-02T12:00:00+07:00',
        },
      },
    ],
    ['not JSON', '{"data":'],
  ])('rejects %s', (_name, input) => {
    expect(readPublicMessage(input).ok).toBe(false);
  });

  it('parses JSON text envelopes', () => {
    expect(
      parsePublicEnvelope(
        JSON.stringify(publicEnvelope(foreignMessage('AST', { buyVolume: 0, sellVolume: 0, room: null }))),
      ).ok,
    ).toBe(true);
  });
});
