// The customer's yield by sell-back date (each holding term, and to maturity) drawn with
// lightweight-charts; dates and yields written by the `@sen/market` formatters.
import { formatDate, formatRatio, type Language } from '@sen/market';
import { ColorType, createChart, LineSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import styles from './bonds.module.css';

export interface YieldPoint {
  /** Sell-back (or maturity) date, yyyy-mm-dd. */
  date: string;
  yield: number;
}

const cssVar = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback;

export function YieldChart({ points, language }: { points: readonly YieldPoint[]; language: Language }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current || points.length === 0) return;
    const style = getComputedStyle(host.current);
    const grid = cssVar(style, '--chart-grid', '#1f2430');
    const label = (time: Time) => formatDate(`${String(time)}T12:00:00+07:00`, language);
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
      timeScale: { borderColor: grid, tickMarkFormatter: label },
      localization: { timeFormatter: label },
    });
    const line = api.addSeries(LineSeries, {
      color: cssVar(style, '--color-accent', '#2563eb'),
      lineWidth: 2,
      priceFormat: { type: 'custom', minMove: 0.0001, formatter: (y: number) => formatRatio(y) },
    });
    line.setData(points.map((p) => ({ time: p.date as Time, value: p.yield })));
    api.timeScale().fitContent();
    return () => api.remove();
  }, [points, language]);
  return <div ref={host} className={styles.chart} data-testid="bond-yield-chart" />;
}
