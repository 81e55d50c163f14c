/// <reference lib="dom" />
// Runs inside the benchmark page (added with addInitScript before any page script). It stamps
// every `public` trade frame as the WebSocket delivers it, watches the grid's total-volume cells
// and finds the frame that painted each new value: a paint is the end of the first animation frame
// whose rendering finished after the DOM change (a task posted from requestAnimationFrame runs
// once that frame's style, layout and paint are done). It also records frame intervals and long tasks.
export interface ProbeReport {
  frames: number[];
  longTasks: number[];
  latencies: number[];
  arrivals: number;
}

export function installProbe(): void {
  const pending = new Map<string, { total: number; at: number }[]>();
  const waitingPaint: { symbol: string; total: number }[] = [];
  let frames: number[] = [];
  let longTasks: number[] = [];
  let latencies: number[] = [];
  let arrivals = 0;
  const trade = /"id":3220,"sym":"([A-Z0-9]+)"[^}]*?"totalVol":(\d+)/;

  const NativeSocket = window.WebSocket;
  class StampedSocket extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data !== 'string') return;
        const match = trade.exec(event.data);
        if (!match) return;
        arrivals += 1;
        const list = pending.get(match[1]!) ?? [];
        list.push({ total: Number(match[2]), at: performance.now() });
        pending.set(match[1]!, list);
      });
    }
  }
  window.WebSocket = StampedSocket;

  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const paintedAt = performance.now();
    for (const { symbol, total } of waitingPaint.splice(0)) {
      const list = pending.get(symbol);
      if (!list) continue;
      const keep = [];
      for (const entry of list) {
        if (entry.total <= total) latencies.push(paintedAt - entry.at);
        else keep.push(entry);
      }
      pending.set(symbol, keep);
    }
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
      if (symbol && Number.isFinite(total) && total > 0) waitingPaint.push({ symbol, total });
    }
  });
  const start = () =>
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);

  (window as unknown as { probe: { reset(): void; report(): ProbeReport } }).probe = {
    reset() {
      frames = [];
      longTasks = [];
      latencies = [];
      arrivals = 0;
      pending.clear();
    },
    report: () => ({ frames, longTasks, latencies, arrivals }),
  };
}
