/// <reference lib="dom" />
// Runs inside the benchmark page (added with addInitScript before any page script). It stamps
// every `public` trade frame as the WebSocket delivers it, watches the grid's total-volume cells
// and finds the frame that painted each new value: a paint is the end of the first animation frame
// whose rendering finished after the DOM change (a task posted from requestAnimationFrame runs
// once that frame's style, layout and paint are done). That is the main thread's part of the frame
// only: the compositor rasters, activates and draws it at a later vsync, which a page cannot see;
// the benchmark finds that presentation in a Chromium trace (frames.ts), tied to this clock by a
// user-timing mark set at `reset`. It also records frame intervals and long tasks.
//
// A page whose socket lives in a worker (Sen's realtime worker) gets the stamping half in that
// worker (`installWorkerProbe`, put in front of the worker's script by the benchmark): it stamps
// the worker's WebSocket, the page sends it each paint over a BroadcastChannel, and it matches
// them there. Times are absolute (timeOrigin + now), so the two threads' clocks agree.
/** A trade's total volume of a symbol at some point of its way (absolute ms: timeOrigin + now). */
export interface Stamp {
  symbol: string;
  total: number;
  at: number;
}

export interface ProbeReport {
  frames: number[];
  longTasks: number[];
  latencies: number[];
  /** Every trade as its WebSocket delivered it (in the page or the worker). */
  arrivals: Stamp[];
  /** Every paint of a total volume, for publish-to-paint in the benchmark. */
  paints: Stamp[];
  /** When each trade reached the main thread in a worker's batch (none without a worker). */
  receipts: Stamp[];
  /**
   * When each total volume reached the DOM (the grid's commit, seen by a MutationObserver);
   * `onScreen` false for a row the grid keeps out of view (virtualisers render a few rows past the
   * edges): no frame ever shows those.
   */
  mutations: (Stamp & { onScreen: boolean })[];
  /**
   * Page-clock time (timeOrigin + startTime) of the user-timing mark set at `reset`, which ties
   * this clock to a Chromium trace's (frames.ts).
   */
  syncAt: number;
}

type Painted = Omit<Stamp, 'at'>;

type BridgeMessage =
  | { type: 'hello' }
  | { type: 'paint'; at: number; items: Painted[] }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'reported'; latencies: number[]; arrivals: Stamp[] };

const BRIDGE = 'sen-board-probe';
/** Same name as frames.ts's SYNC_MARK (this file is bundled alone into the page). */
const SYNC_MARK = 'board-probe-sync';
const now = () => performance.timeOrigin + performance.now();

/** Arrival stamps of trades by symbol, matched to the paints that showed their totals. */
function createStampBook() {
  const pending = new Map<string, Stamp[]>();
  let latencies: number[] = [];
  let arrivals: Stamp[] = [];
  // Every trade of the frame (a `publics` frame carries a server flush's messages).
  const trade = /"id":3220,"sym":"([A-Z0-9]+)"[^}]*?"totalVol":(\d+)/g;
  return {
    stamp(data: string) {
      const at = now();
      for (const match of data.matchAll(trade)) {
        const stamp = { symbol: match[1]!, total: Number(match[2]), at };
        arrivals.push(stamp);
        const list = pending.get(stamp.symbol) ?? [];
        list.push(stamp);
        pending.set(stamp.symbol, list);
      }
    },
    painted(items: readonly Painted[], paintedAt: number) {
      for (const { symbol, total } of items) {
        const list = pending.get(symbol);
        if (!list) continue;
        const keep = [];
        for (const entry of list) {
          if (entry.total <= total) latencies.push(paintedAt - entry.at);
          else keep.push(entry);
        }
        pending.set(symbol, keep);
      }
    },
    reset() {
      pending.clear();
      latencies = [];
      arrivals = [];
    },
    report: () => ({ latencies, arrivals }),
  };
}

/** Replaces the scope's WebSocket with one that stamps every text frame as it arrives. */
function stampSockets(scope: { WebSocket: typeof WebSocket }, book: ReturnType<typeof createStampBook>) {
  const NativeSocket = scope.WebSocket;
  scope.WebSocket = class StampedSocket extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string') book.stamp(event.data);
      });
    }
  };
}

/**
 * The worker's half: stamps its sockets and matches the paints the page sends.
 * @public bundled by name from a string (run.ts `probeBundle`)
 */
export function installWorkerProbe(): void {
  const book = createStampBook();
  stampSockets(self as unknown as { WebSocket: typeof WebSocket }, book);
  const bridge = new BroadcastChannel(BRIDGE);
  bridge.onmessage = (event: MessageEvent<BridgeMessage>) => {
    const message = event.data;
    if (message.type === 'paint') book.painted(message.items, message.at);
    else if (message.type === 'reset') book.reset();
    else if (message.type === 'report') bridge.postMessage({ type: 'reported', ...book.report() });
  };
  bridge.postMessage({ type: 'hello' } satisfies BridgeMessage);
}

