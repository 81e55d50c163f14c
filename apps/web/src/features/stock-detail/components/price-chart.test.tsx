// The price chart's axis and tooltip write prices in the symbol's screen unit: thousands of VND
// with 2 decimals for a stock, index points with 1 decimal for a futures contract (as the
// derivatives board does), and volumes in tens of shares or in contracts. The intraday axis shows
// the whole day with its end labels (09:00, 15:00) inside the chart. lightweight-charts draws on a
// canvas jsdom does not have: a stand-in records the chart's options, the series' formats and the
// visible range asked for (the picture itself was checked in Chromium).
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceChart } from './price-chart';

interface Format {
  minMove?: number;
  formatter: (value: number) => string;
}
const formats = vi.hoisted(() => ({ candles: [] as Format[], volume: [] as Format[] }));
const chart = vi.hoisted(() => ({
  options: [] as Record<string, unknown>[],
  ranges: [] as { from: number; to: number }[],
}));

vi.mock('lightweight-charts', () => {
  const series = () => ({ setData: () => undefined, priceScale: () => ({ applyOptions: () => undefined }) });
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    ColorType: { Solid: 'solid' },
    createChart: (_host: unknown, options: Record<string, unknown>) => {
      chart.options.push(options);
      return {
        addSeries: (type: 'candles' | 'volume', options: { priceFormat: Format }) => {
          formats[type].push(options.priceFormat);
          return series();
        },
        priceScale: () => ({ applyOptions: () => undefined }),
        timeScale: () => ({
          subscribeSizeChange: () => undefined,
          fitContent: () => undefined,
          setVisibleLogicalRange: (range: { from: number; to: number }) => chart.ranges.push(range),
          width: () => 0,
        }),
        remove: () => undefined,
      };
    },
  };
});

beforeEach(() => {
  formats.candles.length = 0;
  formats.volume.length = 0;
  chart.options.length = 0;
  chart.ranges.length = 0;
});

const bar = { time: 1_795_800_000, open: 1342, high: 1345, low: 1339, close: 1344.1, volume: 38 };

describe('price chart units', () => {
  it('writes a futures contract in index points with 1 decimal and its volume in contracts', () => {
    render(<PriceChart bars={[bar]} mode="daily" kind="future" language="vi" />);
    const [candles] = formats.candles;
    expect(candles?.formatter(1344.1)).toBe('1,344.1');
    expect(candles?.minMove).toBe(0.1);
    expect(formats.volume[0]?.formatter(38)).toBe('38');
  });

  it('writes a stock in thousands of VND with 2 decimals and its volume in tens of shares', () => {
    render(<PriceChart bars={[]} mode="daily" kind="stock" language="vi" />);
    const [candles] = formats.candles;
    expect(candles?.formatter(118.5)).toBe('118.50');
    expect(candles?.minMove).toBe(0.01);
    expect(formats.volume[0]?.formatter(15_600)).toBe('1,560');
  });
});

describe('price chart time axis', () => {
  it('shows the whole intraday day, neither scrolled nor zoomed, so the library keeps 09:00 and 15:00 inside', () => {
    // Three minute slots: a traded one, then two still to come.
    const bars = [bar, { time: bar.time + 60 }, { time: bar.time + 120 }];
    render(<PriceChart bars={bars} mode="intraday" kind="stock" language="vi" />);
    expect(chart.options[0]).toMatchObject({ handleScroll: false, handleScale: false });
    expect(chart.ranges.at(-1)).toEqual({ from: 0, to: 2 });
  });

  it('lets the daily chart be scrolled and zoomed', () => {
    render(<PriceChart bars={[bar]} mode="daily" kind="stock" language="vi" />);
    expect(chart.options[0]).toMatchObject({ handleScroll: true, handleScale: true });
  });
});
