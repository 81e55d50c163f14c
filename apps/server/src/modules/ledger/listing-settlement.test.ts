import { describe, expect, it } from 'vitest';
import { settlementOrigin, settlementParts, settlementRef } from './listing-settlement.ts';

describe('settlementParts', () => {
  it('settles dividend and rights shares apart from a T+2 purchase due the same day', () => {
    expect(
      settlementParts(1_400, [
        { origin: 'rights-registration', amount: 1_000 },
        { origin: 'stock-dividend', amount: 300 },
      ]),
    ).toEqual([
      { origin: 'rights-registration', amount: 1_000 },
      { origin: 'stock-dividend', amount: 300 },
      { origin: null, amount: 100 },
    ]);
  });

  it('is all T+2 without listing shares, and never settles more than is due', () => {
    expect(settlementParts(200, [])).toEqual([{ origin: null, amount: 200 }]);
    expect(settlementParts(200, [{ origin: 'stock-dividend', amount: 0 }])).toEqual([
      { origin: null, amount: 200 },
    ]);
    expect(settlementParts(250, [{ origin: 'stock-dividend', amount: 300 }])).toEqual([
      { origin: 'stock-dividend', amount: 250 },
    ]);
  });

  it('writes the origin into the ref and reads it back', () => {
    expect(settlementRef('0000011|VNM|2099-01-14', 'stock-dividend')).toBe(
      '0000011|VNM|2099-01-14|stock-dividend',
    );
    expect(settlementOrigin('0000011|VNM|2099-01-14|stock-dividend')).toBe('stock-dividend');
    expect(settlementRef('0000011|VNM|2099-01-14', null)).toBe('0000011|VNM|2099-01-14');
    expect(settlementOrigin('0000011|VNM|2099-01-14')).toBeNull();
  });
});
