// The 250 x 118 intraday chart of one index card (lightweight-charts, loaded lazily). Data is set
// once per fetch; live 1101 updates move only the current minute (incremental update).
import { changeColour, formatTimeShort, INDEX_CHART, toSecondsOfDay } from '@sen/market';
import type { IntradayHistory } from '@sen/protocol';
import {
  AreaSeries,
  ColorType,
  createChart,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type IPriceLine,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { marketNow, marketTimeOnDay } from '@/shared/lib/market-clock';
import { useSettings } from '@/shared/settings/use-settings';
import { axisLabels } from '../lib/chart-axis';
import { chartSlots, slotTime } from '../lib/chart-points';
import { chartPalette, withAlpha } from '../lib/chart-theme';
import { indexStore } from '../stores/index-store';
import styles from './mini-chart.module.css';

interface Props {
  code: string;
  history: IntradayHistory;
  reference: number;
}

const timeLabel = (time: unknown) => formatTimeShort(Number(time) * 1000);
/** Height of the HTML time axis under the plot; plot and axis together are 250 x 118. */
const AXIS_HEIGHT = 13;
const LABELS = axisLabels();

export default function MiniChart({ code, history, reference }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Area'>; refLine: IPriceLine | null } | null>(
    null,
  );
  const theme = useSettings((settings) => settings.theme);

  useEffect(() => {
    if (!host.current) return;
    const api = createChart(host.current, {
      width: INDEX_CHART.width,
      height: INDEX_CHART.height - AXIS_HEIGHT,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        fontSize: 9,
        attributionLogo: false,
      },
      rightPriceScale: { visible: false },
      leftPriceScale: { visible: false },
      timeScale: { visible: false, rightOffset: 0 },
      localization: { timeFormatter: timeLabel },
      crosshair: {
        vertLine: { visible: false, labelVisible: false },
        horzLine: { visible: false, labelVisible: false },
      },
      handleScroll: false,
      handleScale: false,
    });
    const series = api.addSeries(AreaSeries, {
      lineWidth: 1,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    chart.current = { api, series, refLine: null };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    const last = indexStore.get(code)?.value ?? history.points.at(-1)?.close ?? reference;
    const palette = chartPalette(changeColour(last - reference));
    current.api.applyOptions({
      layout: { textColor: palette.text },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    });
    current.series.applyOptions({
      lineColor: palette.line,
      topColor: withAlpha(palette.line, 0.35),
      bottomColor: withAlpha(palette.line, 0.02),
    });
    if (current.refLine) current.series.removePriceLine(current.refLine);
    current.refLine =
      reference > 0
        ? current.series.createPriceLine({
            price: reference,
            color: palette.reference,
            lineWidth: 1,
            lineStyle: LineStyle.Dashed,
            axisLabelVisible: false,
          })
        : null;
    const now = marketNow();
    if (now === null) return;
    const dayStart = marketTimeOnDay(now, 0, 0) / 1000;
    const slots = chartSlots(history.points, dayStart);
    current.series.setData(slots.map((slot) => ({ ...slot, time: slot.time as UTCTimestamp })));
    // The whole 09:00-15:00 day, not only the minutes traded so far.
    current.api.timeScale().setVisibleLogicalRange({ from: 0, to: slots.length - 1 });

    return indexStore.subscribe(() => {
      const live = indexStore.get(code);
      if (!live || !chart.current) return;
      const time = slotTime(dayStart, Math.floor(toSecondsOfDay(live.time) / 60));
      if (time !== null) chart.current.series.update({ time: time as UTCTimestamp, value: live.value }, true);
    });
  }, [code, history, reference, theme]);

  const now = marketNow();
  return (
    <div className={styles.chart} data-testid={`mini-chart-${code}`}>
      <div ref={host} className={styles.plot} />
      <div className={styles.axis} aria-hidden="true">
        {now !== null &&
          LABELS.map((label) => (
            <span
              key={label.seconds}
              className={styles.tick}
              style={{ left: `${label.at * 100}%`, transform: `translateX(${-label.at * 100}%)` }}
            >
              {formatTimeShort(marketTimeOnDay(now, 0, 0) + label.seconds * 1000)}
            </span>
          ))}
      </div>
    </div>
  );
}
