import { describe, expect, it } from 'vitest';
import { fillText } from './localized-text.ts';
import {
  WATCHLIST_MESSAGES,
  checkCanAddSymbol,
  checkCanAddWatchlist,
  checkCanChangeWatchlist,
  validateWatchlistName,
} from './watchlist-rules.ts';

describe('validateWatchlistName', () => {
  it.each([
    ['Ngân hàng', undefined],
    ['', 'watchlist.nameRequired'],
    ['   ', 'watchlist.nameRequired'],
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), 'watchlist.nameTooLong'],
    ['Thép', 'watchlist.nameExists'],
    [' THÉP ', 'watchlist.nameExists'],
    // the default list's name, in either language
    ['Mặc định', 'watchlist.nameExists'],
    ['default', 'watchlist.nameExists'],
  ])('"%s" -> %s', (name, key) => {
    expect(validateWatchlistName(name, ['Thép', 'Dầu khí'])?.key).toBe(key);
  });
  it('fills the message', () => {
    const problem = validateWatchlistName('a'.repeat(21), []);
    expect(problem && fillText(WATCHLIST_MESSAGES[problem.key].vi, problem.values)).toBe(
      'Nhập tối đa 20 ký tự',
    );
  });
});

describe('watchlist limits', () => {
  it.each([
    [14, undefined],
    [15, 'watchlist.tooMany'],
  ])('%d lists -> %s', (count, key) => {
    expect(checkCanAddWatchlist(count)?.key).toBe(key);
  });
  it.each([
    ['mac-dinh', 'watchlist.defaultLocked'],
    ['w1', undefined],
    ['w9', 'watchlist.notFound'],
  ])('change %s -> %s', (id, key) => {
    expect(checkCanChangeWatchlist(id, ['mac-dinh', 'w1'])?.key).toBe(key);
  });
  const full = Array.from({ length: 100 }, (_, i) => `S${String(i).padStart(2, '0')}`);
  it.each([
    [['FPT'], 'VNM', undefined],
    [['FPT'], ' fpt', 'watchlist.symbolExists'],
    [full, 'VNM', 'watchlist.full'],
    [full.slice(1), 'VNM', undefined],
  ])('add to %j: %s -> %s', (symbols, symbol, key) => {
    expect(checkCanAddSymbol(symbols, symbol)?.key).toBe(key);
  });
});
