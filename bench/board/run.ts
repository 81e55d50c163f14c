// Board rendering benchmark (issue 6 item 7): the built Sen server runs in this process (demo clock
// at 10:00, the simulated market paused so the stream below is the only load); headless Chromium
// shows the HOSE board (400+ rows) while trade/depth/foreign updates are published through the real
// realtime gateway at rising rates. Per step: frame time p50/p95, long tasks, and arrival-to-paint
// p50/p95 (WebSocket message -> end of the frame that painted its value; Sen's socket runs in its
// realtime worker, where the probe stamps it). Every step is also traced (frame categories only):
// frame intervals in whole vsyncs and arrival -> presentation of the compositor frame that showed
// the value (frames.ts), beside the page probe's figures. The same stream, rows and columns then
// run through AG Grid Community on a plain page; ratios are printed. Also the bytes the browser
// receives for the board route's JavaScript and data (wire-bytes.ts: compressed bodies and
// headers). Needs `npm run build` first. Bounded: ~2 x rates x step.
// `--web-dir DIR` serves another build (a saved copy of apps/web/dist, to compare two builds on the
// same machine minutes apart); `--grids sen` skips AG Grid; `--trace` traces every main-thread
// category too and prints a summary; `--trace-categories a,b` adds categories to the step's trace;
// `--dump` writes each step's trace events and probe report to the temporary directory; first, 25
// priced rows at 4x CPU (first-rows.ts) and a sort under the stream at 4x (sort-paint.ts; --trace
// traces them too) into bench/results/board-reach.json (reach-results.ts; `--load-only` stops
// there; `--sort-only` runs the sort alone, not saved, `--sort-clicks n` its clicks (9); `--stream-only` skips them). Ratios, verdict and bench/results/board.json: report.ts.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import type { MarketRuntime, RealtimeGateway } from '@sen/server';
import { UpdateStream, type Band } from './generator.ts';
import { frameTimeline } from './frames.ts';
import { stampWrites } from './gateway-stamps.ts';
import { startTrace } from './trace.ts';
import type { ProbeReport, Stamp } from './probe.ts';
import { printComparison, saveResults } from './report.ts';
import { timeToPricedRows } from './first-rows.ts';
import { printFirstRows, printSort, saveReach } from './reach-results.ts';
import { timeSortPaint } from './sort-paint.ts';
import { recompress, recordWireBytes } from './wire-bytes.ts';
import { paintDelays, stageDelays, stepFigures, type BrowserTime, type StepFigures } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string', default: '250,500,1000,2000,4000' },
    'step-seconds': { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    'web-dir': { type: 'string' },
    grids: { type: 'string', default: 'sen,ag-grid' },
    'trace-categories': { type: 'string' },
    dump: { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    'stream-only': { type: 'boolean', default: false },
    'sort-only': { type: 'boolean', default: false },
    'sort-clicks': { type: 'string', default: '9' },
  },
});
const rates = args.rates!.split(',').map(Number);
const stepSeconds = Number(args['step-seconds']);
const root = new URL('../../', import.meta.url).pathname;
const webDir = args['web-dir'] ?? join(root, 'apps/web/dist');
const grids = new Set(args.grids!.split(','));
if (!existsSync(join(webDir, 'index.html')))
  throw new Error(`${webDir} has no index.html: run \`npm run build\` first`);

const chromiumFlags = '../../scripts/lib/chromium.mjs';
const { CHROMIUM_ARGS } = (await import(chromiumFlags)) as { CHROMIUM_ARGS: string[] };
// The AG Grid page is served by the same server (a copy of the web build plus one page), so both
// grids load from the same origin (Chromium blocks a fulfilled page from reaching loopback sockets).
const bundle = await build({
  entryPoints: [new URL('./ag-grid-page.ts', import.meta.url).pathname],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
});
const servedDir = mkdtempSync(join(tmpdir(), 'sen-board-bench-web-'));
cpSync(webDir, servedDir, { recursive: true });
writeFileSync(join(servedDir, 'ag-grid-bench.js'), bundle.outputFiles[0]!.text);
writeFileSync(
  join(servedDir, 'ag-grid-bench.html'),
  `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;background:#0b0d12}#grid{height:552px;margin-top:348px}</style></head>
<body><div id="grid"></div><script type="module" src="/ag-grid-bench.js"></script></body></html>`,
);
const { buildApp } = await import('@sen/server');
type SenApp = Awaited<ReturnType<typeof buildApp>> & { market: MarketRuntime; realtime: RealtimeGateway };
const app = (await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: mkdtempSync(join(tmpdir(), 'sen-board-bench-')),
  webDir: servedDir,
  databaseUrl: undefined,
  redisUrl: undefined,
  clock: 'demo',
  clockStart: '10:00',
  clockSpeed: 1,
  demoUsers: false,
  logLevel: 'silent',
})) as SenApp;
await app.listen({ port: 0, host: '127.0.0.1' });
app.market.stop();
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const categories = (await (await fetch(`${url}/board/categories`)).json()) as {
  id: string;
  symbols: string;
}[];
const symbols = categories.find((category) => category.id === 'hsx')!.symbols.split(',');
const bands: Band[] = symbols.flatMap((symbol) => {
  const state = app.market.store.get(symbol);
  return state ? [{ symbol, ref: state.reference, ceiling: state.ceiling, floor: state.floor }] : [];
});
console.log(
  `server ${url}; HOSE board ${symbols.length} symbols; rates ${rates.join(', ')} updates/s, ${stepSeconds} s each`,
);

