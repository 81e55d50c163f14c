// Property: a corporate action moves value, it does not make or destroy it. A holder's shares at
// the previous close are worth what they are worth at the adjusted reference plus what the action
// gives (cash before tax, new shares at the adjusted reference, less what fully subscribed rights
// cost), to within the rounding the exchange and the depository apply (the reference in tens of
// dong, new shares rounded down).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashDividendOf, newSharesOf } from './entitlements.ts';
import { exRightsReference } from './ex-rights.ts';

describe('entitlements conserve value', () => {
  it('cash + shares x adjusted price stays what the holding was worth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }), // shares held
        fc.integer({ min: 1_000, max: 300_000 }).map((p) => p * 10), // previous close, VND in tens
        fc.integer({ min: 0, max: 5_000 }), // cash dividend per share
        fc.constantFrom(0, 0.05, 0.1, 0.15, 0.2, 0.5, 0.7), // stock ratio
        fc.constantFrom(0, 0.1, 0.2, 0.25, 0.5), // rights ratio
        fc.integer({ min: 1, max: 100 }).map((p) => p * 1_000), // rights price
        (held, close, cash, stockRatio, rightsRatio, rightsPrice) => {
          fc.pre(cash < close);
          const action = { cash, stockRatio, rightsRatio, rightsPrice };
          const reference = exRightsReference(close, action);
          const dividend = cashDividendOf(held, cash);
          const bonus = newSharesOf(held, stockRatio);
          const rights = newSharesOf(held, rightsRatio);
          const before = held * close + rights * rightsPrice;
          const after = (held + bonus + rights) * reference + dividend.gross;
          // Reference rounding: at most 5 dong a share. Rounding down drops less than one bonus share
          // (worth the reference) and less than one right (worth the reference less its price).
          const tolerance = 5 * (held + bonus + rights) + reference + Math.abs(rightsPrice - reference);
          expect(Math.abs(before - after)).toBeLessThanOrEqual(tolerance);
          expect(dividend.tax + dividend.net).toBe(dividend.gross);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
