import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategory, INDUSTRY_SLUGS, isKnownCategoryId } from './categories';

describe('categories', () => {
  it('lists the 15 fixed ids and the 20 industries once each', () => {
    expect(INDUSTRY_SLUGS).toHaveLength(20);
    expect(CATEGORIES).toHaveLength(35);
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
  });

  it.each([
    ['vn30', 'LIST30'],
    ['hnx30', 'LIST30'],
    ['thoa-thuan-upcom', 'PT'],
    ['chung-quyen', 'CW'],
    ['lo-le-hnx', 'LOLE'],
    ['PHAISINH', 'PS'],
    ['ETF', 'ETF'],
    ['hsx', 'none'],
    ['nganh-thep', 'none'],
  ])('%s is a %s board', (id, mode) => {
    expect(findCategory(id)?.mode).toBe(mode);
  });

  it.each([
    ['hsx', true],
    ['nganh-unknown', true],
    ['w-123', true],
    ['nope', false],
    ['phaisinh', false],
  ])('accepts %s: %s', (id, expected) => {
    expect(isKnownCategoryId(id, new Set(['w-123']))).toBe(expected);
  });
});