/**
 * A half of the probe (`installProbe` for the page, `installWorkerProbe` for the realtime worker)
 * as a self-contained classic script (a function passed to addInitScript would carry the
 * transpiler's helpers with it).
 */
async function probeBundle(install: 'installProbe' | 'installWorkerProbe'): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: `import { ${install} } from './probe.ts'; ${install}();`,
      resolveDir: new URL('.', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  return bundled.outputFiles[0]!.text;
}
const probeScript = { content: await probeBundle('installProbe') };
const workerProbeScript = await probeBundle('installWorkerProbe');
// The realtime worker's script (one classic bundle) gets the worker half of the probe in front, in
// the served copy, so its WebSocket is stamped before Socket.IO takes hold of the constructor. (Not
// with page.route: Chromium keeps a worker whose script was fulfilled that way from loopback sockets.)
const workerFiles = readdirSync(join(servedDir, 'assets')).filter((file) =>
  /^realtime\.worker-.*\.js$/.test(file),
);
for (const file of workerFiles) {
  const path = join(servedDir, 'assets', file);
  writeFileSync(path, `${workerProbeScript};\n${readFileSync(path, 'utf8')}`);
  recompress(path);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const stream = new UpdateStream(bands, app.realtime);
const writes = stampWrites(app.realtime.fanOut);
const results: StepFigures[] = [];
const size = { boardScriptsWire: 0, beforeRenderWire: 0, boardDataWire: 0 };

/**
 * The page's clock minus this process's (both timeOrigin + now), from the closest of a few round
 * trips; the two should agree within a millisecond (both follow the system clock).
 */
async function clockOffset(page: Page): Promise<number> {
  let best = { trip: Infinity, offset: 0 };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const before = performance.timeOrigin + performance.now();
    const pageNow = await page.evaluate(() =>
      (window as unknown as { probe: { now(): number } }).probe.now(),
    );
    const after = performance.timeOrigin + performance.now();
    if (after - before < best.trip) best = { trip: after - before, offset: pageNow - (before + after) / 2 };
  }
  return best.offset;
}

