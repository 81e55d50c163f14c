// The fidelity figures on small worked tables (numbers checked by hand).
import { describe, expect, it } from 'vitest';
import {
  crossSection,
  dailyReturns,
  groupFigures,
  halfHourShares,
  indexFigures,
  minuteFigures,
  minuteReturns,
  servedCloseReturns,
  spreadTicks,
  stockFigures,
  yearWindows,
} from './figures.ts';
import { passes } from './report.ts';
import { acf, kurtosis, sd } from './stats.ts';

describe('statistics', () => {
  it('sd, kurtosis and autocorrelation of a worked sample', () => {
    // Mean 0; squares 1,1,1,1 -> variance 1; fourth powers 1 -> kurtosis 1.
    expect(sd([1, -1, 1, -1])).toBe(1);
    expect(kurtosis([1, -1, 1, -1])).toBe(1);
    // Alternating signs: lag-1 products -1 x3 over a sum of squares 4.
    expect(acf([1, -1, 1, -1], 1)).toBe(-0.75);
    // One outlier among zeros: mean 1, deviations 4,-1,-1,-1,-1; m2 = 20/5 = 4, m4 = 260/5 = 52.
    expect(kurtosis([5, 0, 0, 0, 0])).toBeCloseTo(52 / 16, 12);
  });
});