/** @public bundled by name from a string (run.ts `probeBundle`) */
export function installProbe(): void {
  const book = createStampBook();
  stampSockets(window, book);
  const waitingPaint: Painted[] = [];
  let frames: number[] = [];
  let longTasks: number[] = [];
  let paints: ProbeReport['paints'] = [];
  let receipts: ProbeReport['receipts'] = [];
  let mutations: ProbeReport['mutations'] = [];
  let workerProbe = false;
  let syncAt = 0;
  /**
   * Symbols of the rows on screen, taken at `reset` (the benchmark does not scroll): the row is
   * what the page shows at its middle (not clipped by the grid's viewport, not under the sticky
   * header or the status bar).
   */
  let onScreen = new Set<string>();
  const rowsOnScreen = () => {
    const symbols = new Set<string>();
    for (const row of Array.from(document.querySelectorAll('[data-symbol],[row-id]'))) {
      const symbol = row.getAttribute('data-symbol') ?? row.getAttribute('row-id');
      const rect = row.getBoundingClientRect();
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
      const y = rect.top + rect.height / 2;
      if (!symbol || y < 0 || y >= window.innerHeight) continue;
      const shown = document.elementFromPoint(x, y);
      if (shown && row.contains(shown)) symbols.add(symbol);
    }
    return symbols;
  };

  // Batches from a worker (`{type: 'batch', messages}`, or `{type: 'batch-text', text}` with the
  // messages as JSON, read here with the same pattern as a frame): when their trades reach the
  // main thread.
  const tradeInText = /"id":3220,"sym":"([A-Z0-9]+)"[^}]*?"totalVol":(\d+)/g;
  const NativeWorker = window.Worker;
  window.Worker = class ProbedWorker extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: unknown; messages?: unknown; text?: unknown } | null;
        const at = now();
        if (data?.type === 'batch-text' && typeof data.text === 'string')
          for (const match of data.text.matchAll(tradeInText))
            receipts.push({ symbol: match[1]!, total: Number(match[2]), at });
        if (data?.type !== 'batch' || !Array.isArray(data.messages)) return;
        for (const message of data.messages as { id: number; sym: string; totalVol: number }[])
          if (message.id === 3220) receipts.push({ symbol: message.sym, total: message.totalVol, at });
      });
    }
  };
  let reported: ((report: { latencies: number[]; arrivals: Stamp[] }) => void) | null = null;

  const bridge = new BroadcastChannel(BRIDGE);
  bridge.onmessage = (event: MessageEvent<BridgeMessage>) => {
    if (event.data.type === 'hello') workerProbe = true;
    else if (event.data.type === 'reported') reported?.(event.data);
  };

  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const paintedAt = now();
    const items = waitingPaint.splice(0);
    if (items.length === 0) return;
    for (const item of items) paints.push({ ...item, at: paintedAt });
    book.painted(items, paintedAt);
    if (workerProbe) bridge.postMessage({ type: 'paint', at: paintedAt, items } satisfies BridgeMessage);
  };
  let previous = 0;
  const onFrame = (time: number) => {
    if (previous > 0) frames.push(time - previous);
    previous = time;
    channel.port2.postMessage(0);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node =
        record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : (record.target as Element);
      const cell = node?.closest('[data-col="totalVolume"],[col-id="totalVolume"]');
      if (!cell) continue;
      const symbol =
        cell.closest('[data-symbol]')?.getAttribute('data-symbol') ??
        cell.closest('[row-id]')?.getAttribute('row-id');
      const total = Number((cell.textContent ?? '').replace(/,/g, ''));
      if (symbol && Number.isFinite(total) && total > 0) {
        waitingPaint.push({ symbol, total });
        mutations.push({ symbol, total, at: now(), onScreen: onScreen.has(symbol) });
      }
    }
  });
  const start = () =>
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);

  /** The worker's stamps and latencies (none without a worker probe). */
  const workerReport = () =>
    new Promise<{ latencies: number[]; arrivals: Stamp[] }>((resolve) => {
      if (!workerProbe) return resolve({ latencies: [], arrivals: [] });
      const timer = setTimeout(() => resolve({ latencies: [], arrivals: [] }), 5_000);
      reported = (report) => {
        clearTimeout(timer);
        reported = null;
        resolve(report);
      };
      bridge.postMessage({ type: 'report' } satisfies BridgeMessage);
    });

  (window as unknown as { probe: { now(): number; reset(): void; report(): Promise<ProbeReport> } }).probe = {
    now,
    reset() {
      onScreen = rowsOnScreen();
      frames = [];
      longTasks = [];
      paints = [];
      receipts = [];
      mutations = [];
      waitingPaint.length = 0;
      book.reset();
      bridge.postMessage({ type: 'reset' } satisfies BridgeMessage);
      syncAt = performance.timeOrigin + performance.mark(SYNC_MARK).startTime;
    },
    async report() {
      const local = book.report();
      const remote = await workerReport();
      return {
        frames,
        longTasks,
        latencies: [...local.latencies, ...remote.latencies],
        arrivals: [...local.arrivals, ...remote.arrivals],
        paints,
        receipts,
        mutations,
        syncAt,
      };
    },
  };
}
