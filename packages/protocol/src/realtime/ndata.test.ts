import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepthLevel } from '../canonical/depth.ts';
import { formatNdata, parseNdata, withTrailingSeparator } from './ndata.ts';

const levels = (step: number, volumeUnit: number) =>
  fc.array(
    fc.record({
      price: fc.integer({ min: 1, max: 100_000 }).map((n) => n * step),
      volume: fc.nat(1_000_000).map((n) => n * volumeUnit),
    }),
    { maxLength: 10 },
  ) as fc.Arbitrary<DepthLevel[]>;

describe('ndata (10-level depth)', () => {
  it('reads SOH-separated pairs in legacy units', () => {
    expect(parseNdata('25.30:120SOH25.20:40', 'stock')).toEqual({
      ok: true,
      value: [
        { price: 25_300, volume: 1_200 },
        { price: 25_200, volume: 400 },
      ],
    });
    expect(parseNdata('ATO:5SOH0:0', 'stock')).toEqual({ ok: true, value: [{ price: 'ATO', volume: 50 }] });
    expect(parseNdata('', 'future')).toEqual({ ok: true, value: [] });
  });

  it("reads the family's trailing separator and writes it", () => {
    const text = withTrailingSeparator('933.5:24SOH933.8:21');
    expect(text).toBe('933.5:24SOH933.8:21SOH');
    expect(withTrailingSeparator(text)).toBe(text);
    expect(withTrailingSeparator('')).toBe('');
    expect(parseNdata(text, 'future')).toEqual({
      ok: true,
      value: [
        { price: 93_350, volume: 24 },
        { price: 93_380, volume: 21 },
      ],
    });
  });

  it('round-trips stock and futures levels', () => {
    fc.assert(
      fc.property(levels(10, 10), (l) => {
        expect(parseNdata(formatNdata(l, 'stock'), 'stock')).toEqual({ ok: true, value: l });
      }),
    );
    fc.assert(
      fc.property(levels(10, 1), (l) => {
        expect(parseNdata(formatNdata(l, 'future'), 'future')).toEqual({ ok: true, value: l });
      }),
    );
  });

  it.each([
    '25.3',
    '25.3:',
    ':5',
    '25.3:5SOHSOH',
    '25.3:-5',
    'x:5',
    '25.3:5SOH24:1SOH23:1SOH22:1SOH21:1SOH20:1SOH19:1SOH18:1SOH17:1SOH16:1SOH15:1',
  ])('rejects "%s"', (text) => {
    expect(parseNdata(text, 'stock').ok).toBe(false);
  });
});
