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
}

export function stepFigures(
  grid: string,
  rate: number,
  sent: number,
  report: { frames: number[]; longTasks: number[]; latencies: number[] },
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
  };
}
