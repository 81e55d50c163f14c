// The chart frame of the selected futures contract: its one-minute closes today from the board
// host's intraday chart (refreshed each minute), moved on by the live trades of the match history,
// drawn with lightweight-charts (loaded lazily with this file).
import { useQuery } from '@tanstack/react-query';
import {
  ColorType,
  createChart,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { fetchMinuteBars } from '../api/board-modes-api';
import { CONTRACT_PRICE_FORMAT, contractPoints } from '../lib/contract-points';
import { matchHistory } from '../stores/match-history';
import styles from './derivatives.module.css';

const NO_BARS: never[] = [];

const clockLabel = (time: unknown) => {
  const seconds = Number(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
};

export default function ContractChart({ symbol }: { symbol: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Line'> } | null>(null);
  const { boardBase } = useAppConfig();
  const bars = useQuery({
    queryKey: ['board', 'contract-bars', symbol, boardBase],
    queryFn: ({ signal }) => fetchMinuteBars(boardBase, symbol, signal),
    refetchInterval: 60_000,
    gcTime: 0,
  });
  const entries = useSyncExternalStore(matchHistory.subscribe, matchHistory.get, matchHistory.get);
  const followed = useSyncExternalStore(matchHistory.subscribe, matchHistory.symbol, matchHistory.symbol);

  useEffect(() => {
    if (!host.current) return;
    const style = getComputedStyle(host.current);
    const api = createChart(host.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: style.getPropertyValue('--color-text-muted').trim() || '#8c94a3',
        fontSize: 10,
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: style.getPropertyValue('--chart-grid').trim() || '#1f2430' },
        horzLines: { color: style.getPropertyValue('--chart-grid').trim() || '#1f2430' },
      },
      timeScale: { timeVisible: true, secondsVisible: false, tickMarkFormatter: clockLabel },
      localization: { timeFormatter: clockLabel, priceFormatter: CONTRACT_PRICE_FORMAT.formatter },
    });
    const series = api.addSeries(LineSeries, {
      lineWidth: 2,
      priceFormat: CONTRACT_PRICE_FORMAT,
      pointMarkersVisible: true,
      pointMarkersRadius: 2,
      color: style.getPropertyValue('--price-reference').trim() || '#ffd23f',
    });
    chart.current = { api, series };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, [symbol]);

  // The series is set again for a new chart (a new symbol) as for new bars or trades.
  const barData = bars.data?.symbol === symbol ? bars.data.data : NO_BARS;
  useEffect(() => {
    const matches = followed === symbol ? entries : NO_BARS;
    const current = chart.current;
    if (!current) return;
    current.series.setData(
      contractPoints(barData, matches).map((point) => ({
        time: point.time as UTCTimestamp,
        value: point.value,
      })),
    );
    current.api.timeScale().fitContent();
  }, [symbol, barData, entries, followed]);

  return <div ref={host} className={styles.chart} data-testid="contract-chart" data-symbol={symbol} />;
}
