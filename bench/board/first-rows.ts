// Time to the first priced rows (issue 28 item 2): a fresh browser context (empty cache) opens the
// HOSE board with the CPU slowed down 4x (Chromium's CPU throttling, as a mid-range phone), and
// the page's clock is read when `rows` rows on screen show their prices (reference price and
// ceiling written). Also when each request of the waterfall started (Resource Timing), so a
// request that waits for another shows. And the page's largest contentful paint (issue 25 item 2):
// the last `largest-contentful-paint` entry once the rows are priced and the page has been still
// for a second (a later, larger paint would replace it), with the element it painted. Median of
// `runs`.
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { startTrace } from './sort-paint.ts';

export interface FirstRowsRun {
  ms: number;
  /** Largest contentful paint (render time), and what it painted (tag, test id or class). */
  lcpMs: number | null;
  lcpElement: string | null;
  requests: { name: string; startMs: number; endMs: number }[];
}

const WATCHED = /\/(assets\/index-[^/]+\.js|config\.json|board\/[A-Za-z]+)/;

export async function timeToPricedRows(
  browser: Browser,
  url: string,
  {
    rows = 25,
    runs = 3,
    cpuSlowdown = 4,
    traceFile,
  }: { rows?: number; runs?: number; cpuSlowdown?: number; traceFile?: string } = {},
): Promise<{ medianMs: number; medianLcpMs: number | null; runs: FirstRowsRun[] }> {
  const results: FirstRowsRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The last run is traced with --trace (a trace slows the page down a little).
    const tracing = traceFile && run === runs - 1 ? await startTrace(cdp) : undefined;
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (wanted) => {
        const height = window.innerHeight;
        const priced = Array.from(document.querySelectorAll('[role="row"][data-symbol]')).filter((row) => {
          const rect = row.getBoundingClientRect();
          if (rect.top < 0 || rect.bottom > height) return false;
          return Boolean(
            row.querySelector('[data-col="ref"]')?.textContent &&
            row.querySelector('[data-col="ceiling"]')?.textContent,
          );
        });
        return priced.length >= wanted ? performance.now() : 0;
      },
      rows,
      { polling: 'raf', timeout: 60_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    await page.waitForTimeout(1_000);
    if (tracing && traceFile) writeFileSync(traceFile, JSON.stringify(await tracing()));
    const lcp = await page.evaluate(
      () =>
        new Promise<{ ms: number; element: string } | null>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            observer.disconnect();
            const last = entries.at(-1);
            if (!last) return resolve(null);
            const element = last.element;
            const name = element
              ? `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
              : '(removed)';
            resolve({ ms: last.startTime, element: name });
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 2_000);
        }),
    );
    const requests = await page.evaluate((watched) => {
      const pattern = new RegExp(watched);
      return performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(entry.name))
        .map((entry) => ({
          name: new URL(entry.name).pathname,
          startMs: Math.round(entry.startTime),
          endMs: Math.round((entry as PerformanceResourceTiming).responseEnd),
        }));
    }, WATCHED.source);
    results.push({
      ms: Math.round(ms),
      lcpMs: lcp ? Math.round(lcp.ms) : null,
      lcpElement: lcp?.element ?? null,
      requests,
    });
    await context.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const lcps = results.flatMap((r) => (r.lcpMs === null ? [] : [r.lcpMs]));
  return {
    medianMs: median(results.map((r) => r.ms))!,
    medianLcpMs: lcps.length === results.length ? median(lcps)! : null,
    runs: results,
  };
}