describe('daily figures', () => {
  it('returns are close over the day reference (the reference carries ex-date adjustments)', () => {
    const rows = [
      { reference: 10_000, close: 10_700 },
      { reference: 10_700, close: 10_000 },
      { reference: 0, close: 5 },
      { reference: 9_000, close: 9_000 },
    ];
    const r = dailyReturns(rows);
    expect(r).toHaveLength(3);
    expect(r[0]).toBeCloseTo(0.07, 12);
    expect(r[1]).toBeCloseTo(-700 / 10_700, 12);
    expect(r[2]).toBe(0);
  });

  it('served days close to close: on UPCOM the reference is the VWAP, taken out of the move', () => {
    const rows = [
      // First day: against its reference (the past's last close). VWAP 10,280 -> 10,300 on the tick.
      { reference: 10_000, close: 10_000, volume: 300, value: 3_084_000 },
      // Reference the VWAP on the tick; close-to-close +5%, over the reference +1.94%.
      { reference: 10_300, close: 10_500, volume: 0, value: 0 },
      // No match the day before: the reference stays, the close is the reference.
      { reference: 10_300, close: 10_300, volume: 100, value: 1_030_000 },
      // Ex-date: a 1,000 VND dividend takes the reference from 10,300 to 9,300; close 9,300 is flat.
      { reference: 9_300, close: 9_300, volume: 100, value: 930_000 },
    ];
    const upcom = servedCloseReturns(rows, 'UPCOM');
    expect(upcom).toHaveLength(4);
    expect(upcom[0]).toBe(0);
    expect(upcom[1]).toBeCloseTo(0.05, 12);
    expect(upcom[2]).toBeCloseTo(10_300 / 10_500 - 1, 12);
    expect(upcom[3]).toBeCloseTo(0, 12);
    // HOSE and HNX: the reference is the close, so the returns are close over reference.
    const hose = [
      { reference: 10_000, close: 10_700, volume: 100, value: 1_050_000 },
      { reference: 10_700, close: 10_000, volume: 100, value: 1_020_000 },
      { reference: 9_500, close: 9_500, volume: 0, value: 0 },
    ];
    expect(servedCloseReturns(hose, 'HSX')).toEqual(dailyReturns(hose));
  });

  it('a limit day is a move of at least 95% of the band, both ways', () => {
    // HOSE band 7%: 6.65% counts, 6.6% does not; -6.9% counts.
    const figures = stockFigures([0.0665, 0.066, -0.069, 0.01], 0.07);
    expect(figures.limitDays).toBe(2);
    expect(figures.days).toBe(4);
  });

  it('the group row: medians over stocks, limit days over all stock-days', () => {
    const a = stockFigures([0.07, -0.07, 0.07, -0.07], 0.07); // 4 of 4 at the limit, sd 0.07
    const b = stockFigures([0.01, -0.01, 0.01, -0.01], 0.07); // none, sd 0.01
    const c = stockFigures([0.02, -0.02, 0.02, -0.02, 0.02, -0.02], 0.07); // none, sd 0.02
    const group = groupFigures([a, b, c]);
    expect(group.sdP50).toBeCloseTo(0.02, 12);
    expect(group.limitShare).toBeCloseTo(4 / 14, 12);
    expect(group.stocks).toBe(3);
  });

  it('year windows are cut from the newest end', () => {
    expect(yearWindows([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [5, 6, 7],
      [2, 3, 4],
    ]);
  });

  it('index figures: sd, sd x sqrt(252), kurtosis, largest absolute move', () => {
    const f = indexFigures([0.01, -0.01, 0.01, -0.03]);
    // mean -0.005; deviations .015,-.005,.015,-.025 -> variance (2.25+.25+2.25+6.25)e-4/4 = 2.75e-4.
    expect(f.sd).toBeCloseTo(Math.sqrt(2.75e-4), 12);
    expect(f.annualised).toBeCloseTo(Math.sqrt(2.75e-4) * Math.sqrt(252), 12);
    expect(f.maxMove).toBe(0.03);
  });
});

describe('intraday figures', () => {
  const bar = (time: string, volume: number, close = 100) => ({ time, volume, close });

  it('half-hour shares: the opening call counts in 09:00, lunch in 11:30, the close in 14:30', () => {
    const shares = halfHourShares([
      bar('08:45:00', 10), // ATO -> 09:00
      bar('09:29:00', 10), // 09:00
      bar('09:30:00', 20), // 09:30
      bar('11:29:00', 10), // 11:00
      bar('11:30:00', 0), // lunch
      bar('13:00:00', 20), // 13:00
      bar('14:29:00', 20), // 14:00
      bar('14:45:00', 10), // ATC -> 14:30
    ]);
    expect(shares).toEqual([20, 20, 0, 0, 10, 0, 20, 0, 20, 10]);
  });

  it('one-minute returns in time order, never across days', () => {
    const r = minuteReturns([bar('09:02', 1, 110), bar('09:00', 1, 100), bar('09:01', 1, 100)]);
    expect(r).toHaveLength(2);
    expect(r[0]).toBe(0);
    expect(r[1]).toBeCloseTo(0.1, 12);
    const f = minuteFigures([0.001, -0.001, 0.001, -0.001]);
    expect(f.sd).toBeCloseTo(0.001, 12);
    expect(f.acf1).toBe(-0.75);
    expect(f.acfAbs1).toBe(0); // |r| constant
  });
});

describe('board figures', () => {
  it('cross-section: stocks, traded, quantiles of reference, listed shares and value', () => {
    const rows = [0, 1, 2, 3, 4].map((k) => ({
      reference: 10_000 * (k + 1),
      totalVolume: k < 2 ? 0 : 100,
      totalValue: k * 1e9,
      listedShares: (k + 1) * 1e6,
    }));
    const x = crossSection(rows);
    expect(x.stocks).toBe(5);
    expect(x.traded).toBe(3);
    // p10 of 10..50k (linear between order statistics): 10,000 + 0.4 x 10,000.
    expect(x.reference).toEqual([14_000, 30_000, 46_000]);
    expect(x.listedMillion[1]).toBe(3);
    expect(x.valueBn[0]).toBe(2);
    expect(x.valueBn[2]).toBeCloseTo(3.96, 12);
  });

  it('spread in ticks; none when a side is empty or crossed', () => {
    expect(spreadTicks(25_400, 25_550, 50)).toBe(3);
    expect(spreadTicks(undefined, 25_550, 50)).toBeUndefined();
    expect(spreadTicks(25_500, 25_500, 50)).toBeUndefined();
  });

  it('verdict: within 30%, or an absolute tolerance for figures near zero', () => {
    expect(passes({ section: '', name: '', real: 10, sim: 12.9 })).toBe(true);
    expect(passes({ section: '', name: '', real: 10, sim: 6.9 })).toBe(false);
    expect(passes({ section: '', name: '', real: -0.018, sim: -0.04, absolute: 0.03 })).toBe(true);
    expect(passes({ section: '', name: '', real: -0.018, sim: -0.11, absolute: 0.03 })).toBe(false);
  });
});
