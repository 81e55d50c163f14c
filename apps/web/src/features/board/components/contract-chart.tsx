// The chart frame of the selected futures contract: its matched prices today, one point a second,
// drawn with lightweight-charts (loaded lazily with this file) and moved incrementally.
import { formatDerivativePrice, toSecondsOfDay } from '@sen/market';
import { ColorType, createChart, LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { MatchEntry } from '../stores/match-history';
import { matchHistory } from '../stores/match-history';
import styles from './derivatives.module.css';

const clockLabel = (time: unknown) => {
  const seconds = Number(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
};

function pointsOf(entries: readonly MatchEntry[]) {
  const bySecond = new Map<number, number>();
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    bySecond.set(toSecondsOfDay(entry.time), entry.price / 100);
  }
  return [...bySecond].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

export default function ContractChart({ symbol }: { symbol: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Line'> } | null>(null);
  const entries = useSyncExternalStore(matchHistory.subscribe, matchHistory.get, matchHistory.get);

  useEffect(() => {
    if (!host.current) return;
    const style = getComputedStyle(host.current);
    const api = createChart(host.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: style.getPropertyValue('--color-text-muted').trim() || '#8c94a3', fontSize: 10, attributionLogo: false },
      grid: { vertLines: { color: style.getPropertyValue('--chart-grid').trim() || '#1f2430' }, horzLines: { color: style.getPropertyValue('--chart-grid').trim() || '#1f2430' } },
      timeScale: { timeVisible: true, secondsVisible: false, tickMarkFormatter: clockLabel },
      localization: { timeFormatter: clockLabel, priceFormatter: (price: number) => formatDerivativePrice(Math.round(price * 100)) },
    });
    const series = api.addSeries(LineSeries, { lineWidth: 2, color: style.getPropertyValue('--price-reference').trim() || '#ffd23f' });
    chart.current = { api, series };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, [symbol]);

  useEffect(() => {
    chart.current?.series.setData(pointsOf(entries));
  }, [entries]);

  return <div ref={host} className={styles.chart} data-testid="contract-chart" data-symbol={symbol} />;
}
