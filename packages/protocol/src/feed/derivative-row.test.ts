import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteArbitrary } from '../canonical/quote.arbitrary.ts';
import type { Quote } from '../canonical/quote.ts';
import { derivativeRowToQuote, quoteToDerivativeRow } from './derivative-row.ts';

const carried = (q: Quote): Quote => ({
  ...q,
  totalValue: null,
  totalBidVolume: null,
  totalAskVolume: null,
  foreign: { ...q.foreign, buyValue: 0, sellValue: 0, room: null },
});

const row = {
  sym: 'VN30F1M',
  c: 1380.5,
  f: 1200.1,
  r: 1290.3,
  lastPrice: 1295.1,
  lastVolume: 3,
  change: 4.8,
  changePc: 0.37,
  lot: 120_000,
  bp1: 1295.0,
  bv1: 12,
  bp2: 1294.9,
  bv2: 5,
  bp3: 0,
  bv3: 0,
  sp1: 1295.2,
  sv1: 7,
  sp2: 0,
  sv2: 0,
  sp3: 0,
  sv3: 0,
  oi: 45_000,
  matureDate: '19/06/2025',
};

describe('derivative (lowercase depth) row codec', () => {
  it('reads points as points x 100 and contracts as they are', () => {
    const parsed = derivativeRowToQuote(row);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({
      kind: 'future',
      market: 'DERIV',
      ref: 129_030,
      last: 129_510,
      change: 480,
      lastVolume: 3,
      totalVolume: 120_000,
      openInterest: 45_000,
      maturity: '2025-06-19',
    });
    expect(parsed.value.bids).toEqual([
      { price: 129_500, volume: 12 },
      { price: 129_490, volume: 5 },
    ]);
  });

  it('reads odd-lot stock rows in stock units', () => {
    const parsed = derivativeRowToQuote({
      ...row,
      sym: 'FPT',
      mc: '10',
      oi: undefined,
      matureDate: undefined,
      c: 107,
      f: 93,
      r: 100,
      lastPrice: 100.5,
    });
    expect(
      parsed.ok && [parsed.value.kind, parsed.value.market, parsed.value.ref, parsed.value.lastVolume],
    ).toEqual(['stock', 'HSX', 100_000, 30]);
  });

  it('reads and writes odd-lot rows (board G4) in shares', () => {
    const odd = {
      ...row,
      sym: 'FPT',
      mc: '10',
      oi: undefined,
      matureDate: undefined,
      c: 107,
      f: 93,
      r: 100,
      lastPrice: 100.5,
      lastVolume: 15,
      lot: 137,
      bv1: 37,
      boardId: 'G4',
    };
    const parsed = derivativeRowToQuote(odd);
    expect(
      parsed.ok && [parsed.value.lastVolume, parsed.value.totalVolume, parsed.value.bids[0]?.volume],
    ).toEqual([15, 137, 37]);
    if (parsed.ok)
      expect(quoteToDerivativeRow(parsed.value)).toMatchObject({
        lastVolume: 15,
        lot: 137,
        bv1: 37,
        boardId: 'G4',
      });
  });

  it('round-trips futures and stock quotes', () => {
    fc.assert(
      fc.property(fc.oneof(quoteArbitrary({ future: true }), quoteArbitrary()), (q) => {
        expect(derivativeRowToQuote(JSON.parse(JSON.stringify(quoteToDerivativeRow(q))))).toEqual({
          ok: true,
          value: carried(q),
        });
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['negative contracts', { ...row, bv1: -1 }],
    ['ATO on level 2', { ...row, sp2: 'ATO' }],
    ['bad maturity date', { ...row, matureDate: '31/02/2025' }],
    ['missing depth', { ...row, sv3: undefined }],
    ['text price', { ...row, r: 'ref' }],
  ])('rejects %s', (_name, input) => {
    expect(derivativeRowToQuote(input).ok).toBe(false);
  });
});
