// Delivers public messages to the clients that want them. Messages published during one event-loop
// turn (one exchange step) or one cadence period are flushed together: state messages (depth,
// foreign room, index, projected match, session) keep only their latest version per key, trades
// and deals are all kept in order. Each message is encoded once for all its recipients; a flush
// only puts its frames in the outboxes of their recipients. The outboxes are written in passes: a
// pass writes each client that has something one `write`, in slices of at most `sliceMs` (other
// work, such as API requests, pings, the market's timer and further flushes, runs between them).
// A flush made while a pass is being written adds to the outboxes of the clients that pass has
// not reached yet (they get both flushes in one write) and queues the others for the next pass,
// which starts when this one ends: a message waits at most about one pass for any client, and
// each client's messages stay in order. Clients served the datafeed family's way (family-feed.ts)
// are kept in rooms of their own: Sen's own clients are served exactly as before, and a message
// is encoded the family's way only when a family client is to receive it.
import { PUBLIC_EVENT } from '@sen/protocol';
import { encodeEvent, type EncodedFrame } from './encoded-frame.ts';
import type { ClientSession } from './client-session.ts';
import { FamilyFrames } from './family-feed.ts';
import { FramePath } from './frame-path.ts';
import type { SocketWriters, WritePass } from './socket-writers.ts';
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
  /** Socket writer threads: a big pass lends its sockets to them for the writes (socket-writers.ts). */
  writers?: SocketWriters;
  now?: () => number;
}

export interface Pending {
  room: string | null;
  key: string;
  message: PublicMessage;
  /** Came from another node (scale-out relay): delivered here, never relayed again. */
  relayed: boolean;
  /** The family's extra fields of the message (family-feed.ts), for family clients only. */
  extras?: Readonly<Record<string, unknown>>;
  /** For family clients only (on the kind's event). */
  familyOnly?: boolean;
}

/** What a message carries for family clients only (see {@link FanOut.publish}). */
export interface FamilyPart {
  extras?: Readonly<Record<string, unknown>>;
  only?: boolean;
}

function addMember(rooms: Map<string, Set<ClientSession>>, room: string, client: ClientSession): void {
  let members = rooms.get(room);
  if (members === undefined) {
    members = new Set();
    rooms.set(room, members);
  }
  members.add(client);
}

function removeMember(rooms: Map<string, Set<ClientSession>>, room: string, client: ClientSession): void {
  const members = rooms.get(room);
  if (members === undefined) return;
  members.delete(client);
  if (members.size === 0) rooms.delete(room);
}

interface Pass {
  clients: ClientSession[];
  /** Index of the next client to write. */
  next: number;
  /** Batches whose last recipients are in this pass: written to every recipient when it ends. */
  batches: (readonly Pending[])[];
  /** The socket writer threads' part of this pass, when it uses them. */
  writers?: WritePass | undefined;
}

function emptyPass(): Pass {
  return { clients: [], next: 0, batches: [] };
}

export interface FanOutStats {
  published: number;
  delivered: number;
  flushes: number;
  /** Passes written, and the clients they wrote (about one `write` each). */
  passes: number;
  sends: number;
}

export class FanOut {
  private readonly everyone = new Set<ClientSession>();
  private readonly rooms = new Map<string, Set<ClientSession>>();
  private readonly familyEveryone = new Set<ClientSession>();
  private readonly familyRooms = new Map<string, Set<ClientSession>>();
  private queue: (Pending | null)[] = [];
  private stateIndex = new Map<string, number>();
  private scheduled: NodeJS.Immediate | NodeJS.Timeout | null = null;
  /** The pass being written (clients, the next one's index, the batches complete with it), when one is. */
  private pass: Pass | null = null;
  /** Clients given something since the pass being written reached them (or, between passes, at all). */
  private nextPass: Pass = emptyPass();
  /** The next slice of the pass being written, when one is scheduled. */
  private writing: NodeJS.Immediate | null = null;
  private lastFlush = Number.NEGATIVE_INFINITY;
  private readonly listeners = new Set<(batch: readonly Pending[]) => void>();
  private readonly batchListeners = new Set<(batch: readonly Pending[]) => void>();
  readonly stats: FanOutStats = { published: 0, delivered: 0, flushes: 0, passes: 0, sends: 0 };
  /** Set by the scale-out relay: other nodes may have listeners for any room. */
  relaying = false;

