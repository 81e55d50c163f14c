import { describe, expect, it } from 'vitest';
import { senErrorText } from './sen-errors.ts';
import { MAX_NAMED_SYMBOLS, namedSymbols } from './named-symbols.ts';

describe('namedSymbols', () => {
  it('names up to 10 symbols and counts the rest', () => {
    expect(namedSymbols(['A'])).toEqual({ named: 'A', more: 0 });
    const ten = Array.from({ length: MAX_NAMED_SYMBOLS }, (_, i) => `S${i}`);
    expect(namedSymbols(ten)).toEqual({ named: ten.join(','), more: 0 });
    const many = Array.from({ length: 300 }, (_, i) => `S${i}`);
    expect(namedSymbols(many)).toEqual({ named: ten.join(','), more: 290 });
  });

  it('fills the REST and the realtime refusals alike', () => {
    const { named, more } = namedSymbols(Array.from({ length: 12 }, (_, i) => `S${i}`));
    expect(senErrorText('unknownSymbolsMore', 'en', { symbols: named, more })).toBe(
      `Unknown symbols ${named} and 2 more`,
    );
    expect(senErrorText('unknownSymbolsMore', 'vi', { symbols: named, more })).toBe(
      `Không mã nào tồn tại: ${named} và 2 mã khác`,
    );
    expect(senErrorText('unknownStreamSymbolsMore', 'en', { symbol: named, more })).toBe(
      `unknown symbol "${named}" and 2 more`,
    );
  });
});
