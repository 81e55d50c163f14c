// One connected client: the streams it joined, its login, and its outgoing flow control. A client
// that keeps up gets every message; one whose engine buffer backs up is served from a backlog that
// keeps only the latest message per key (symbol and kind), flushed when its buffer drains, so no
// buffer grows without bound.
import type { Socket } from 'socket.io';
import type { EncodedFrame } from './encoded-frame.ts';

interface EngineConnection {
  write(data: string, options?: EncodedFrame['options']): unknown;
  once(event: 'drain', listener: () => void): unknown;
  readonly readyState: string;
}

export class ClientSession {
  /** Joined symbols and odd-lot boards. */
  readonly symbols = new Set<string>();
  /** Joined depth streams, as rooms `SYM,S` / `SYM,B`. */
  readonly depthStreams = new Set<string>();
  /** Registered user, once a `register` frame was accepted. */
  user: string | undefined;
  /** Messages coalesced while the client is slow: latest frame per key, in first-seen order. */
  private backlog: Map<string, EncodedFrame> | null = null;
  private coalescedCount = 0;

  constructor(
    readonly socket: Socket,
    private readonly slowClientPackets: number,
  ) {}

  get id(): string {
    return this.socket.id;
  }

  /** Total messages replaced in a backlog by a newer one of the same key (for metrics). */
  get coalesced(): number {
    return this.coalescedCount;
  }

  get isSlow(): boolean {
    return this.backlog !== null;
  }

  /** Writes a pre-encoded frame, or keeps it as the latest of its key while the client is slow. */
  deliver(key: string, frame: EncodedFrame): void {
    const conn = this.engine();
    if (conn.readyState !== 'open') return;
    if (this.backlog !== null) {
      if (this.backlog.delete(key)) this.coalescedCount += 1;
      this.backlog.set(key, frame);
      return;
    }
    if (bufferedPackets(conn) >= this.slowClientPackets) {
      this.backlog = new Map([[key, frame]]);
      conn.once('drain', () => this.flushBacklog());
      return;
    }
    conn.write(frame.packet, frame.options);
  }

  /** Number of frames written to the engine but not yet handed to the transport. */
  buffered(): number {
    return bufferedPackets(this.engine());
  }

  private flushBacklog(): void {
    const backlog = this.backlog;
    this.backlog = null;
    if (backlog === null) return;
    const conn = this.engine();
    if (conn.readyState !== 'open') return;
    for (const frame of backlog.values()) conn.write(frame.packet, frame.options);
  }

  private engine(): EngineConnection {
    return this.socket.conn as unknown as EngineConnection;
  }
}

/** Engine.IO keeps unsent packets in a private `writeBuffer`; its length is the client's backlog. */
function bufferedPackets(conn: EngineConnection): number {
  return (conn as unknown as { writeBuffer?: unknown[] }).writeBuffer?.length ?? 0;
}