  constructor(private readonly options: FanOutOptions) {}

  get clientCount(): number {
    return this.everyone.size + this.familyEveryone.size;
  }

  add(client: ClientSession): void {
    (client.family ? this.familyEveryone : this.everyone).add(client);
  }

  remove(client: ClientSession): void {
    this.everyone.delete(client);
    this.familyEveryone.delete(client);
    for (const room of [...client.symbols, ...client.depthStreams]) this.leave(client, room);
  }

  join(client: ClientSession, room: string): void {
    addMember(client.family ? this.familyRooms : this.rooms, room, client);
  }

  leave(client: ClientSession, room: string): void {
    removeMember(client.family ? this.familyRooms : this.rooms, room, client);
  }

  /** Serves a client the datafeed family's way from now on (its rooms move with it). */
  makeFamily(client: ClientSession): void {
    if (client.family) return;
    const rooms = [...client.symbols, ...client.depthStreams];
    for (const room of rooms) this.leave(client, room);
    const known = this.everyone.delete(client);
    client.family = true;
    client.batched = false;
    if (known) this.familyEveryone.add(client);
    for (const room of rooms) this.join(client, room);
  }

  /** True when a message for this room would reach someone here or, when relaying, on another node. */
  wants(room: string): boolean {
    return (
      this.relaying || (this.rooms.get(room)?.size ?? 0) > 0 || (this.familyRooms.get(room)?.size ?? 0) > 0
    );
  }

  /** True when a family client here (or, when relaying, maybe elsewhere) would receive the room's messages. */
  wantsFamily(room: string | null): boolean {
    if (this.relaying) return true;
    return room === null ? this.familyEveryone.size > 0 : (this.familyRooms.get(room)?.size ?? 0) > 0;
  }

  /**
   * Queues a message for a room (symbol, `ODD_HSX`, `SYM,S`) or, with room null, for everyone;
   * `family` adds the family's extra fields, or makes it a family-only message.
   */
  publish(room: string | null, message: PublicMessage, relayed = false, family?: FamilyPart): void {
    this.stats.published += 1;
    const stamped =
      this.options.stampSendTime && !relayed ? { ...message, st: (this.options.now ?? Date.now)() } : message;
    const key = `${room ?? '*'}|${coalescingKey(message)}`;
    if (isStateMessage(message)) {
      const previous = this.stateIndex.get(key);
      if (previous !== undefined) this.queue[previous] = null;
      this.stateIndex.set(key, this.queue.length);
    }
    const pending: Pending = { room, key, message: stamped, relayed };
    if (family?.extras !== undefined) pending.extras = family.extras;
    if (family?.only === true) pending.familyOnly = true;
    this.queue.push(pending);
    this.schedule();
  }

  /** Sends one message of a room to one client now (answers such as a 3211 snapshot). */
  sendTo(client: ClientSession, room: string, message: PublicMessage): void {
    const key = `${room}|${coalescingKey(message)}`;
    if (!client.family) {
      client.deliver(key, encodeEvent(PUBLIC_EVENT, { data: message }));
      return;
    }
    for (const [frameKey, frame] of new FamilyFrames({ key, message }).of(client.namespace))
      client.enqueue(frameKey, frame);
    client.send();
  }

