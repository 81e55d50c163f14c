import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDemandSupply,
  formatPipeLevel,
  parseDemandSupply,
  parsePipeLevel,
  type PipeLevel,
} from './pipe-depth.ts';

const level: fc.Arbitrary<PipeLevel> = fc.oneof(
  fc.record({
    price: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 100),
    volume: fc.integer({ min: 0, max: 10_000_000 }),
    colour: fc.constantFrom(
      'c' as const,
      'f' as const,
      'r' as const,
      'i' as const,
      'd' as const,
      'e' as const,
    ),
  }),
  fc.record({
    price: fc.constantFrom('ATO' as const, 'ATC' as const),
    volume: fc.nat(),
    colour: fc.constant('e' as const),
  }),
  fc.constant<PipeLevel>({ price: null, volume: 0, colour: 'e' }),
);

describe('pipe-string depth', () => {
  it('reads the family examples', () => {
    expect(parsePipeLevel('67.20|305|d')).toEqual({
      ok: true,
      value: { price: 67.2, volume: 305, colour: 'd' },
    });
    expect(parsePipeLevel('ATO|120|e')).toEqual({
      ok: true,
      value: { price: 'ATO', volume: 120, colour: 'e' },
    });
    expect(parsePipeLevel('0|0|e', 2)).toEqual({ ok: true, value: { price: null, volume: 0, colour: 'e' } });
    expect(parseDemandSupply('0|0|e')).toEqual({ ok: true, value: { demand: 0, supply: 0 } });
    expect(parseDemandSupply('1200|35')).toEqual({ ok: true, value: { demand: 1200, supply: 35 } });
  });

  it('round-trips any level and g7', () => {
    fc.assert(
      fc.property(level, (l) => {
        expect(parsePipeLevel(formatPipeLevel(l))).toEqual({ ok: true, value: l });
      }),
    );
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (demand, supply) => {
        expect(parseDemandSupply(formatDemandSupply({ demand, supply }))).toEqual({
          ok: true,
          value: { demand, supply },
        });
      }),
    );
  });

  it.each([
    '',
    '67.2',
    '67.2|5',
    '67.2|5|d|x',
    '|5|d',
    '67.2||d',
    '-1|5|d',
    '67.2|-5|d',
    '67.2|5|q',
    'ABC|5|d',
    '1e3|5|d',
    `${'9'.repeat(70)}|1|d`,
  ])('rejects "%s"', (text) => {
    expect(parsePipeLevel(text).ok).toBe(false);
  });

  it('rejects auction words below level 1 and non-strings', () => {
    expect(parsePipeLevel('ATC|5|e', 2).ok).toBe(false);
    expect(parsePipeLevel(67.2).ok).toBe(false);
    expect(parsePipeLevel(null).ok).toBe(false);
    expect(parseDemandSupply('a|b').ok).toBe(false);
    expect(parseDemandSupply('1|2|3|4').ok).toBe(false);
  });
});
