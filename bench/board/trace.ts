// A Chromium trace of one step of the board benchmark (run.ts): always the frame pipeline
// (frames.ts); with `full` every main-thread category too, written to a file and summarised.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { FRAME_TRACE_CATEGORIES, type TraceEvent } from './frames.ts';

/**
 * A Chromium trace of the step: always the frame pipeline (frames.ts: when each frame was
 * presented); with --trace every main-thread category too, written to a file and summarised by
 * thread and event.
 */
export async function startTrace(
  page: Page,
  full: boolean,
  extra: readonly string[] = [],
): Promise<(name: string) => Promise<TraceEvent[]>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  const categories = full
    ? [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink',
        'cc',
        'gpu',
        'viz',
        'benchmark',
        'toplevel',
        ...FRAME_TRACE_CATEGORIES,
      ]
    : [...FRAME_TRACE_CATEGORIES, ...extra];
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  return async (name) => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    if (!full) return events;
    writeFileSync(join(tmpdir(), `board-${name}.trace.json`), JSON.stringify(events));
    const threads = new Map<string, string>();
    for (const event of events)
      if (event.name === 'thread_name')
        threads.set(
          `${event.pid}:${event.tid}`,
          String((event.args as { name?: string } | undefined)?.name ?? ''),
        );
    const total = new Map<string, number>();
    for (const event of events) {
      if (event.ph !== 'X' || !event.dur) continue;
      const key = `${threads.get(`${event.pid}:${event.tid}`) ?? event.tid} ${event.name}`;
      total.set(key, (total.get(key) ?? 0) + event.dur / 1000);
    }
    console.log(`trace ${name} (ms, inclusive, by thread and event):`);
    for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${ms.toFixed(0).padStart(7)}  ${key}`);
    return events;
  };
}
