import type { HistoryPage } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { dailyChartBars, intradayChartBars, onTradingDay } from './chart-data';

const day = (date: string, close: number, volume: number) => ({
  date,
  reference: 25_000,
  open: 25_000,
  high: close,
  low: 24_900,
  close,
  volume,
  value: volume * close,
  putThroughVolume: 0,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignBuyValue: 0,
  foreignSellValue: 0,
  foreignRoom: 0,
  change: close - 25_000,
  changePct: 0,
  simulated: true as const,
});

describe('chart data', () => {
  it('places minute bars on the trading date in market time, in thousands', () => {
    const bars = intradayChartBars(
      {
        symbol: 'FPT',
        reference: 118_000,
        data: [
          { time: '09:16:00', open: 118_000, high: 118_500, low: 117_900, close: 118_200, volume: 1_200 },
          { time: '09:15:00', open: 118_100, high: 118_100, low: 118_000, close: 118_000, volume: 300 },
        ],
      },
      '2026-11-23',
    );
    expect(bars.map((bar) => bar.time)).toEqual([
      Date.parse('2026-11-23T02:15:00Z') / 1000,
      Date.parse('2026-11-23T02:16:00Z') / 1000,
    ]);
    expect(bars[1]).toMatchObject({ open: 118, high: 118.5, close: 118.2, volume: 1_200 });
  });

  it('orders daily bars oldest first and skips days without a trade', () => {
    const page = {
      symbol: 'FPT',
      page: 1,
      size: 100,
      total: 3,
      simulated: true as const,
      items: [day('2026-11-24', 25_300, 0), day('2026-11-23', 25_200, 500), day('2026-11-20', 25_100, 800)],
    } satisfies HistoryPage;
    expect(dailyChartBars(page).map((bar) => bar.close)).toEqual([25.1, 25.2]);
  });

  it('lets the live first page replace the same days of the long history', () => {
    const page = (items: ReturnType<typeof day>[]) =>
      ({
        symbol: 'FPT',
        page: 1,
        size: 1000,
        total: items.length,
        simulated: true as const,
        items,
      }) satisfies HistoryPage;
    const long = page([
      day('2026-11-23', 25_200, 500),
      day('2026-11-20', 25_100, 800),
      day('2026-11-19', 25_000, 700),
    ]);
    const live = page([day('2026-11-24', 25_400, 900), day('2026-11-23', 25_300, 600)]);
    expect(dailyChartBars(long, live).map((bar) => bar.close)).toEqual([25, 25.1, 25.3, 25.4]);
  });

  it("puts a futures contract's bars in index points (canonical points x 100), volumes in contracts", () => {
    const minutes = intradayChartBars(
      {
        symbol: 'VN30F1M',
        reference: 133_970,
        data: [
          { time: '09:15:00', open: 134_280, high: 134_320, low: 134_110, close: 134_110, volume: 1_867 },
        ],
      },
      '2026-11-23',
      'future',
    );
    expect(minutes[0]).toMatchObject({
      open: 1342.8,
      high: 1343.2,
      low: 1341.1,
      close: 1341.1,
      volume: 1_867,
    });
    const days = {
      symbol: 'VN30F1M',
      page: 1,
      size: 1000,
      total: 1,
      simulated: true as const,
      items: [{ ...day('2026-11-20', 133_870, 134_599), open: 134_120, high: 134_610, low: 133_800 }],
    } satisfies HistoryPage;
    expect(dailyChartBars(days, undefined, 'future')[0]).toMatchObject({
      open: 1341.2,
      high: 1346.1,
      low: 1338,
      close: 1338.7,
      volume: 134_599,
    });
  });

  it('spreads a few minute bars over the whole trading day, lunch left out', () => {
    const at = (clock: string) => Date.parse(`2026-11-23T${clock}+07:00`) / 1000;
    const bar = { time: at('09:30:00'), open: 25, high: 25, low: 25, close: 25, volume: 100 };
    const day = onTradingDay([bar], '2026-11-23');
    expect(day).toHaveLength(151 + 121);
    expect(day[0]).toEqual({ time: at('09:00:00') });
    expect(day[30]).toBe(bar);
    expect(day.at(-1)).toEqual({ time: at('15:00:00') });
    expect(day.some((point) => point.time === at('12:00:00'))).toBe(false);
  });
});
