import { adjustWarrantTerms } from './warrant-analytics.ts';
import { describe, expect, it } from 'vitest';
import { exRightsActionOfEvent, warrantAdjustments } from './warrant-adjustments.ts';

const title = { vi: '', en: '' };
const cash = {
  kind: 'cash-dividend' as const,
  id: 'c',
  title,
  exDate: '2026-10-05',
  perShare: 1_000,
  simulated: true as const,
};
const bonus = {
  kind: 'stock-dividend' as const,
  id: 's',
  title,
  exDate: '2026-11-02',
  ratio: '100:20',
  simulated: true as const,
};
const agm = { kind: 'agm' as const, id: 'a', title, exDate: '2026-10-20', simulated: true as const };
const early = { ...cash, id: 'e', exDate: '2026-06-01' };
const later = { ...bonus, id: 'l', exDate: '2026-12-01' };
const bars = [
  { date: '2026-10-02', close: 34_100 }, // Friday before the cash ex-date (Monday)
  { date: '2026-10-05', close: 33_300 },
  { date: '2026-10-30', close: 33_100 }, // Friday before the bonus ex-date
  { date: '2026-11-02', close: 27_700 },
];

describe('warrant adjustments', () => {
  it('reads an event as what its ex-date takes from a share', () => {
    expect(exRightsActionOfEvent(cash)).toEqual({ cash: 1_000 });
    expect(exRightsActionOfEvent(bonus)).toEqual({ stockRatio: 0.2 });
    expect(exRightsActionOfEvent({ ...bonus, kind: 'rights-issue', ratio: '2:1', price: 10_000 })).toEqual({
      rightsRatio: 0.5,
      rightsPrice: 10_000,
    });
    expect(exRightsActionOfEvent(agm)).toBeUndefined();
  });
  it("keeps the ex-dates of the warrant's life, with the close of the day before, oldest first", () => {
    const adjustments = warrantAdjustments(
      [later, bonus, agm, cash, early],
      bars,
      '2026-09-01',
      '2026-11-26',
    );
    expect(adjustments).toEqual([
      { exDate: '2026-10-05', close: 34_100, action: { cash: 1_000 } },
      { exDate: '2026-11-02', close: 33_100, action: { stockRatio: 0.2 } },
    ]);
    // 34,100 -> 33,100 (cash 1,000), then 33,100 -> 27,580 (bonus 20%): x 0.80880
    expect(adjustWarrantTerms({ exercisePrice: 40_000, ratio: 4 }, adjustments)).toEqual({
      exercisePrice: 32_352,
      ratio: 3.2352,
    });
  });
  it('leaves out an ex-date the history does not reach', () => {
    expect(warrantAdjustments([cash], bars.slice(1), null, '2026-11-26')).toEqual([]);
  });
});
