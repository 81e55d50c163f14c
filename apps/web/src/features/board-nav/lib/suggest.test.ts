import type { StockListEntry } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { suggestSymbols } from './suggest';

const entry = (stock_code: string): StockListEntry => ({ stock_code, name_vn: stock_code, post_to: 'HOSE' });
const list = ['FPT', 'FRT', 'FTS', 'FPTS', 'VNM', 'CFPT2501', 'F'].map(entry);

describe('suggestSymbols', () => {
  it.each([
    ['fp', ['FPT', 'FPTS']],
    ['FP', ['FPT', 'FPTS']],
    [' vn', ['VNM']],
    ['f', ['F', 'FPT', 'FRT', 'FTS', 'FPTS']],
    ['', []],
    ['zz', []],
  ])('%s suggests %j', (typed, expected) => {
    expect(suggestSymbols(list, typed).map((e) => e.stock_code)).toEqual(expected);
  });

  it('keeps at most the limit', () => {
    expect(suggestSymbols(list, 'f', 2)).toHaveLength(2);
  });
});
