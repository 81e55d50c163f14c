// Candles and a volume histogram drawn with lightweight-charts; prices in the screen unit of the
// instrument's kind (thousand VND; index points for futures, volumes in contracts), times written
// by the `@sen/market` formatters in market time and the chosen language.
import {
  formatDate,
  formatTimeShort,
  fromScreenUnits,
  type InstrumentKind,
  type Language,
} from '@sen/market';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { ChartBar } from '../lib/chart-data';
import { instrumentFormat } from '../lib/instrument-format';
import styles from './price-chart.module.css';

interface Props {
  /** Bars, and for the intraday axis blank minutes (`{ time }` only). */
  bars: readonly (ChartBar | { time: number })[];
  mode: 'intraday' | 'daily';
  /** The instrument's kind: the unit of the price axis and of the volumes. */
  kind: InstrumentKind;
  language: Language;
}

interface Drawn {
  api: IChartApi;
  /** Puts the intended range back in view (after data, and when the chart is resized). */
  fit: () => void;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  up: string;
  down: string;
}

const cssVar = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback;

export function PriceChart({ bars, mode, kind, language }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const slots = useRef({ total: 0, lastBar: -1 });

  useEffect(() => {
    if (!host.current) return;
    const style = getComputedStyle(host.current);
    const grid = cssVar(style, '--chart-grid', '#1f2430');
    const format = instrumentFormat(kind);
    const up = cssVar(style, '--price-up', '#1fd15b');
    const down = cssVar(style, '--price-down', '#ff5c5c');
    const label = (time: unknown) => {
      const ms = Number(time) * 1000;
      return mode === 'intraday' ? formatTimeShort(ms, language) : formatDate(ms, language);
    };
    const api = createChart(host.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: cssVar(style, '--color-text-muted', '#8c94a3'),
        fontSize: 10,
        attributionLogo: false,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: {
        borderColor: grid,
        timeVisible: mode === 'intraday',
        secondsVisible: false,
        tickMarkFormatter: label,
      },
      localization: { timeFormatter: label },
      // The intraday chart shows the whole day, always fitted (fit below): neither scrolled nor
      // zoomed. With both off the library moves the end labels (09:00, 15:00) inside the chart
      // instead of cutting them in half (fixRightEdge would do it too, but would drop the room
      // kept for the minutes still to come).
      handleScroll: mode !== 'intraday',
      handleScale: mode !== 'intraday',
    });
    const candles = api.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderVisible: false,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: {
        type: 'custom',
        // One step of the screen unit's last decimal: 0.01 thousand VND, 0.1 index point.
        minMove: kind === 'future' ? 0.1 : 0.01,
        formatter: (price: number) => format.price(fromScreenUnits(price, kind)),
      },
    });
    const volume = api.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
      priceFormat: { type: 'custom', formatter: format.volume },
    });
    api.priceScale('volume').applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.06, bottom: 0.26 } });
    const fit = () => {
      const scale = api.timeScale();
      const { total, lastBar } = slots.current;
      if (mode !== 'intraday' || lastBar < 0) return scale.fitContent();
      // The intraday axis spans the whole day, one slot per minute, 09:00 to 15:00: the minutes
      // still to come are blank slots after the last traded minute, kept in view on its right.
      scale.setVisibleLogicalRange({ from: 0, to: total - 1 });
    };
    api.timeScale().subscribeSizeChange(fit);
    drawn.current = { api, fit, candles, volume, up, down };
    return () => {
      drawn.current = null;
      api.remove();
    };
  }, [mode, kind, language]);

  useEffect(() => {
    const chart = drawn.current;
    if (!chart) return;
    chart.candles.setData(
      bars.map((bar) =>
        'close' in bar ? { ...bar, time: bar.time as UTCTimestamp } : { time: bar.time as UTCTimestamp },
      ),
    );
    chart.volume.setData(
      bars.map((bar) =>
        'close' in bar
          ? {
              time: bar.time as UTCTimestamp,
              value: bar.volume,
              color: bar.close >= bar.open ? `${chart.up}99` : `${chart.down}99`,
            }
          : { time: bar.time as UTCTimestamp },
      ),
    );
    slots.current = { total: bars.length, lastBar: bars.findLastIndex((bar) => 'close' in bar) };
    chart.fit();
  }, [bars, mode, kind, language]);

  return (
    <div
      ref={host}
      className={styles.chart}
      data-testid="price-chart"
      data-mode={mode}
      data-kind={kind}
      data-bars={bars.filter((bar) => 'close' in bar).length}
    />
  );
}
