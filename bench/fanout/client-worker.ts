// One client process of the fan-out benchmark: opens its share of clients, joins each to the
// symbols, and every second reports to the parent how many are connected, how many messages
// arrived and the latency histogram (receipt time minus the server's `st` stamp) since last report.
import { Histogram } from './histogram.ts';
import { LeanClient, napWhileReading, type FrameMode } from './lean-client.ts';

export interface WorkerOptions {
  url: string;
  clients: number;
  symbols: string[];
  /** Clients opened per 50 ms while connecting. */
  connectBatch: number;
  /** While messages flow, sleep this long once per 2x this much time (0: never; see lean-client.ts). */
  napMs: number;
  /** Frames the clients ask for (lean-client.ts). */
  frames: FrameMode;
}

export type WorkerReport = {
  type: 'report';
  connected: number;
  joined: number;
  dropped: number;
  retried: number;
  received: number;
  stamped: number;
  histogram: [number, number][];
  /** CPU this worker process used since the last report, microseconds (user + system). */
  cpuMicros: number;
};

const options = JSON.parse(process.env.FANOUT_WORKER ?? '{}') as WorkerOptions;
const histogram = new Histogram();
napWhileReading(options.napMs ?? 0);
const clients: LeanClient[] = [];
let connected = 0;
let joined = 0;
let received = 0;
let stamped = 0;
let dropped = 0;
let retried = 0;
let stopping = false;
const live = new Set<LeanClient>();

/** Opens one client; one that fails before it is ready retries after a second, as real clients do. */
function open(attempt = 0): void {
  let ready = false;
  const client = new LeanClient(
    options.url,
    {
      onReady: (socket) => {
        ready = true;
        connected += 1;
        socket.regs({ action: 'join', data: options.symbols.join(',') });
        joined += 1;
      },
      onPublic: (stamps, at) => {
        received += stamps.length;
        for (const stamp of stamps) {
          if (Number.isNaN(stamp)) continue;
          stamped += 1;
          histogram.record(at - stamp);
        }
      },
      onClose: () => {
        if (ready) {
          connected -= 1;
          dropped += 1;
        } else if (!stopping && attempt < 20) {
          setTimeout(() => open(attempt + 1), 1000);
        }
      },
    },
    options.frames,
  );
  if (attempt === 0) clients.push(client);
  else retried += 1;
  live.add(client);
}

const opener = setInterval(() => {
  for (let i = 0; i < options.connectBatch && clients.length < options.clients; i += 1) open();
  if (clients.length >= options.clients) clearInterval(opener);
}, 50);

let cpuMark = process.cpuUsage();
const reporter = setInterval(() => {
  const cpu = process.cpuUsage(cpuMark);
  cpuMark = process.cpuUsage();
  const report: WorkerReport = {
    type: 'report',
    connected,
    joined,
    dropped,
    retried,
    received,
    stamped,
    histogram: histogram.sparse(),
    cpuMicros: cpu.user + cpu.system,
  };
  process.send?.(report);
  received = 0;
  stamped = 0;
  histogram.reset();
}, 1000);

process.on('message', (message: { type: string }) => {
  if (message.type !== 'stop') return;
  stopping = true;
  clearInterval(opener);
  clearInterval(reporter);
  for (const client of live) client.close();
  setTimeout(() => process.exit(0), 200);
});
process.on('disconnect', () => process.exit(0));
