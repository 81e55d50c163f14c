import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteArbitrary } from '../canonical/quote.arbitrary.ts';
import type { Quote } from '../canonical/quote.ts';
import { feedRowToQuote, quoteToFeedRow } from './feed-row.ts';

const carried = (q: Quote): Quote => ({ ...q, totalValue: null });

// The HOSE row of datafeed-conventions, verbatim.
const AST = {
  id: 2100,
  sym: 'AST',
  mc: '10',
  c: 72.1,
  f: 62.7,
  r: 67.4,
  lastPrice: 67.4,
  lastVolume: 177,
  lot: 9945,
  ot: '0.10',
  changePc: '0.15',
  avePrice: '67.60',
  highPrice: '68.00',
  lowPrice: '67.30',
  fBVol: '0',
  fBValue: '0',
  fSVolume: '2356',
  fSValue: '0',
  fRoom: '918479',
  g1: '67.20|305|d',
  g2: '67.10|205|d',
  g3: '67.00|1002|d',
  g4: '67.30|36|d',
  g5: '67.40|665|e',
  g6: '67.50|183|i',
  g7: '0|0|e',
  mp: '0%',
  color: 'e',
};

describe('older feed row codec', () => {
  it('reads the family example', () => {
    const parsed = feedRowToQuote(AST);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({
      symbol: 'AST',
      market: 'HSX',
      ref: 67_400,
      ceiling: 72_100,
      floor: 62_700,
      last: 67_400,
      lastVolume: 1_770,
      totalVolume: 99_450,
      avg: 67_600,
      high: 68_000,
      low: 67_300,
      totalBidVolume: 0,
      totalAskVolume: 0,
    });
    expect(parsed.value.bids).toEqual([
      { price: 67_200, volume: 3_050 },
      { price: 67_100, volume: 2_050 },
      { price: 67_000, volume: 10_020 },
    ]);
    expect(parsed.value.foreign).toEqual({
      buyVolume: 0,
      sellVolume: 23_560,
      buyValue: 0,
      sellValue: 0,
      room: 918_479,
    });
  });

  it('reads a futures row with open interest and maturity', () => {
    const parsed = feedRowToQuote({
      ...AST,
      sym: 'VN30F1M',
      mc: '04',
      c: 1380.5,
      f: 1200.1,
      r: 1290.3,
      lastPrice: 1295.1,
      g1: '1295.00|12|i',
      oi: 45_000,
      matureDate: '2025-06-19',
      mkStatus: 'O',
    });
    expect(parsed.ok && parsed.value).toMatchObject({
      kind: 'future',
      market: 'DERIV',
      ref: 129_030,
      last: 129_510,
      openInterest: 45_000,
      maturity: '2025-06-19',
      session: 'O',
      lastVolume: 177,
    });
  });

  it('reads ATO on level 1 and empty levels', () => {
    const parsed = feedRowToQuote({ ...AST, g1: 'ATO|50|e', g2: '0|0|e', g3: '0|0|' });
    expect(parsed.ok && parsed.value.bids).toEqual([{ price: 'ATO', volume: 500 }]);
  });

  it('round-trips canonical quotes', () => {
    fc.assert(
      fc.property(fc.oneof(quoteArbitrary(), quoteArbitrary({ future: true })), (q) => {
        expect(feedRowToQuote(JSON.parse(JSON.stringify(quoteToFeedRow(q))))).toEqual({
          ok: true,
          value: carried(q),
        });
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['two-part level', { ...AST, g1: '67.20|305' }],
    ['four-part level', { ...AST, g1: '67.20|305|d|x' }],
    ['negative level volume', { ...AST, g2: '67.10|-5|d' }],
    ['word price', { ...AST, g4: 'abc|5|d' }],
    ['ATC on level 3', { ...AST, g6: 'ATC|5|e' }],
    ['empty level with volume', { ...AST, g3: '0|10|e' }],
    ['bad colour letter', { ...AST, g5: '67.40|665|z' }],
    ['bad g7', { ...AST, g7: '1' }],
    ['level not a string', { ...AST, g1: 67.2 }],
    ['no change field', { ...AST, ot: undefined }],
    ['negative lot', { ...AST, lot: -1 }],
  ])('rejects %s', (_name, input) => {
    expect(feedRowToQuote(input).ok).toBe(false);
  });
});
