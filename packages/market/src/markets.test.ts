import { describe, expect, it } from 'vitest';
import { feedCodeOf, marketCodeOf, marketFromCode, parseMarketId } from './markets.ts';
import { INDEXES, MAIN_INDEX_CODES, REQUESTED_INDEX_CODES, indexFromCode, indexName } from './indexes.ts';

describe('marketFromCode', () => {
  it.each([
    ['10', 'HSX'],
    ['STO', 'HSX'],
    ['HOSE', 'HSX'],
    ['hose', 'HSX'],
    [10, 'HSX'],
    ['02', 'HNX'],
    ['STX', 'HNX'],
    ['HNX', 'HNX'],
    ['03', 'UPCOM'],
    ['UPX', 'UPCOM'],
    ['UPCOM', 'UPCOM'],
    ['', 'UPCOM'],
    [undefined, 'UPCOM'],
    ['zzz', 'UPCOM'],
  ] as const)('%s -> %s', (code, market) => {
    expect(marketFromCode(code)).toBe(market);
  });
});

describe('parseMarketId and codes', () => {
  it.each([
    ['STO', 'HSX'],
    ['stx', 'HNX'],
    ['UPX', 'UPCOM'],
    ['DER', 'DERIV'],
    ['nope', undefined],
  ] as const)('%s -> %s', (code, market) => {
    expect(parseMarketId(code)).toBe(market);
  });
  it.each([
    ['HSX', 'STO', '10'],
    ['HNX', 'STX', '02'],
    ['UPCOM', 'UPX', '03'],
  ] as const)('%s has feed code %s and code %s', (market, feed, code) => {
    expect(feedCodeOf(market)).toBe(feed);
    expect(marketCodeOf(market)).toBe(code);
  });
});

describe('indexes', () => {
  it.each([
    ['10', 'VN-Index'],
    ['001', 'VN-Index'],
    ['11', 'VN30-Index'],
    ['101', 'VN30-Index'],
    ['02', 'HNX-Index'],
    ['002', 'HNX-Index'],
    ['12', 'HNX30-Index'],
    ['03', 'UPCOM-Index'],
    ['301', 'UPCOM-Index'],
    ['999', '999'],
  ])('%s is %s', (code, name) => {
    expect(indexName(code)).toBe(name);
  });
  it('maps index codes to their market', () => {
    expect(indexFromCode('11')?.market).toBe('HSX');
    expect(indexFromCode('12')?.market).toBe('HNX');
    expect(indexFromCode('x')).toBeUndefined();
  });
  it('requests the main indexes and HNX, UPCOM', () => {
    expect(MAIN_INDEX_CODES).toEqual(['10', '11']);
    expect(REQUESTED_INDEX_CODES).toEqual(['10', '11', '02', '03']);
    expect(new Set(INDEXES.map((index) => index.code)).size).toBe(INDEXES.length);
  });
});
