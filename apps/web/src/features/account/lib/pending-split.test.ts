import { describe, expect, it } from 'vitest';
import { pendingSplit } from './pending-split';

describe('pendingSplit', () => {
  it('counts trading days from the market date: Friday buys arrive Tuesday (T+2), Thursday buys Monday (T+1)', () => {
    // 2026-01-09 is a Friday.
    expect(
      pendingSplit(
        [
          { settleDate: '2026-01-12', amount: 100 },
          { settleDate: '2026-01-13', amount: 300 },
          { settleDate: '2026-01-20', amount: 50 },
        ],
        '2026-01-09',
      ),
    ).toEqual({ t1: 100, t2: 300, later: 50 });
  });

  it('on a weekend the next trading day is still T+1', () => {
    expect(pendingSplit([{ settleDate: '2026-01-12', amount: 200 }], '2026-01-10')).toEqual({
      t1: 200,
      t2: 0,
      later: 0,
    });
  });

  it('nothing pending gives zeros', () => {
    expect(pendingSplit([], '2026-01-09')).toEqual({ t1: 0, t2: 0, later: 0 });
  });
});
