// The realtime channel's host: the Socket.IO connection and its client (joins, pings, reconnects,
// re-joins, registration) driven by commands, answering with status changes and batches. It runs
// in the realtime worker, so decoding a WebSocket frame is not a main-thread task: the main thread
// gets one batch per interval (coalesced, see message-batch) instead of one task per message.
// Where a worker cannot run, the same host runs on the main thread (realtime.ts).
import type { PublicMessage } from './frames';
import { createMessageBatch } from './message-batch';
import { withEvent } from './read-message';
import {
  createRealtimeClient,
  type ClientTimers,
  type RealtimeStatus,
  type SocketFactory,
} from './realtime-client';

/** What the app asks of the host (the RealtimeClient API, as data). */
export type HostCommand =
  | { type: 'connect'; url: string; path: string }
  | { type: 'disconnect' }
  | { type: 'ensure-connected' }
  | { type: 'network'; online: boolean }
  /** Joins items under a key; `unsubscribe` with the key leaves them (reference counted). */
  | { type: 'subscribe'; key: number; items: readonly string[] }
  | { type: 'unsubscribe'; key: number }
  /** Starts or stops forwarding public messages of one id. */
  | { type: 'listen'; id: number }
  | { type: 'unlisten'; id: number }
  | { type: 'register'; credentials: { user: string; session: string } | null };

export type HostReply =
  /** The host runs (a worker that never says so failed to start). */
  | { type: 'ready' }
  | { type: 'status'; status: RealtimeStatus }
  /** The market time a ping's answer carried (the clock's time sync), posted at once, not batched. */
  | { type: 'time'; marketTime: string }
  /** Public messages of listened ids (coalesced, in arrival order) and private messages. */
  | { type: 'batch'; messages: PublicMessage[]; privates: unknown[] }
  /**
   * The same from the worker: the public messages as one JSON text (batch-text.ts), which the main
   * thread parses several times faster than it deserialises the objects a posted array would be.
   */
  | { type: 'batch-text'; text: string; privates: unknown[] };

/**
 * At most one batch per this many ms: at most 250 main-thread tasks a second, however many messages.
 * A message waits at most this long in the worker before it waits for the main thread's next frame
 * (the board applies what came in one animation frame, so React renders once a frame whatever the
 * interval). Measured at 2,000 updates/s, 4 ms added less latency than 8 ms (docs/performance.md).
 */
export const BATCH_INTERVAL_MS = 4;

export interface HostTimers extends ClientTimers {
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface RealtimeHost {
  receive(command: HostCommand): void;
}

export function createRealtimeHost(
  post: (reply: HostReply) => void,
  createSocket: SocketFactory,
  timers: HostTimers = globalThis,
  now: () => number = () => performance.now(),
  interval = BATCH_INTERVAL_MS,
): RealtimeHost {
  const client = createRealtimeClient(createSocket, timers);
  const batch = createMessageBatch();
  let privates: unknown[] = [];
  let scheduled = false;
  let lastPost = -Infinity;
  const listening = new Map<number, () => void>();
  const subscriptions = new Map<number, () => void>();

  function flush() {
    scheduled = false;
    lastPost = now();
    if (batch.size() === 0 && privates.length === 0) return;
    // Read here, off the main thread, and only what the coalescing kept: the app's listeners take
    // the attached event (read-message.ts).
    post({ type: 'batch', messages: batch.take().map(withEvent), privates });
    privates = [];
  }

  // After a quiet interval the timer fires at once, after the messages already queued (the server
  // sends a burst per flush, so the burst goes as one batch); under a stream, once per interval.
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    timers.setTimeout(flush, Math.max(0, lastPost + interval - now()));
  }

  const collect = (message: PublicMessage) => {
    batch.push(message);
    schedule();
  };

  client.onPrivate((message) => {
    privates.push(message);
    schedule();
  });
  client.onTimeSync((marketTime) => post({ type: 'time', marketTime }));
  client.status.subscribe(() => post({ type: 'status', status: client.status.get() }));

  return {
    receive(command) {
      switch (command.type) {
        case 'connect':
          return client.connect(command.url, command.path);
        case 'disconnect':
          return client.disconnect();
        case 'ensure-connected':
          return client.ensureConnected();
        case 'network':
          return client.setOnline(command.online);
        case 'subscribe':
          subscriptions.set(command.key, client.subscribe(command.items));
          return;
        case 'unsubscribe':
          subscriptions.get(command.key)?.();
          subscriptions.delete(command.key);
          return;
        case 'listen':
          if (!listening.has(command.id)) listening.set(command.id, client.onMessage(command.id, collect));
          return;
        case 'unlisten':
          listening.get(command.id)?.();
          listening.delete(command.id);
          return;
        case 'register':
          return client.register(command.credentials);
      }
    },
  };
}