async function measure(grid: string, page: Page): Promise<void> {
  await page.waitForTimeout(2_000);
  // CPU time of the browser's processes (SystemInfo: real CPU time, which does not grow while a
  // process waits for a core, unlike the wall-clock durations of the page's Performance metrics).
  const metrics = await page.context().newCDPSession(page);
  await metrics.send('Performance.enable');
  const system = await browser.newBrowserCDPSession();
  const rendererTime = async (): Promise<BrowserTime> => {
    const { metrics: list } = await metrics.send('Performance.getMetrics');
    const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
    const { processInfo } = (await system.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number; cpuTime: number }[];
    };
    const cpu = (type?: string) =>
      processInfo.filter((p) => type === undefined || p.type === type).reduce((sum, p) => sum + p.cpuTime, 0);
    return {
      rendererCpu: cpu('renderer'),
      browserCpu: cpu(),
      script: value('ScriptDuration'),
      styleLayout: value('LayoutDuration') + value('RecalcStyleDuration'),
    };
  };
  for (const [step, rate] of rates.entries()) {
    const offset = await clockOffset(page);
    const tracing = await startTrace(page, args.trace!, args['trace-categories']?.split(',') ?? []);
    await page.evaluate(() => (window as unknown as { probe: { reset(): void } }).probe.reset());
    stream.takeStamps();
    writes.take();
    const cdp = args.profile ? await page.context().newCDPSession(page) : null;
    if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    const before = await rendererTime();
    const sent = await stream.run(rate, stepSeconds);
    // The last frames of the step reach the screen within a few vsyncs.
    await page.waitForTimeout(300);
    if (cdp)
      writeFileSync(
        join(tmpdir(), `board-${grid}-${rate}-${step}.cpuprofile`),
        JSON.stringify((await cdp.send('Profiler.stop')).profile),
      );
    const after = await rendererTime();
    const report = await page.evaluate(() =>
      (window as unknown as { probe: { report(): Promise<ProbeReport> } }).probe.report(),
    );
    const traceEvents = await tracing(`${grid}-${rate}`);
    if (args.dump)
      writeFileSync(
        join(tmpdir(), `board-dump-${grid}-${rate}.json`),
        JSON.stringify({ traceEvents, report }),
      );
    const timeline = frameTimeline(traceEvents, report.syncAt);
    const stamps = stream.takeStamps();
    const written = writes.take();
    const stages: Record<string, number[]> = {
      'publish->message': stageDelays(stamps, report.arrivals, offset),
      // The gateway's part (to the socket's write) and the socket's and browser's (gateway-stamps.ts).
      'publish->written': stageDelays(stamps, written),
      'written->message': stageDelays(written, report.arrivals, offset),
    };
    if (report.receipts.length > 0) {
      stages['message->main thread'] = stageDelays(report.arrivals, report.receipts);
      stages['main thread->paint'] = paintDelays(report.receipts, report.paints);
      stages['main thread->DOM'] = paintDelays(report.receipts, report.mutations);
      stages['DOM->paint'] = stageDelays(report.mutations, report.paints);
    } else stages['message->paint'] = paintDelays(report.arrivals, report.paints);
    // The same values at the presentation of the compositor frame that showed them (trace).
    // (Rows on screen only: a virtualiser's rows past the edges are in the DOM, never on screen.)
    const presented: Stamp[] = report.mutations.flatMap((mutation) => {
      const at = mutation.onScreen ? timeline.frameOf(mutation.at)?.presented : undefined;
      return at === undefined ? [] : [{ symbol: mutation.symbol, total: mutation.total, at }];
    });
    stages['DOM->presented'] = stageDelays(report.mutations, presented);
    const screenRows = new Set(report.mutations.filter((m) => m.onScreen).map((m) => m.symbol));
    stages['arrival->paint stamp, rows on screen'] = paintDelays(
      report.arrivals,
      report.paints.filter((paint) => screenRows.has(paint.symbol)),
    );
    stages['paint stamp->presented'] = stageDelays(report.paints, presented);
    const publishLatencies = paintDelays(stamps, report.paints, offset);
    const figures = stepFigures(
      grid,
      rate,
      sent,
      report,
      publishLatencies,
      stages,
      loadavg()[0]!,
      {
        rendererCpu: after.rendererCpu - before.rendererCpu,
        browserCpu: after.browserCpu - before.browserCpu,
        script: after.script - before.script,
        styleLayout: after.styleLayout - before.styleLayout,
      },
      {
        presentLatencies: paintDelays(report.arrivals, presented),
        frameIntervals: timeline.frames.slice(1).map((frame) => frame.vsyncs * timeline.vsyncMs),
        mainFrameTimes: timeline.frames.flatMap((frame) =>
          frame.commit === undefined ? [] : [frame.commit - frame.start],
        ),
        droppedFrames: timeline.dropped,
      },
    );
    if (grid === 'ag-grid')
      console.log(
        'ag-grid page:',
        JSON.stringify(await page.evaluate(() => (window as unknown as { agStats: unknown }).agStats)),
      );
    results.push(figures);
    const stageText = Object.entries(figures.stages)
      .map(([name, { p50, p95 }]) => `${name} ${p50}/${p95}`)
      .join(', ');
    console.log(
      `${grid.padEnd(8)} ${String(rate).padStart(5)}/s  frame p50 ${figures.frameP50} ms p95 ${figures.frameP95} ms (rAF; trace: ${figures.traceFrameP50}/${figures.traceFrameP95} ms, ${figures.lateFrames} of ${figures.mainFrames} main-thread frames late, main-thread frame p50/p95 ${figures.mainFrameP50}/${figures.mainFrameP95} ms, ${figures.droppedFrames} compositor frames dropped)  long tasks ${figures.longTasks} (max ${figures.longestTask} ms)  arrival->presented p50 ${figures.presentP50} ms p95 ${figures.presentP95} ms (${figures.presented} on screen)  arrival->paint stamp p50 ${figures.paintP50} ms p95 ${figures.paintP95} ms (${figures.painted} painted)  publish->paint p50 ${figures.publishPaintP50} ms p95 ${figures.publishPaintP95} ms (clock offset ${offset.toFixed(1)} ms; p50/p95 ${stageText})  renderer CPU ${figures.rendererCpuSeconds} s (${figures.rendererCpuMsPer1000} ms per 1,000 updates; all browser processes ${figures.browserCpuSeconds} s; main thread script ${figures.scriptSeconds} s, style+layout ${figures.styleLayoutSeconds} s)  load ${figures.loadAverage}`,
    );
  }
}

