// Time to the first priced rows (issue 28 item 2): a fresh browser context (empty cache) opens the
// HOSE board with the CPU slowed down 4x (Chromium's CPU throttling, as a mid-range phone), and
// the page's clock is read when `rows` rows on screen show their prices (reference price and
// ceiling written). Also when each request of the waterfall started (Resource Timing), so a
// request that waits for another shows. Median of `runs`.
import type { Browser } from 'playwright-core';

export interface FirstRowsRun {
  ms: number;
  requests: { name: string; startMs: number; endMs: number }[];
}

const WATCHED = /\/(assets\/index-[^/]+\.js|config\.json|board\/[A-Za-z]+)/;

export async function timeToPricedRows(
  browser: Browser,
  url: string,
  { rows = 25, runs = 3, cpuSlowdown = 4 } = {},
): Promise<{ medianMs: number; runs: FirstRowsRun[] }> {
  const results: FirstRowsRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
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
    results.push({ ms: Math.round(ms), requests });
    await context.close();
  }
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runs: results };
}
