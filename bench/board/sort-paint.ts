// A sort under the live stream (issue 28 item 7): the HOSE board with Chromium's CPU slowed down 4x
// while the stream publishes, and a real click (CDP input) on a column header, alternating the
// direction. Per click: from the click's event time to the end of the first frame whose rows on
// screen are in the new order (a requestAnimationFrame that finds them sorted, then a message
// posted from it, which runs once that frame has been painted), and the browser's own Event Timing
// duration of the click (input to the next paint after its handlers, in 8 ms steps). Median of
// `clicks`; the clicks that did not paint sorted rows within 2 s count as failures.
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession } from 'playwright-core';

interface SortClick {
  column: string;
  direction: 'descending' | 'ascending';
  /** Click event -> end of the first painted frame with the rows on screen sorted. */
  ms: number;
  /** Event Timing duration of the click (input -> next paint), if the browser reported it. */
  eventTimingMs: number | null;
  rowsOnScreen: number;
}

export interface SortPaintResult {
  medianMs: number;
  maxMs: number;
  medianEventTimingMs: number | null;
  failures: number;
  clicks: SortClick[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** Installed in the page: times one click on `column`'s header until its rows paint sorted. */
function armClick(column: string): void {
  const win = window as unknown as { sortClick?: Promise<unknown> };
  win.sortClick = new Promise((resolve) => {
    const valueOf = (row: Element) => {
      const text = row.querySelector(`[data-col="${column}"]`)?.textContent ?? '';
      const digits = text.replace(/[^\d]/g, '');
      return digits === '' ? null : Number(digits);
    };
    const header = document.querySelector(`[role="columnheader"][data-col="${column}"]`)!;
    const rowsOnScreen = () => {
      // Seen: inside the window and inside the grid's own box (rows below it are clipped).
      const grid = document.querySelector('[role="grid"]')?.getBoundingClientRect();
      const height = Math.min(window.innerHeight, grid?.bottom ?? Infinity);
      return Array.from(document.querySelectorAll('[role="row"][data-symbol]'))
        .map((row) => ({ row, top: row.getBoundingClientRect().top }))
        .filter(({ top }) => top >= 0 && top < height - 20)
        .sort((a, b) => a.top - b.top)
        .map(({ row }) => row);
    };
    const before = rowsOnScreen()
      .map((row) => row.getAttribute('data-symbol'))
      .join(',');
    let eventTiming: number | null = null;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') eventTiming = entry.duration;
    });
    observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    document.addEventListener(
      'click',
      (event) => {
        const clickAt = event.timeStamp;
        const started = performance.now();
        const check = () => {
          const rows = rowsOnScreen();
          const order = rows.map((row) => row.getAttribute('data-symbol')).join(',');
          const direction = header.getAttribute('aria-sort');
          const values = rows.map(valueOf);
          let inOrder = 0;
          for (let index = 1; index < values.length; index += 1) {
            const [a, b] = [values[index - 1] ?? null, values[index] ?? null];
            if (b === null || (a !== null && (direction === 'descending' ? a >= b : a <= b))) inOrder += 1;
          }
          // Live values move after the order is taken: nine in ten neighbours in order is sorted.
          const sorted = order !== before && rows.length > 1 && inOrder >= 0.9 * (rows.length - 1);
          if (!sorted) {
            if (performance.now() - started < 2_000) requestAnimationFrame(check);
            else resolve({ ms: -1, eventTimingMs: eventTiming, direction, rowsOnScreen: rows.length });
            return;
          }
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const ms = performance.now() - clickAt;
            // The Event Timing entry arrives after the paint; give it a moment.
            setTimeout(() => {
              observer.disconnect();
              resolve({ ms, eventTimingMs: eventTiming, direction, rowsOnScreen: rows.length });
            }, 100);
          };
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
}

export async function timeSortPaint(
  browser: Browser,
  url: string,
  streaming: (seconds: number) => Promise<unknown>,
  {
    clicks = 9,
    cpuSlowdown = 4,
    columns = ['totalVolume', 'lastVolume'],
    traceFile,
  }: { clicks?: number; cpuSlowdown?: number; columns?: string[]; traceFile?: string } = {},
): Promise<SortPaintResult> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page
    .locator('[role="row"][data-symbol] [data-col="ref"]')
    .first()
    .filter({ hasText: /\d/ })
    .waitFor();
  // tsx keeps function names with a helper the page lacks (armClick is passed as source).
  await page.evaluate('globalThis.__name = (fn) => fn');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const stream = streaming(4 + clicks * 1.2);
  await page.waitForTimeout(2_500);
  const tracing = traceFile ? await startTrace(cdp) : undefined;
  const results: SortClick[] = [];
  for (let click = 0; click < clicks; click += 1) {
    const column = columns[Math.floor(click / 2) % columns.length]!;
    await page.evaluate(armClick, column);
    // A plain input click at the button's centre (CDP mouse events): a locator's click also runs
    // Playwright's hit-target check in the page, some 2.5 ms of listeners at 4x on the click's
    // own pointerdown, which is the tool's work, not the board's.
    const box = await page.locator(`[role="columnheader"][data-col="${column}"] button`).boundingBox();
    if (!box) throw new Error(`no ${column} header on screen`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const result = (await page.evaluate(
      () => (window as unknown as { sortClick: Promise<unknown> }).sortClick,
    )) as Omit<SortClick, 'column'>;
    results.push({
      column,
      ...result,
      ms: Math.round(result.ms),
      eventTimingMs: result.eventTimingMs === null ? null : Math.round(result.eventTimingMs),
    });
    await page.waitForTimeout(700);
  }
  if (tracing && traceFile) writeFileSync(traceFile, JSON.stringify(await tracing()));
  await stream;
  await context.close();
  const painted = results.filter((result) => result.ms >= 0);
  const timings = painted.flatMap((result) => (result.eventTimingMs === null ? [] : [result.eventTimingMs]));
  return {
    medianMs: median(painted.map((result) => result.ms)),
    maxMs: Math.max(0, ...painted.map((result) => result.ms)),
    medianEventTimingMs: timings.length === 0 ? null : median(timings),
    failures: results.length - painted.length,
    clicks: results,
  };
}

/** A Chromium trace of the main thread's work (`--trace`): open the file in DevTools' Performance panel. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<{ traceEvents: unknown[] }>> {
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink',
    'toplevel',
    'disabled-by-default-v8.cpu_profiler',
  ];
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return { traceEvents: events };
  };
}
