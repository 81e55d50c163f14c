// The price chart's axis and tooltip write prices in the symbol's screen unit: thousands of VND
// with 2 decimals for a stock, index points with 1 decimal for a futures contract (as the
// derivatives board does), and volumes in tens of shares or in contracts. lightweight-charts draws
// on a canvas jsdom does not have: a stand-in records the series' formats.
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceChart } from './price-chart';

interface Format {
  minMove?: number;
  formatter: (value: number) => string;
}
const formats = vi.hoisted(() => ({ candles: [] as Format[], volume: [] as Format[] }));

vi.mock('lightweight-charts', () => {
  const series = () => ({ setData: () => undefined, priceScale: () => ({ applyOptions: () => undefined }) });
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    ColorType: { Solid: 'solid' },
    createChart: () => ({
      addSeries: (type: 'candles' | 'volume', options: { priceFormat: Format }) => {
        formats[type].push(options.priceFormat);
        return series();
      },
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({
        subscribeSizeChange: () => undefined,
        fitContent: () => undefined,
        width: () => 0,
      }),
      remove: () => undefined,
    }),
  };
});

beforeEach(() => {
  formats.candles.length = 0;
  formats.volume.length = 0;
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