  /** Called with every batch once it is written to every client. */
  onFlush(listener: (batch: readonly Pending[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Called with every batch when it is flushed, before it is written here (the scale-out relay
   * forwards it then, so other nodes write it while this one does).
   */
  onBatch(listener: (batch: readonly Pending[]) => void): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  /**
   * Puts everything queued in the outboxes of its recipients now, and starts writing them when no
   * pass is being written (its first slice now, the rest on the next turns of the loop).
   */
  flush(): void {
    this.scheduled = null;
    this.lastFlush = performance.now();
    const batch = this.queue.filter((item): item is Pending => item !== null);
    this.queue = [];
    this.stateIndex = new Map();
    if (batch.length === 0) return;
    this.stats.flushes += 1;
    for (const listener of this.batchListeners) listener(batch);
    // Each client's share of the batch gathers in its outbox, then goes out in one write; clients
    // given the same frames share one buffer of their bytes (frame-path.ts).
    const paths = FramePath.root();
    const next = this.nextPass;
    const queuedBefore = next.clients.length;
    for (const item of batch) {
      const members = item.room === null ? this.everyone : this.rooms.get(item.room);
      let frame: EncodedFrame | undefined;
      if (members !== undefined && members.size > 0 && item.familyOnly !== true) {
        frame = encodeEvent(PUBLIC_EVENT, { data: item.message });
        for (const client of members) if (client.enqueue(item.key, frame, paths)) next.clients.push(client);
        this.stats.delivered += members.size;
      }
      const family = item.room === null ? this.familyEveryone : this.familyRooms.get(item.room);
      if (family === undefined || family.size === 0) continue;
      const frames = new FamilyFrames(item, frame);
      for (const client of family)
        for (const [key, familyFrame] of frames.of(client.namespace))
          if (client.enqueue(key, familyFrame, paths)) next.clients.push(client);
      this.stats.delivered += family.size;
    }
    // The batch is written to all its recipients when the pass that last received any of them ends.
    if (this.pass !== null && next.clients.length === queuedBefore && next.batches.length === 0)
      this.pass.batches.push(batch);
    else next.batches.push(batch);
    if (this.pass === null) this.startPass();
  }

  close(): void {
    if (this.scheduled !== null) {
      clearTimeout(this.scheduled as NodeJS.Timeout);
      clearImmediate(this.scheduled as NodeJS.Immediate);
    }
    if (this.writing !== null) clearImmediate(this.writing);
    this.scheduled = null;
    this.writing = null;
    this.pass = null;
    this.nextPass = emptyPass();
    this.queue = [];
  }

  /** Makes the clients queued so far the pass being written, and writes its first slice. */
  private startPass(): void {
    const pass = this.nextPass;
    pass.writers = this.options.writers?.passFor(pass.clients.length);
    this.pass = pass;
    this.nextPass = emptyPass();
    this.write();
  }

  /**
   * Writes (or lends to the socket writer threads) the outboxes of the pass from its next client
   * on, for at most one slice, then yields.
   */
  private write(): void {
    this.writing = null;
    const pass = this.pass;
    if (pass === null) return;
    const started = performance.now();
    const sliceMs = this.options.sliceMs ?? 10;
    const clients = pass.clients;
    const writers = pass.writers;
    while (pass.next < clients.length) {
      clients[pass.next]!.send(writers);
      pass.next += 1;
      if (pass.next % 64 === 0 && pass.next < clients.length && performance.now() - started >= sliceMs) {
        this.writing = setImmediate(() => this.write());
        return;
      }
    }
    // The threads' writes end the pass when they are all answered (flushes meanwhile queue up).
    if (writers === undefined) this.endPass(pass);
    else writers.end(() => this.endPass(pass));
  }

  private endPass(pass: Pass): void {
    if (this.pass !== pass) return;
    this.pass = null;
    this.stats.passes += 1;
    this.stats.sends += pass.clients.length;
    for (const batch of pass.batches) for (const listener of this.listeners) listener(batch);
    if (this.nextPass.clients.length > 0 || this.nextPass.batches.length > 0) this.startPass();
  }

  private schedule(): void {
    if (this.scheduled !== null) return;
    const wait = this.lastFlush + this.options.flushDelayMs - performance.now();
    this.scheduled = wait > 0 ? setTimeout(() => this.flush(), wait) : setImmediate(() => this.flush());
  }
}
