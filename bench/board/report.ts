// The board benchmark's closing lines (run.ts): AG Grid / Sen ratios per rate, the verdict of
// issue 6's targets at 2,000 updates/s, and the figures saved to bench/results/board.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StepFigures } from './stats.ts';

/** The board route's JavaScript before the board renders, as the browser receives it (issue 25 item 2). */
const WIRE_BUDGET_KB = 180;

/** Prints the ratios of every rate both grids ran and the targets' verdict at 2,000 updates/s. */
export function printComparison(
  results: readonly StepFigures[],
  rates: readonly number[],
  beforeRenderWire: number,
): void {
  console.log('\nratios (AG Grid / Sen; above 1 means Sen is ahead):');
  for (const rate of rates) {
    const sen = results.find((r) => r.grid === 'sen' && r.rate === rate);
    const ag = results.find((r) => r.grid === 'ag-grid' && r.rate === rate);
    if (!sen || !ag) continue;
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log(
      `${String(rate).padStart(5)}/s  frame p95 x${ratio(ag.frameP95, sen.frameP95)} (trace x${ratio(ag.traceFrameP95, sen.traceFrameP95)})  arrival->paint p95 x${ratio(ag.paintP95, sen.paintP95)}  arrival->presented p95 x${ratio(ag.presentP95, sen.presentP95)}  long tasks ${ag.longTasks} vs ${sen.longTasks}`,
    );
  }
  const target = results.find((r) => r.grid === 'sen' && r.rate === 2000);
  if (target) {
    // Judged on the trace's figures: frame intervals in whole vsyncs (requestAnimationFrame's
    // coarsened timestamps read one vsync as 16.6-16.8 ms) and the presentation of the frame that
    // showed the value (the probe's paint stamp is only the end of the main thread's part of it).
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const parts = [
      `frame p95 <= 16.7 ms: ${verdict(target.traceFrameP95 <= 16.7)} (trace ${target.traceFrameP95} ms, ${target.lateFrames} of ${target.mainFrames} main-thread frames late; requestAnimationFrame ${target.frameP95} ms)`,
      `no long task > 50 ms: ${verdict(target.longestTask <= 50)} (${target.longTasks}, longest ${target.longestTask} ms)`,
      `arrival->paint p95 < 50 ms: ${verdict(target.presentP95 < 50)} (to presentation ${target.presentP95} ms; to the probe's paint stamp ${target.paintP95} ms)`,
      `JS <= ${WIRE_BUDGET_KB} KB on the wire (issue 25 item 2): ${verdict(beforeRenderWire <= WIRE_BUDGET_KB * 1024)} (${(beforeRenderWire / 1024).toFixed(1)} KB)`,
    ];
    console.log(`\ntarget at 2,000 updates/s, load ${target.loadAverage}:\n  ${parts.join('\n  ')}`);
  }
}

/** Writes `board.json` under `dir`; a board route over the budget (bytes on the wire) fails the run (exit code 1). */
export function saveResults(
  dir: string,
  run: {
    rates: readonly number[];
    stepSeconds: number;
    size: { boardScriptsWire: number; beforeRenderWire: number; boardDataWire: number };
    results: readonly StepFigures[];
  },
): void {
  const { rates, stepSeconds, size, results } = run;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'board.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        rates,
        stepSeconds,
        boardScriptsWire: size.boardScriptsWire,
        boardScriptsBeforeRenderWire: size.beforeRenderWire,
        boardDataWire: size.boardDataWire,
        results,
      },
      null,
      2,
    )}\n`,
  );
  if (size.beforeRenderWire > WIRE_BUDGET_KB * 1024) {
    console.error(
      `board route JavaScript over the ${WIRE_BUDGET_KB} KB budget on the wire: ${(size.beforeRenderWire / 1024).toFixed(1)} KB`,
    );
    process.exitCode = 1;
  }
}
