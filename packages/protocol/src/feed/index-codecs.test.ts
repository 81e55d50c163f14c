import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPoints, type IndexSnapshot } from '../canonical/index-snapshot.ts';
import { formatIndexOt, olderIndexToSnapshot, parseIndexOt, snapshotToOlderIndex } from './index-older.ts';
import { newerIndexToSnapshot, snapshotToNewerIndex } from './index-newer.ts';

const points = fc.integer({ min: 0, max: 200_000 }).map((n) => n / 100);
const indexArbitrary: fc.Arbitrary<IndexSnapshot> = fc
  .record({
    code: fc.constantFrom('10', '11', '02', '12', '03'),
    reference: points,
    change: fc.integer({ min: -5_000, max: 5_000 }).map((n) => n / 100),
    changePct: fc.integer({ min: -700, max: 700 }).map((n) => n / 100),
    totalVolume: fc.integer({ min: 0, max: 1e10 }),
    totalValue: fc.integer({ min: 0, max: 1e9 }).map((n) => n * 1_000_000),
    advances: fc.nat(500),
    declines: fc.nat(500),
    unchanged: fc.nat(500),
    time: fc.constantFrom('09:34:05', '14:45:00'),
    status: fc.constantFrom('O', 'K', 'I'),
  })
  .filter((r) => r.reference + r.change >= 0)
  .map(
    (r) =>
      ({
        ...r,
        market: r.code === '10' || r.code === '11' ? 'HSX' : r.code === '03' ? 'UPCOM' : 'HNX',
        value: roundPoints(r.reference + r.change),
      }) as IndexSnapshot,
  );

const VN30 = {
  id: 1101,
  mc: '11',
  cIndex: 933.88,
  oIndex: 932.12,
  vol: 6305660,
  value: 181461,
  time: '09:34:05',
  status: 'O',
  accVol: 0,
  ot: '1.76|0.19%|181461|19|7|4',
};

describe('index codecs', () => {
  it('reads the family 1101 example', () => {
    expect(olderIndexToSnapshot(VN30)).toEqual({
      ok: true,
      value: {
        code: '11',
        market: 'HSX',
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
      },
    });
  });

  it('parses and writes ot', () => {
    expect(parseIndexOt('-2.50|-0.25%|1000|1|2|3')).toEqual({
      ok: true,
      value: { change: -2.5, changePct: -0.25, value: 1000, advances: 1, declines: 2, unchanged: 3 },
    });
    expect(
      formatIndexOt({ change: -2.5, changePct: -0.25, value: 1000, advances: 1, declines: 2, unchanged: 3 }),
    ).toBe('-2.50|-0.25%|1000|1|2|3');
  });

  it.each(['1.76|0.19|181461|19|7|4', '1.76|0.19%|181461|19|7', 'a|b%|c|d|e|f', '1.76|0.19%|-5|19|7|4', 42])(
    'rejects ot %s',
    (ot) => {
      expect(parseIndexOt(ot).ok).toBe(false);
      expect(olderIndexToSnapshot({ ...VN30, ot }).ok).toBe(false);
    },
  );

  it('round-trips through the older and the newer shape', () => {
    fc.assert(
      fc.property(indexArbitrary, (index) => {
        expect(olderIndexToSnapshot(JSON.parse(JSON.stringify(snapshotToOlderIndex(index))))).toEqual({
          ok: true,
          value: index,
        });
        expect(newerIndexToSnapshot(JSON.parse(JSON.stringify(snapshotToNewerIndex(index))))).toEqual({
          ok: true,
          value: index,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('writes three-digit codes in the newer shape', () => {
    const index = fc.sample(indexArbitrary, { numRuns: 1, seed: 1 })[0];
    expect(index && snapshotToNewerIndex({ ...index, code: '10' }).indexsTypeCode).toBe('001');
  });

  it.each([
    ['bad time', { ...VN30, time: '9:34' }],
    ['negative volume', { ...VN30, vol: -1 }],
    ['bad code', { ...VN30, mc: 'VN' }],
  ])('rejects an older index with %s', (_name, input) => {
    expect(olderIndexToSnapshot(input).ok).toBe(false);
  });

  it('rejects a newer index with fractional volume', () => {
    const index = fc.sample(indexArbitrary, { numRuns: 1, seed: 2 })[0];
    expect(index && newerIndexToSnapshot({ ...snapshotToNewerIndex(index), totalVolumeTraded: 1.5 }).ok).toBe(
      false,
    );
  });
});
