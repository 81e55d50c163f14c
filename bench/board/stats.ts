// Figures of one benchmark step.
import type { Stamp } from './probe.ts';

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
  /** WebSocket message -> end of the main-thread frame that changed the DOM (the probe's stamp). */
  paintP50: number;
  paintP95: number;
  painted: number;
  /**
   * WebSocket message -> presentation of the compositor frame that showed the value (trace,
   * frames.ts); the probe's paint stamp is only the end of the main thread's part of that frame.
   */
  presentP50: number;
  presentP95: number;
  presented: number;
  /** Intervals between main-thread frames in whole vsyncs from the trace (uncoarsened). */
  traceFrameP50: number;
  traceFrameP95: number;
  /** Main-thread frames with more than one vsync since the previous one, of all main-thread frames. */
  lateFrames: number;
  mainFrames: number;
  /** Main-thread time of frames that committed: frame start -> the compositor's commit (ms). */
  mainFrameP50: number;
  mainFrameP95: number;
  /** Compositor frames Chromium reported dropped (PipelineReporter STATE_DROPPED). */
  droppedFrames: number;
  /** From the generator's publish to the paint (server, socket, page; the two clocks calibrated). */
  publishPaintP50: number;
  publishPaintP95: number;
  /**
   * Where a trade's time went, p50/p95 (ms): publish -> WebSocket message; with a worker, message
   * (in the worker) -> its batch on the main thread -> paint; without, message -> paint.
   */
  stages: Record<string, { p50: number; p95: number }>;
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

/** What the trace gave for one step (frames.ts). */
export interface TraceFigures {
  presentLatencies: readonly number[];
  frameIntervals: readonly number[];
  mainFrameTimes: readonly number[];
  droppedFrames: number;
}

export function stepFigures(
  grid: string,
  rate: number,
  sent: number,
  report: { frames: number[]; longTasks: number[]; latencies: number[] },
  publishLatencies: readonly number[],
  stages: Record<string, readonly number[]>,
  loadAverage: number,
  time: BrowserTime,
  trace: TraceFigures,
): StepFigures {
  const round = (value: number) => Math.round(value * 10) / 10;
  const vsync = trace.frameIntervals.length > 0 ? Math.min(...trace.frameIntervals) : 0;
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
    presentP50: round(percentile(trace.presentLatencies, 50)),
    presentP95: round(percentile(trace.presentLatencies, 95)),
    presented: trace.presentLatencies.length,
    traceFrameP50: round(percentile(trace.frameIntervals, 50)),
    traceFrameP95: round(percentile(trace.frameIntervals, 95)),
    lateFrames: trace.frameIntervals.filter((interval) => interval > vsync * 1.5).length,
    mainFrames: trace.frameIntervals.length,
    mainFrameP50: round(percentile(trace.mainFrameTimes, 50)),
    mainFrameP95: round(percentile(trace.mainFrameTimes, 95)),
    droppedFrames: trace.droppedFrames,
    publishPaintP50: round(percentile(publishLatencies, 50)),
    publishPaintP95: round(percentile(publishLatencies, 95)),
    stages: Object.fromEntries(
      Object.entries(stages).map(([name, values]) => [
        name,
        { p50: round(percentile(values, 50)), p95: round(percentile(values, 95)) },
      ]),
    ),
    loadAverage: round(loadAverage),
    rendererCpuSeconds: Math.round(time.rendererCpu * 1000) / 1000,
    browserCpuSeconds: Math.round(time.browserCpu * 1000) / 1000,
    rendererCpuMsPer1000: sent > 0 ? round((time.rendererCpu * 1e6) / sent) : 0,
    scriptSeconds: Math.round(time.script * 1000) / 1000,
    styleLayoutSeconds: Math.round(time.styleLayout * 1000) / 1000,
  };
}

/** How long each trade took from one stamp to the next (same symbol and total); `offset`: later clock - earlier. */
export function stageDelays(from: readonly Stamp[], to: readonly Stamp[], offset = 0): number[] {
  const earlier = new Map(from.map((stamp) => [`${stamp.symbol}|${stamp.total}`, stamp.at]));
  return to.flatMap((stamp) => {
    const at = earlier.get(`${stamp.symbol}|${stamp.total}`);
    return at === undefined ? [] : [stamp.at - offset - at];
  });
}

/**
 * Delays to the paint: each paint of a symbol's total volume counts every earlier stamp of that
 * symbol up to that total not counted before (superseded values count at the paint that replaced
 * them). `offset` is the page clock minus the stamps' clock.
 */
export function paintDelays(stamps: readonly Stamp[], paints: readonly Stamp[], offset = 0): number[] {
  const pending = new Map<string, Stamp[]>();
  for (const stamp of stamps) {
    const list = pending.get(stamp.symbol) ?? [];
    list.push(stamp);
    pending.set(stamp.symbol, list);
  }
  const latencies: number[] = [];
  for (const paint of [...paints].sort((a, b) => a.at - b.at)) {
    const list = pending.get(paint.symbol);
    if (!list) continue;
    pending.set(
      paint.symbol,
      list.filter((stamp) => {
        if (stamp.total > paint.total) return true;
        latencies.push(paint.at - offset - stamp.at);
        return false;
      }),
    );
  }
  return latencies;
}
