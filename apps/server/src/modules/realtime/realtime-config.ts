// Settings of the realtime channel (ARCHITECTURE §5). Defaults follow the contract: ping every
// 10 s, a client silent for more than 4 intervals is dropped. Read from the environment once.
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export interface RealtimeConfig {
  /** Socket.IO path (`realtimePath` of /config.json). */
  path: string;
  /** Heartbeat period; the server pings, the client answers. */
  pingIntervalMs: number;
  /** Intervals a client may leave unanswered before it is dropped ("more than 4"). */
  missedPingsAllowed: number;
  /** Largest incoming Socket.IO message, bytes; a bigger one closes the connection. */
  maxIncomingBytes: number;
  /** Symbols (plus odd-lot boards) one client may have joined at once. */
  maxSymbolsPerClient: number;
  /** Depth streams (`SYM,S` / `SYM,B`) one client may have joined at once. */
  maxDepthStreamsPerClient: number;
  /** Least ms between two fan-out flushes (see FanOutOptions.flushDelayMs); 0: every event-loop turn. */
  flushDelayMs: number;
  /** Packets waiting in a client's engine buffer from which it is served coalesced state. */
  slowClientPackets: number;
  /** Bytes waiting in a client's TCP socket from which it is served coalesced state. */
  slowClientBytes: number;
  /**
   * Events (`regs` or any other) a client may send per 10 s; a client over it is told so and
   * disconnected. A connection may send twice as many Socket.IO packets (+16) before it is closed.
   */
  maxFramesPer10s: number;
  /**
   * Origins allowed besides the same origin (`SEN_REALTIME_ORIGINS`, else `SEN_PUBLIC_ORIGINS`,
   * comma-separated; `*` any, the default: public market data is open; `self`: the same origin only).
   */
  allowedOrigins: string[];
  /** Adds `st` (server receive time, epoch ms) to public messages; for benchmarks only. */
  stampSendTime: boolean;
  /** Socket writer threads (socket-writers.ts); 0 (the default): the main thread writes every socket. */
  socketWriters: number;
  /** Least clients a fan-out pass writes for it to use the socket writer threads. */
  socketWriterMinClients: number;
  /** Sockets one thread is given at a time (default 256; tests use 1 to spread a few clients). */
  socketWriterChunk?: number;
}

export const DEFAULT_REALTIME_CONFIG: RealtimeConfig = {
  path: '/socket.io',
  pingIntervalMs: 10_000,
  missedPingsAllowed: 4,
  maxIncomingBytes: 64 * 1024,
  maxSymbolsPerClient: 2_000,
  maxDepthStreamsPerClient: 20,
  flushDelayMs: 25,
  slowClientPackets: 256,
  slowClientBytes: 64 * 1024,
  maxFramesPer10s: 200,
  allowedOrigins: ['*'],
  stampSendTime: false,
  socketWriters: 0,
  socketWriterMinClients: 200,
};

/**
 * `SEN_REALTIME_WRITERS=auto`: one socket writer thread per core, at most 4. Off by default: on the
 * shared 2-core machine they measured no faster than the main thread alone (docs/performance.md).
 */
const autoSocketWriters = (): number => Math.min(4, availableParallelism());

const envSchema = z.object({
  SEN_REALTIME_ORIGINS: z.string().optional(),
  SEN_PUBLIC_ORIGINS: z.string().optional(),
  SEN_REALTIME_FLUSH_MS: z.coerce.number().int().min(0).max(1000).optional(),
  SEN_REALTIME_MAX_SYMBOLS: z.coerce.number().int().min(1).max(100_000).optional(),
  SEN_REALTIME_STAMP: z.enum(['0', '1']).optional(),
  SEN_REALTIME_WRITERS: z.union([z.literal('auto'), z.coerce.number().int().min(0).max(16)]).optional(),
  SEN_REALTIME_WRITER_MIN_CLIENTS: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** Reads the realtime variables of the environment over the defaults; throws on a bad value. */
export function loadRealtimeConfig(source: NodeJS.ProcessEnv): RealtimeConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(`invalid realtime environment: ${parsed.error.message}`);
  const e = parsed.data;
  const origins = (e.SEN_REALTIME_ORIGINS ?? e.SEN_PUBLIC_ORIGINS ?? '*')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '' && o !== 'self');
  return {
    ...DEFAULT_REALTIME_CONFIG,
    allowedOrigins: origins,
    flushDelayMs: e.SEN_REALTIME_FLUSH_MS ?? DEFAULT_REALTIME_CONFIG.flushDelayMs,
    maxSymbolsPerClient: e.SEN_REALTIME_MAX_SYMBOLS ?? DEFAULT_REALTIME_CONFIG.maxSymbolsPerClient,
    stampSendTime: e.SEN_REALTIME_STAMP === '1',
    socketWriters:
      e.SEN_REALTIME_WRITERS === 'auto'
        ? autoSocketWriters()
        : (e.SEN_REALTIME_WRITERS ?? DEFAULT_REALTIME_CONFIG.socketWriters),
    socketWriterMinClients:
      e.SEN_REALTIME_WRITER_MIN_CLIENTS ?? DEFAULT_REALTIME_CONFIG.socketWriterMinClients,
  };
}
