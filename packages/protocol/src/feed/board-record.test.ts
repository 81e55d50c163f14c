import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteArbitrary } from '../canonical/quote.arbitrary.ts';
import type { Quote } from '../canonical/quote.ts';
import { boardRecordToQuote, quoteToBoardRecord } from './board-record.ts';

// What a board record does not carry comes back empty.
const carried = (q: Quote): Quote => ({
  ...q,
  totalValue: null,
  totalBidVolume: null,
  totalAskVolume: null,
  session: null,
});

const sample = {
  sym: 'FPT',
  mc: '10',
  c: 107.0,
  f: 93.0,
  r: 100.0,
  lastPrice: 101.5,
  lastVolume: 12,
  change: 1.5,
  changePc: 1.5,
  highPrice: 102,
  lowPrice: 99.5,
  avePrice: 100.8,
  lot: 12345,
  bP1: 101.4,
  bV1: 10,
  bCl1: 'i',
  bP2: 101.3,
  bV2: 20,
  bCl2: 'i',
  bP3: 0,
  bV3: 0,
  bCl3: 'e',
  oP1: 'ATC',
  oV1: 5,
  oCl1: 'e',
  oP2: 101.6,
  oV2: 7,
  oCl2: 'i',
  oP3: 101.7,
  oV3: 9,
  oCl3: 'i',
  fBVol: '100',
  fSVolume: 0,
  fRoom: 918479,
  cl: 'i',
};

describe('board quote record codec', () => {
  it('reads legacy units into whole units', () => {
    const parsed = boardRecordToQuote(sample);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const q = parsed.value;
    expect(q).toMatchObject({
      symbol: 'FPT',
      market: 'HSX',
      kind: 'stock',
      ref: 100_000,
      ceiling: 107_000,
      last: 101_500,
      lastVolume: 120,
      totalVolume: 123_450,
      change: 1_500,
    });
    expect(q.bids).toEqual([
      { price: 101_400, volume: 100 },
      { price: 101_300, volume: 200 },
    ]);
    expect(q.asks[0]).toEqual({ price: 'ATC', volume: 50 });
    expect(q.foreign).toMatchObject({ buyVolume: 1_000, room: 918_479 });
  });

  it('signs an unsigned change from last against ref', () => {
    const parsed = boardRecordToQuote({ ...sample, lastPrice: 98, change: 2, changePc: 2 });
    expect(parsed.ok && [parsed.value.change, parsed.value.changePct]).toEqual([-2_000, -2]);
  });

  it('round-trips stock and futures quotes', () => {
    fc.assert(
      fc.property(fc.oneof(quoteArbitrary(), quoteArbitrary({ future: true })), (q) => {
        const back = boardRecordToQuote(JSON.parse(JSON.stringify(quoteToBoardRecord(q))));
        expect(back).toEqual({ ok: true, value: carried(q) });
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['negative volume', { ...sample, lastVolume: -1 }],
    ['price as a word', { ...sample, c: 'abc' }],
    ['auction word on level 2', { ...sample, bP2: 'ATO' }],
    ['bad colour', { ...sample, cl: 'x' }],
    ['missing sym', { ...sample, sym: undefined }],
    ['lower-case symbol', { ...sample, sym: 'fpt' }],
    ['not an object', 'FPT'],
  ])('rejects %s', (_name, input) => {
    expect(boardRecordToQuote(input).ok).toBe(false);
  });
});