const traceFile = (name: string) => (args.trace ? join(tmpdir(), `board-${name}.trace.json`) : undefined);
if (!args['stream-only']) {
  const firstRows = args['sort-only']
    ? null
    : await timeToPricedRows(browser, `${url}/home/bang-gia/hsx`, { traceFile: traceFile('first-rows') });
  if (firstRows) printFirstRows(firstRows);
  const stream1000 = (seconds: number) => stream.run(1000, seconds);
  const sort = await timeSortPaint(browser, `${url}/home/bang-gia/hsx`, stream1000, {
    clicks: Number(args['sort-clicks']),
    traceFile: traceFile('sort'),
  });
  printSort(sort);
  if (firstRows) saveReach(join(root, 'bench/results'), firstRows, sort, args['web-dir'] ?? 'apps/web/dist');
}
if (args['load-only'] || args['sort-only']) {
  await browser.close();
  await app.close();
  process.exit(0);
}

try {
  const sen = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await sen.addInitScript(probeScript);
  // The scripts the page loads before the board can render are the entry and its static imports
  // (modulepreload links and the entry script of index.html); later ones are lazy (mini charts).
  const html = await (await fetch(`${url}/home/bang-gia/hsx`)).text();
  const critical = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!),
  );
  const wire = recordWireBytes(sen, url, { dir: webDir, substituted: workerFiles });
  await sen.goto(`${url}/home/bang-gia/hsx`);
  await sen.locator('[role="row"][data-symbol] [data-col="ref"]').first().filter({ hasText: /\d/ }).waitFor();
  await sen.waitForTimeout(1_000);
  const files = await wire.done();
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.wire, 0);
  const scripts = files.filter((file) => file.type === 'script' || file.file.endsWith('.js'));
  const name = (file: string) => file.slice(file.lastIndexOf('/') + 1);
  size.boardScriptsWire = sum(scripts);
  size.beforeRenderWire = sum(scripts.filter((file) => critical.has(name(file.file))));
  size.boardDataWire = sum(files.filter((file) => file.type === 'fetch' || file.type === 'xhr'));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `board route JavaScript on the wire: ${kb(size.beforeRenderWire)} KB before the board renders (entry + static imports), ${kb(size.boardScriptsWire)} KB with the realtime worker and the lazy chunks (${scripts.map((f) => `${name(f.file)} ${kb(f.wire)} ${f.encoding}${critical.has(name(f.file)) ? '' : ' lazy'}`).join(', ')})`,
  );
  console.log(
    `board data on the wire: ${kb(size.boardDataWire)} KB (${files
      .filter((file) => file.type === 'fetch' || file.type === 'xhr')
      .map((f) => `${f.file.split('?')[0]} ${kb(f.wire)} ${f.encoding}`)
      .join(', ')}); everything: ${kb(sum(files))} KB in ${files.length} responses`,
  );
  console.log(
    `realtime socket: ${workerFiles.length ? `in its worker (${workerFiles.join(', ')}, probed there)` : 'on the main thread'}`,
  );
  if (grids.has('sen')) await measure('sen', sen);
  await sen.close();

  if (grids.has('ag-grid')) {
    const grid = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await grid.addInitScript(probeScript);
    await grid.goto(`${url}/ag-grid-bench.html`);
    await grid.locator('body[data-ready="true"] .ag-row').first().waitFor();
    grid.on('console', (message) => console.log('ag-grid page console:', message.text()));
    await measure('ag-grid', grid);
    await grid.close();
  }
} finally {
  await browser.close();
  await app.close();
}

printComparison(results, rates, size.beforeRenderWire);
saveResults(join(root, 'bench/results'), { rates, stepSeconds, size, results });
