// Labels of the mini chart's time axis: every two hours from 09:00 to 15:00 market time, placed
// by their share of the axis (the chart draws one slot per minute, so positions are linear).
import { INDEX_CHART, toSecondsOfDay } from '@sen/market';

const AXIS_START = toSecondsOfDay(INDEX_CHART.axis.start);
const AXIS_END = toSecondsOfDay(INDEX_CHART.axis.end);
const STEP = 2 * 3600;

export interface AxisLabel {
  /** Seconds since midnight, market time. */
  seconds: number;
  /** Position along the axis, 0 to 1. */
  at: number;
}

export function axisLabels(): AxisLabel[] {
  const labels: AxisLabel[] = [];
  for (let seconds = AXIS_START; seconds <= AXIS_END; seconds += STEP) {
    labels.push({ seconds, at: (seconds - AXIS_START) / (AXIS_END - AXIS_START) });
  }
  return labels;
}
