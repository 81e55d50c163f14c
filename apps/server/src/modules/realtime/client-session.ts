// One connected client: the streams it joined, its login, and its outgoing flow control. During a
// fan-out flush the client's messages gather in an outbox and go out together: straight to the
// WebSocket in one `write` of one buffer when the connection is idle (a buffer shared by every
// client given the same frames, see frame-path.ts), else through Engine.IO. A client whose
// buffers back up is served from a backlog that keeps only the latest message per key (symbol and
// kind), written when its buffer drains, so no buffer grows without bound.
import type { Socket } from 'socket.io';
import { writeDirect } from './direct-writer.ts';
import type { EncodedFrame } from './encoded-frame.ts';
import type { FramePath } from './frame-path.ts';

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
  private outKeys: string[] = [];
  private outFrames: EncodedFrame[] = [];
  /** The outbox as a path of the current flush's tree, when every frame came with one. */
  private outPath: FramePath | undefined;
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
    const first = this.outFrames.length === 0;
    this.outKeys.push(key);
    this.outFrames.push(frame);
    this.outPath = paths === undefined ? undefined : (first ? paths : this.outPath)?.next(frame);
    return first;
  }

  /** Sends one frame now (answers to this client alone). */
  deliver(key: string, frame: EncodedFrame): void {
    this.enqueue(key, frame);
    this.send();
  }

  /** Writes the outbox, or folds it into the backlog when the client is behind. */
  send(): void {
    const keys = this.outKeys;
    const frames = this.outFrames;
    const path = this.outPath;
    if (frames.length === 0) return;
    this.outKeys = [];
    this.outFrames = [];
    this.outPath = undefined;
    const conn = this.engine();
    if (conn.readyState !== 'open') return;
    if (this.backlog !== null) {
      this.coalesce(keys, frames);
      return;
    }
    const direct = writeDirect(conn, this.limits.slowClientBytes, this.onDrain, frames, path);
    if (direct === 'written') return;
    if (direct === 'slow') {
      this.backlog = new Map();
      this.coalesce(keys, frames);
      return;
    }
    if (bufferedPackets(conn) >= this.limits.slowClientPackets) {
      this.backlog = new Map();
      this.coalesce(keys, frames);
      conn.once('drain', this.onDrain);
      return;
    }
    for (const frame of frames) conn.write(frame.packet, frame.options);
  }

  /** Number of frames written to Engine.IO but not yet handed to the transport. */
  buffered(): number {
    return bufferedPackets(this.engine());
  }

  private coalesce(keys: readonly string[], frames: readonly EncodedFrame[]): void {
    const backlog = this.backlog;
    if (backlog === null) return;
    frames.forEach((frame, i) => {
      const key = keys[i] ?? '';
      if (backlog.delete(key)) this.coalescedCount += 1;
      backlog.set(key, frame);
    });
  }

  private flushBacklog(): void {
    const backlog = this.backlog;
    this.backlog = null;
    if (backlog === null || backlog.size === 0) return;
    this.outKeys = [...backlog.keys()];
    this.outFrames = [...backlog.values()];
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
