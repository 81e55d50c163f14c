// One connected client: the streams it joined, its login, and its outgoing flow control. During a
// fan-out flush the client's messages gather in an outbox (its path in the flush's frame tree, see
// frame-path.ts) and go out together: straight to the TCP socket in one `write` of one buffer when
// the connection is idle (a buffer shared by every client given the same frames), else through
// Engine.IO. A client whose buffers back up is served from a backlog that keeps only the latest
// message per key (symbol and kind), written when its buffer drains, so no buffer grows without bound.
import type { Socket } from 'socket.io';
import { writeDirect } from './direct-writer.ts';
import type { EncodedFrame } from './encoded-frame.ts';
import { FramePath } from './frame-path.ts';
import type { WritePass } from './socket-writers.ts';

interface EngineConnection {
  write(data: string, options?: EncodedFrame['options']): unknown;
  once(event: 'drain', listener: () => void): unknown;
  readonly readyState: string;
}

export interface FlowLimits {
  /** Engine.IO packets waiting, from which the client is served coalesced state. */
  slowClientPackets: number;
  /** Bytes waiting in the TCP socket, from which the client is served coalesced state. */
  slowClientBytes: number;
}

export class ClientSession {
  /** Joined symbols and odd-lot boards. */
  readonly symbols = new Set<string>();
  /** Joined depth streams, as rooms `SYM,S` / `SYM,B`. */
  readonly depthStreams = new Set<string>();
  /** Registered user, once a `register` frame was accepted. */
  user: string | undefined;
  /** Served the datafeed family's way (per-kind events, extra fields; family-feed.ts). Set through the fan-out. */
  family = false;
  /**
   * Reads `publics` frames (asked for in its handshake): a flush's public messages reach it as one
   * frame, one message event for the browser to handle instead of one per message.
   */
  batched = false;
  /** The outbox: the frames (and keys) given since the last send, as a path of a frame tree. */
  private outbox: FramePath | undefined;
  /** Messages coalesced while the client is slow: latest frame per key, in first-seen order. */
  private backlog: Map<string, EncodedFrame> | null = null;
  private coalescedCount = 0;
  private readonly onDrain = (): void => this.flushBacklog();

  constructor(
    readonly socket: Socket,
    private readonly limits: FlowLimits,
  ) {}

  get id(): string {
    return this.socket.id;
  }

  /** The Socket.IO namespace the client is on (`/`, or `/ps` for the family's SBSI copy). */
  get namespace(): string {
    return this.socket.nsp.name;
  }

  /** Messages replaced in a backlog by a newer one of the same key (for metrics). */
  get coalesced(): number {
    return this.coalescedCount;
  }

  get isSlow(): boolean {
    return this.backlog !== null;
  }

  /**
   * Adds a frame to the outbox; true when the outbox was empty (the fan-out then calls {@link send}).
   * `paths` is the root of the flush's path tree: clients given the same frames share their bytes.
   */
  enqueue(key: string, frame: EncodedFrame, paths?: FramePath): boolean {
    const outbox = this.outbox;
    this.outbox = (outbox ?? paths ?? FramePath.root()).next(frame, key);
    return outbox === undefined;
  }

  /** Sends one frame now (answers to this client alone). */
  deliver(key: string, frame: EncodedFrame): void {
    this.enqueue(key, frame);
    this.send();
  }

  /**
   * Writes the outbox, or folds it into the backlog when the client is behind; `writers`: a fan-out
   * pass's socket writer threads, which may take the write (direct-writer.ts).
   */
  send(writers?: WritePass): void {
    const outbox = this.outbox;
    if (outbox === undefined) return;
    this.outbox = undefined;
    const conn = this.engine();
    if (conn.readyState !== 'open') return;
    if (this.backlog !== null) {
      this.coalesce(outbox);
      return;
    }
    const direct = writeDirect(
      conn,
      this.limits.slowClientBytes,
      this.onDrain,
      outbox,
      writers,
      this.batched,
    );
    if (direct === 'written') return;
    if (direct === 'slow') {
      this.backlog = new Map();
      this.coalesce(outbox);
      return;
    }
    if (bufferedPackets(conn) >= this.limits.slowClientPackets) {
      this.backlog = new Map();
      this.coalesce(outbox);
      conn.once('drain', this.onDrain);
      return;
    }
    const batch = this.batched ? outbox.batch() : undefined;
    if (batch !== undefined) conn.write(batch.packet, batch.options);
    else for (const [, frame] of outbox.entries()) conn.write(frame.packet, frame.options);
  }

  /** Number of frames written to Engine.IO but not yet handed to the transport. */
  buffered(): number {
    return bufferedPackets(this.engine());
  }

  private coalesce(outbox: FramePath): void {
    const backlog = this.backlog;
    if (backlog === null) return;
    for (const [key, frame] of outbox.entries()) {
      if (backlog.delete(key)) this.coalescedCount += 1;
      backlog.set(key, frame);
    }
  }

  private flushBacklog(): void {
    const backlog = this.backlog;
    this.backlog = null;
    if (backlog === null || backlog.size === 0) return;
    // The backlog goes first, then whatever a flush still being written gave this client since.
    let outbox = FramePath.root();
    for (const [key, frame] of backlog) outbox = outbox.next(frame, key);
    for (const [key, frame] of this.outbox?.entries() ?? []) outbox = outbox.next(frame, key);
    this.outbox = outbox;
    this.send();
  }

  private engine(): EngineConnection {
    return this.socket.conn as unknown as EngineConnection;
  }
}

/** Engine.IO keeps unsent packets in a private `writeBuffer`; its length is the client's backlog. */
function bufferedPackets(conn: EngineConnection): number {
  return (conn as unknown as { writeBuffer?: unknown[] }).writeBuffer?.length ?? 0;
}
