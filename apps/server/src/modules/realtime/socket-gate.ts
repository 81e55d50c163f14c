// Lends a connection's TCP socket to a socket writer thread (socket-writers.ts) for one write. The
// main thread keeps the socket (reads, Engine.IO, pings, private messages, closing); while a
// public write is lent out, everything the main thread would write, end or destroy on that socket
// waits here, in order, so no byte is interleaved with the lent write and the descriptor stays
// open (a closed descriptor's number could be reused by another connection while the thread still
// writes to it). When the thread answers, what it could not write (a full kernel buffer) goes
// first through the socket's own stream, then whatever waited, as one ordered sequence.

interface GatedSocket {
  readonly destroyed: boolean;
  readonly writableLength: number;
  readonly _handle?: { fd?: number } | null;
  write(...args: unknown[]): boolean;
  end(...args: unknown[]): unknown;
  _destroy(error: Error | null, callback: (error?: Error | null) => void): void;
}

export class SocketGate {
  /** True while a writer thread writes to the socket's descriptor. */
  private lent = false;
  private fd: number | undefined;
  private waiting: (() => void)[] = [];
  private readonly write: GatedSocket['write'];
  private readonly end: GatedSocket['end'];
  private readonly destroy: GatedSocket['_destroy'];

  private constructor(private readonly socket: GatedSocket) {
    this.write = socket.write;
    this.end = socket.end;
    this.destroy = socket._destroy;
    // Installed once per socket (one shape change), then only the flag is read on each call.
    socket.write = (...args: unknown[]) => {
      if (!this.lent) return this.write.apply(socket, args);
      this.waiting.push(() => this.write.apply(socket, args));
      return true;
    };
    socket.end = (...args: unknown[]) => {
      if (!this.lent) return this.end.apply(socket, args);
      this.waiting.push(() => this.end.apply(socket, args));
      return socket;
    };
    socket._destroy = (error, callback) => {
      if (!this.lent) return this.destroy.call(socket, error, callback);
      this.waiting.push(() => this.destroy.call(socket, error, callback));
    };
  }

  private static readonly gates = new WeakMap<object, SocketGate>();

  /** The gate of a raw TCP socket (made on first use). */
  static of(socket: object): SocketGate {
    let gate = SocketGate.gates.get(socket);
    if (gate === undefined) {
      gate = new SocketGate(socket as GatedSocket);
      SocketGate.gates.set(socket, gate);
    }
    return gate;
  }

  /**
   * The descriptor to lend, when the socket can be lent now (open, nothing waiting in its stream,
   * not lent already); the caller must then {@link settle} it. Undefined otherwise.
   */
  lend(): number | undefined {
    const socket = this.socket;
    if (this.lent || socket.destroyed || socket.writableLength > 0) return undefined;
    // A TCP handle keeps its descriptor until it is closed (read once: the getter calls into C++).
    this.fd ??= socket._handle?.fd;
    const fd = this.fd;
    if (typeof fd !== 'number' || fd < 0) return undefined;
    this.lent = true;
    return fd;
  }

  get isLent(): boolean {
    return this.lent;
  }

  /**
   * Takes the socket back after the thread wrote `written` bytes of `wire` (negative: the write
   * failed, the connection is gone): the rest of `wire`, then what waited, in order.
   */
  settle(written: number, wire: Uint8Array): void {
    this.lent = false;
    const socket = this.socket;
    if (written >= 0 && written < wire.length && !socket.destroyed)
      this.write.call(socket, Buffer.from(wire.buffer, wire.byteOffset + written, wire.length - written));
    if (this.waiting.length === 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const run of waiting) run();
  }
}
