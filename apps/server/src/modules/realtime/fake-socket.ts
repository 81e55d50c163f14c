// A stand-in for a Socket.IO socket and its Engine.IO connection, for unit tests of the fan-out:
// records what is written and lets a test hold data back like a slow network, on the Engine.IO
// path (`writeBuffer`) or on the direct WebSocket path (TCP socket `writableLength`).
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';

/** The TCP socket under a WebSocket: frames written while blocked count as waiting bytes. */
class FakeRawSocket extends EventEmitter {
  writableLength = 0;
  blocked = false;
  /** Write calls made (the direct path makes one per client per flush). */
  writes = 0;
  constructor(private readonly sink: string[]) {
    super();
  }
  /** One write of WebSocket frames, back to back. */
  write(bytes: Buffer): boolean {
    this.writes += 1;
    // Unmasked text frames: a 2-byte header under 126 payload bytes, 4 bytes (16-bit length) above.
    for (let at = 0; at < bytes.length;) {
      const short = bytes[at + 1]!;
      const [header, length] = short < 126 ? [2, short] : [4, bytes.readUInt16BE(at + 2)];
      this.sink.push(bytes.subarray(at + header + 1, at + header + length).toString());
      at += header + length;
    }
    if (this.blocked) this.writableLength += bytes.length;
    return !this.blocked;
  }
}

export class FakeEngine extends EventEmitter {
  readyState = 'open';
  writeBuffer: string[] = [];
  sent: string[] = [];
  /** While true, writes stay in writeBuffer (the transport is busy). */
  blocked = false;
  readonly raw = new FakeRawSocket(this.sent);
  readonly transport: { name: string; writable: boolean; socket?: object };

  constructor(direct: boolean) {
    super();
    const sender = { _bufferedBytes: 0 };
    this.transport = direct
      ? { name: 'websocket', writable: true, socket: { readyState: 1, _socket: this.raw, _sender: sender } }
      : { name: 'polling', writable: true };
  }

  write(data: string): void {
    this.writeBuffer.push(data);
    if (!this.blocked) this.release();
  }

  /** The transport takes the buffer, as Engine.IO's flush does, and emits `drain`. */
  release(): void {
    this.blocked = false;
    if (this.writeBuffer.length === 0) return;
    this.sent.push(...this.writeBuffer);
    this.writeBuffer = [];
    this.emit('drain');
  }

  /** The TCP socket empties its buffer and emits `drain`. */
  releaseRaw(): void {
    this.raw.blocked = false;
    this.raw.writableLength = 0;
    this.raw.emit('drain');
  }

  /** The public messages sent so far, decoded. */
  messages(): { id: number; [field: string]: unknown }[] {
    return this.sent.map(
      (packet) => (JSON.parse(packet.slice(1)) as [string, { data: { id: number } }])[1].data,
    );
  }
}

let nextId = 0;

export function fakeSocket(direct = false, namespace = '/'): { socket: Socket; engine: FakeEngine } {
  const engine = new FakeEngine(direct);
  nextId += 1;
  const socket = {
    id: `fake-${nextId}`,
    conn: engine,
    connected: true,
    nsp: { name: namespace },
  } as unknown as Socket;
  return { socket, engine };
}
