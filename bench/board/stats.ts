// Figures of one benchmark step.
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface StepFigures {
  grid: string;
  rate: number;
  sent: number;
  frameP50: number;
  frameP95: number;
  longTasks: number;
  longestTask: number;
  paintP50: number;
  paintP95: number;
  painted: number;
  /** Load average (1 min) of the machine at the end of the step. */
  loadAverage: number;
  /** CPU time of the browser's renderer processes during the step (seconds; SystemInfo). */
  rendererCpuSeconds: number;
  /** CPU time of all the browser's processes (renderer, GPU, browser, utility) during the step. */
  browserCpuSeconds: number;
  /** Renderer CPU time per 1,000 updates sent (ms): the cost per unit of work. */
  rendererCpuMsPer1000: number;
  /** Main-thread time of the page in script and in style+layout (CDP Performance metrics, s). */
  scriptSeconds: number;
  styleLayoutSeconds: number;
}

export interface BrowserTime {
  rendererCpu: number;
  browserCpu: number;
  script: number;
  styleLayout: number;
}

export function stepFigures(
  grid: string,
  rate: number,
  sent: number,
  report: { frames: number[]; longTasks: number[]; latencies: number[] },
  loadAverage: number,
  time: BrowserTime,
): StepFigures {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    grid,
    rate,
    sent,
    frameP50: round(percentile(report.frames, 50)),
    frameP95: round(percentile(report.frames, 95)),
    longTasks: report.longTasks.length,
    longestTask: round(report.longTasks.length ? Math.max(...report.longTasks) : 0),
    paintP50: round(percentile(report.latencies, 50)),
    paintP95: round(percentile(report.latencies, 95)),
    painted: report.latencies.length,
    loadAverage: round(loadAverage),
    rendererCpuSeconds: Math.round(time.rendererCpu * 1000) / 1000,
    browserCpuSeconds: Math.round(time.browserCpu * 1000) / 1000,
    rendererCpuMsPer1000: sent > 0 ? round((time.rendererCpu * 1e6) / sent) : 0,
    scriptSeconds: Math.round(time.script * 1000) / 1000,
    styleLayoutSeconds: Math.round(time.styleLayout * 1000) / 1000,
  };
}
