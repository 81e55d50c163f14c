import { describe, expect, it } from 'vitest';
import { freshnessOf, isMarketOpenAt } from './feed-freshness';

/** Epoch of a market time (UTC+7). */
const at = (iso: string) => Date.parse(`${iso}+07:00`);

describe('feed freshness', () => {
  it.each([
    ['2026-11-26T08:30:00', false], // Thursday, pre-open queue
    ['2026-11-26T09:00:00', true], // ATO
    ['2026-11-26T10:00:00', true],
    ['2026-11-26T12:00:00', true], // lunch break
    ['2026-11-26T14:59:59', true], // put-through
    ['2026-11-26T15:00:00', false],
    ['2026-11-28T10:00:00', false], // Saturday
  ])('market open at %s: %s', (time, open) => {
    expect(isMarketOpenAt(at(time))).toBe(open);
  });
  it('is live while connected, reconnecting while not, closed outside trading hours', () => {
    const open = isMarketOpenAt(at('2026-11-26T10:00:00'));
    const night = isMarketOpenAt(at('2026-11-26T20:00:00'));
    expect(freshnessOf('on', open)).toBe('live');
    expect(freshnessOf('off', open)).toBe('reconnecting');
    expect(freshnessOf('unknown', open)).toBe('reconnecting');
    expect(freshnessOf('off', night)).toBe('closed');
    expect(freshnessOf('on', night)).toBe('closed');
    expect(freshnessOf('off', null)).toBe('reconnecting');
  });
});
