// Issue 28's reach figures of the board benchmark (run.ts, first thing it measures): time to 25
// priced rows at 4x CPU slowdown, the largest contentful paint of the same loads (issue 25 item 2)
// and a sort under the live stream at 4x, with their verdicts,
// printed and appended as a dated round to bench/results/board-reach.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { FirstRowsRun } from './first-rows.ts';
import type { SortPaintResult } from './sort-paint.ts';

const FIRST_ROWS_TARGET_MS = 1_200;
const SORT_PAINT_TARGET_MS = 100;
const LCP_TARGET_MS = 1_500;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

interface FirstRows {
  medianMs: number;
  medianLcpMs: number | null;
  runs: FirstRowsRun[];
}

export function printFirstRows(firstRows: FirstRows): void {
  const median = firstRows.runs.find((run) => run.ms === firstRows.medianMs)!;
  console.log(
    `25 priced rows of the HOSE board at 4x CPU slowdown: median ${firstRows.medianMs} ms (${firstRows.runs.map((r) => r.ms).join(', ')} ms; target ${FIRST_ROWS_TARGET_MS} ms: ${verdict(firstRows.medianMs <= FIRST_ROWS_TARGET_MS)}; load ${loadavg()[0]!.toFixed(1)}); requests of the median run (start-end ms): ${median.requests
      .map((r) => `${r.name} ${r.startMs}-${r.endMs}`)
      .join(', ')}`,
  );
  console.log(
    `largest contentful paint of the HOSE board at 4x CPU slowdown: median ${firstRows.medianLcpMs ?? 'n/a'} ms (${firstRows.runs.map((r) => `${r.lcpMs ?? 'none'} ${r.lcpElement ?? ''}`.trim()).join(', ')}; target ${LCP_TARGET_MS} ms: ${verdict(firstRows.medianLcpMs !== null && firstRows.medianLcpMs <= LCP_TARGET_MS)})`,
  );
}

export function printSort(sort: SortPaintResult): void {
  console.log(
    `sort of the HOSE board under the stream at 4x CPU slowdown, click -> painted sorted rows: median ${sort.medianMs} ms, max ${sort.maxMs} ms (${sort.clicks.map((c) => `${c.column} ${c.direction} ${c.ms}`).join(', ')} ms; Event Timing median ${sort.medianEventTimingMs ?? 'n/a'} ms; ${sort.failures} not painted sorted within 2 s; target ${SORT_PAINT_TARGET_MS} ms: ${verdict(sort.failures === 0 && sort.medianMs <= SORT_PAINT_TARGET_MS)}; load ${loadavg()[0]!.toFixed(1)})`,
  );
}

/** Appends this run's round to `dir`/board-reach.json. */
export function saveReach(
  dir: string,
  firstRows: FirstRows,
  sort: SortPaintResult | null,
  web: string,
): void {
  const file = join(dir, 'board-reach.json');
  const saved = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { rounds: unknown[] })
    : { rounds: [] };
  saved.rounds.push({
    at: new Date().toISOString(),
    web,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
    cpuSlowdown: 4,
    firstRows: {
      targetMs: FIRST_ROWS_TARGET_MS,
      medianMs: firstRows.medianMs,
      met: firstRows.medianMs <= FIRST_ROWS_TARGET_MS,
      runsMs: firstRows.runs.map((run) => run.ms),
    },
    largestContentfulPaint: {
      targetMs: LCP_TARGET_MS,
      medianMs: firstRows.medianLcpMs,
      met: firstRows.medianLcpMs !== null && firstRows.medianLcpMs <= LCP_TARGET_MS,
      runs: firstRows.runs.map((run) => ({ ms: run.lcpMs, element: run.lcpElement })),
    },
    sort: sort && {
      targetMs: SORT_PAINT_TARGET_MS,
      medianMs: sort.medianMs,
      maxMs: sort.maxMs,
      medianEventTimingMs: sort.medianEventTimingMs,
      failures: sort.failures,
      met: sort.failures === 0 && sort.medianMs <= SORT_PAINT_TARGET_MS,
      clicks: sort.clicks,
    },
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
}
