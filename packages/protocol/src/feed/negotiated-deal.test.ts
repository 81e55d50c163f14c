import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NegotiatedDeal } from '../canonical/negotiated-deal.ts';
import {
  dealRowToDeal,
  dealToDealRow,
  dealToLegacyDeal,
  dealValueThousand,
  legacyDealToDeal,
} from './negotiated-deal.ts';

const dealArbitrary: fc.Arbitrary<NegotiatedDeal> = fc
  .record({
    symbol: fc.stringMatching(/^[A-Z]{3}$/),
    market: fc.constantFrom('HSX' as const, 'HNX' as const, 'UPCOM' as const),
    time: fc.constantFrom('09:15:00', '13:45:10'),
    type: fc.constantFrom('bid' as const, 'ask' as const, 'match' as const),
    price: fc.integer({ min: 1, max: 50_000 }).map((n) => n * 10),
    volume: fc.integer({ min: 1, max: 10_000_000 }),
    status: fc.constantFrom(0, 1),
  })
  .map((d) => ({ ...d, value: d.price * d.volume }));

describe('negotiated deal codecs', () => {
  it('computes value = price x volume / 1000 with 2 decimals', () => {
    expect(dealValueThousand(25_300, 20_000)).toBe(506_000);
    expect(dealValueThousand(25_310, 3)).toBe(75.93);
    expect(dealValueThousand(12_345, 1)).toBe(12.35);
  });

  it('reads both type encodings', () => {
    const row = {
      symbol: 'FPT',
      marketId: 'STO',
      time: '10:00:00',
      price: 100_000,
      volume: 20_000,
      status: 0,
    };
    expect(
      [0, 1, 2].map((type) => {
        const r = dealRowToDeal({ ...row, type });
        return r.ok && r.value.type;
      }),
    ).toEqual(['bid', 'ask', 'match']);
    const legacy = { sym: 'FPT', mc: '10', time: '10:00:00', price: 100, volume: 20_000 };
    expect(
      ['PTB', 'PTS', 'PTM'].map((type) => {
        const r = legacyDealToDeal({ ...legacy, type });
        return r.ok && r.value.type;
      }),
    ).toEqual(['bid', 'ask', 'match']);
  });

  it('round-trips the newer and the older form', () => {
    fc.assert(
      fc.property(dealArbitrary, (deal) => {
        expect(dealRowToDeal(JSON.parse(JSON.stringify(dealToDealRow(deal))))).toEqual({
          ok: true,
          value: deal,
        });
        expect(legacyDealToDeal(JSON.parse(JSON.stringify(dealToLegacyDeal(deal))))).toEqual({
          ok: true,
          value: deal,
        });
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['type 3', { type: 3 }],
    ['type PTX', { type: 'PTX' }],
    ['negative volume', { volume: -5 }],
    ['decimal VND price', { price: 25.3 }],
    ['bad time', { time: '25:00:00' }],
  ])('rejects a newer row with %s', (_name, patch) => {
    expect(
      dealRowToDeal({
        symbol: 'FPT',
        marketId: 'STO',
        time: '10:00:00',
        type: 0,
        price: 100_000,
        volume: 20_000,
        status: 0,
        ...patch,
      }).ok,
    ).toBe(false);
  });
});
