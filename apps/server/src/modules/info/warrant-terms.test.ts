import type { CorporateEventTerms } from '@sen/market';
import { describe, expect, it, vi } from 'vitest';
import { WarrantTermsService, type WarrantTermsSources } from './warrant-terms.ts';

const warrant = (symbol: string, underlying: string, exercisePrice: number, ratio: number) => ({
  kind: 'cw',
  warrant: { symbol, underlying, exercisePrice, ratio, firstTradingDate: '2026-09-01' },
});
// FPT: a cash dividend of 1,000 (ex 5/10) and a 100:20 stock dividend (ex 2/11) in the warrants'
// life, an AGM and a later dividend that change nothing; HPG: nothing in the warrants' life.
const EVENTS: Record<string, CorporateEventTerms[]> = {
  FPT: [
    { kind: 'stock-dividend', exDate: '2026-12-01', ratio: '100:10' },
    { kind: 'stock-dividend', exDate: '2026-11-02', ratio: '100:20' },
    { kind: 'agm', exDate: '2026-10-20' },
    { kind: 'cash-dividend', exDate: '2026-10-05', perShare: 1_000 },
    { kind: 'cash-dividend', exDate: '2026-06-01', perShare: 2_000 },
  ],
  HPG: [{ kind: 'cash-dividend', exDate: '2026-06-01', perShare: 500 }],
};
const BARS = [
  { date: '2026-11-02', close: 27_700 },
  { date: '2026-10-30', close: 33_100 },
  { date: '2026-10-05', close: 33_300 },
  { date: '2026-10-02', close: 34_100 },
];

function service(tradingDate = '2026-11-26') {
  const days = vi.fn(async (symbol: string) => (symbol === 'FPT' ? BARS : []));
  const store = { tradingDate };
  const sources = {
    market: {
      catalogue: {
        ofKind: () => [warrant('CFPT2601', 'FPT', 40_000, 4), warrant('CHPG2601', 'HPG', 30_000, 2)],
      },
      store,
      calendar: { eventsOf: (symbol: string) => EVENTS[symbol] ?? [] },
    },
    history: { days },
  } as unknown as WarrantTermsSources;
  return { terms: new WarrantTermsService(sources), days, store };
}

describe('WarrantTermsService', () => {
  it('adjusts a warrant whose underlying went ex in its life, by the close before each ex-date', async () => {
    const { terms, days } = service();
    const page = await terms.terms();
    expect(page.date).toBe('2026-11-26');
    // 34,100 -> 33,100 (cash 1,000), then 33,100 -> 27,580 (100:20): x 0.80880.
    expect(page.items[0]).toEqual({
      symbol: 'CFPT2601',
      underlying: 'FPT',
      exercisePrice: 40_000,
      ratio: 4,
      adjustedExercisePrice: 32_352,
      adjustedRatio: 3.2352,
      adjustments: [
        { exDate: '2026-10-05', close: 34_100, action: { cash: 1_000 } },
        { exDate: '2026-11-02', close: 33_100, action: { stockRatio: 0.2 } },
      ],
    });
    // HPG's dividend went ex before the warrant listed: issued terms, and its history is not read.
    expect(page.items[1]).toMatchObject({ adjustedExercisePrice: 30_000, adjustedRatio: 2, adjustments: [] });
    expect(days.mock.calls).toEqual([['FPT']]);
  });

  it('computes once per market date', async () => {
    const { terms, days, store } = service('2026-10-30');
    const before = await terms.terms();
    expect(before.items[0]).toMatchObject({ adjustedExercisePrice: 38_827, adjustedRatio: 3.8827 });
    await terms.terms();
    expect(days).toHaveBeenCalledTimes(1);
    store.tradingDate = '2026-11-02';
    expect((await terms.terms()).items[0]!.adjustments).toHaveLength(2);
    expect(days).toHaveBeenCalledTimes(2);
  });
});
