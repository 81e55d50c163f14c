// Delivers public messages to the clients that want them. Messages published during one event-loop
// turn (one exchange step) or one cadence period are flushed together: state messages (depth,
// foreign room, index, projected match, session) keep only their latest version per key, trades
// and deals are all kept in order. Each message is encoded once for all its recipients. Writing a
// flush to thousands of sockets takes tens of ms (one system call each): it goes in slices of at
// most `sliceMs`, other work (API requests, pings, the market's timer) running between them, and
// the next flush starts once the last slice is written, so each client still gets them in order.
import { PUBLIC_EVENT } from '@sen/protocol';
import { encodeEvent, type EncodedFrame } from './encoded-frame.ts';
import type { ClientSession } from './client-session.ts';
import { FramePath } from './frame-path.ts';
import { coalescingKey, isStateMessage, type PublicMessage } from './public-message.ts';

export interface FanOutOptions {
  /**
   * Least time between two flushes, ms. A message is flushed on the next event-loop turn when the
   * previous flush is at least this old, else when it becomes so: low latency under light load,
   * and under heavy load at most 1000 / flushDelayMs writes per client per second. 0: every turn.
   */
  flushDelayMs: number;
  /** Adds `st` (epoch ms at publish) to each message; benchmarks measure latency with it. */
  stampSendTime: boolean;
  /** Longest one slice of a flush's writes holds the event loop, ms (default 10). */
  sliceMs?: number;
  now?: () => number;
}

export interface Pending {
  room: string | null;
  key: string;
  message: PublicMessage;
  /** Came from another node (scale-out relay): delivered here, never relayed again. */
  relayed: boolean;
}

export interface FanOutStats {
  published: number;
  delivered: number;
  flushes: number;
}

export class FanOut {
  private readonly everyone = new Set<ClientSession>();
  private readonly rooms = new Map<string, Set<ClientSession>>();
  private queue: (Pending | null)[] = [];
  private stateIndex = new Map<string, number>();
  private scheduled: NodeJS.Immediate | NodeJS.Timeout | null = null;
  /** The next slice of the flush being written, when one is. */
  private writing: NodeJS.Immediate | null = null;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private readonly listeners = new Set<(batch: readonly Pending[]) => void>();
  readonly stats: FanOutStats = { published: 0, delivered: 0, flushes: 0 };
  /** Set by the scale-out relay: other nodes may have listeners for any room. */
  relaying = false;

  constructor(private readonly options: FanOutOptions) {}

  get clientCount(): number {
    return this.everyone.size;
  }

  add(client: ClientSession): void {
    this.everyone.add(client);
  }

  remove(client: ClientSession): void {
    this.everyone.delete(client);
    for (const room of [...client.symbols, ...client.depthStreams]) this.leave(client, room);
  }

  join(client: ClientSession, room: string): void {
    let members = this.rooms.get(room);
    if (members === undefined) {
      members = new Set();
      this.rooms.set(room, members);
    }
    members.add(client);
  }

  leave(client: ClientSession, room: string): void {
    const members = this.rooms.get(room);
    if (members === undefined) return;
    members.delete(client);
    if (members.size === 0) this.rooms.delete(room);
  }

  /** True when a message for this room would reach someone here or, when relaying, on another node. */
  wants(room: string): boolean {
    return this.relaying || (this.rooms.get(room)?.size ?? 0) > 0;
  }

  /** Queues a message for a room (symbol, `ODD_HSX`, `SYM,S`) or, with room null, for everyone. */
  publish(room: string | null, message: PublicMessage, relayed = false): void {
    this.stats.published += 1;
    const stamped =
      this.options.stampSendTime && !relayed ? { ...message, st: (this.options.now ?? Date.now)() } : message;
    const key = `${room ?? '*'}|${coalescingKey(message)}`;
    if (isStateMessage(message)) {
      const previous = this.stateIndex.get(key);
      if (previous !== undefined) this.queue[previous] = null;
      this.stateIndex.set(key, this.queue.length);
    }
    this.queue.push({ room, key, message: stamped, relayed });
    this.schedule();
  }

  /** Sends one message of a room to one client now (answers such as a 3211 snapshot). */
  sendTo(client: ClientSession, room: string, message: PublicMessage): void {
    client.deliver(`${room}|${coalescingKey(message)}`, encodeEvent(PUBLIC_EVENT, { data: message }));
  }

  /** Called with every batch once it is written to every client (the scale-out relay forwards it). */
  onFlush(listener: (batch: readonly Pending[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers everything queued now (its first slice now, the rest on the next turns of the loop). */
  flush(): void {
    this.scheduled = null;
    // A flush still being written goes first; it schedules this one when done.
    if (this.writing !== null) return;
    this.lastFlush = performance.now();
    const batch = this.queue.filter((item): item is Pending => item !== null);
    this.queue = [];
    this.stateIndex = new Map();
    if (batch.length === 0) return;
    this.stats.flushes += 1;
    // Each client's share of the batch gathers in its outbox, then goes out in one write; clients
    // given the same frames share one buffer of their bytes (frame-path.ts).
    const paths = FramePath.root();
    const touched: ClientSession[] = [];
    for (const item of batch) {
      const members = item.room === null ? this.everyone : this.rooms.get(item.room);
      if (members === undefined || members.size === 0) continue;
      const frame: EncodedFrame = encodeEvent(PUBLIC_EVENT, { data: item.message });
      for (const client of members) if (client.enqueue(item.key, frame, paths)) touched.push(client);
      this.stats.delivered += members.size;
    }
    this.write(batch, touched, 0);
  }

  close(): void {
    if (this.scheduled !== null) {
      clearTimeout(this.scheduled as NodeJS.Timeout);
      clearImmediate(this.scheduled as NodeJS.Immediate);
    }
    if (this.writing !== null) clearImmediate(this.writing);
    this.scheduled = null;
    this.writing = null;
    this.queue = [];
  }

  /** Writes the outboxes of `touched` from `from` on, for at most one slice, then yields. */
  private write(batch: readonly Pending[], touched: readonly ClientSession[], from: number): void {
    this.writing = null;
    const started = performance.now();
    const sliceMs = this.options.sliceMs ?? 10;
    let next = from;
    while (next < touched.length) {
      touched[next]!.send();
      next += 1;
      if (next % 64 === 0 && next < touched.length && performance.now() - started >= sliceMs) {
        this.writing = setImmediate(() => this.write(batch, touched, next));
        return;
      }
    }
    for (const listener of this.listeners) listener(batch);
    if (this.queue.length > 0) this.schedule();
  }

  private schedule(): void {
    if (this.scheduled !== null) return;
    const wait = this.lastFlush + this.options.flushDelayMs - performance.now();
    this.scheduled = wait > 0 ? setTimeout(() => this.flush(), wait) : setImmediate(() => this.flush());
  }
}
