// A stand-in for a Socket.IO socket and its Engine.IO connection, for unit tests of the fan-out:
// records what is written and lets a test hold data back like a slow network, on the Engine.IO
// path (`writeBuffer`) or on the direct WebSocket path (TCP socket `writableLength`).
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';

/** The TCP socket under a WebSocket: frames written while blocked count as waiting bytes. */
class FakeRawSocket extends EventEmitter {
  writableLength = 0;
  blocked = false;
  corks = 0;
  constructor(private readonly sink: string[]) {
    super();
  }
  cork(): void {
    this.corks += 1;
  }
  uncork(): void {}
  writeFrame(frame: Buffer[]): void {
    const bytes = Buffer.concat(frame);
    // An unmasked text frame of < 126 bytes has a 2-byte header; longer ones 4 bytes.
    const text = bytes.subarray(bytes[1]! < 126 ? 2 : 4).toString();
    this.sink.push(text.slice(1));
    if (this.blocked) this.writableLength += bytes.length;
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
    const sender = { sendFrame: (frame: Buffer[]) => this.raw.writeFrame(frame), _bufferedBytes: 0 };
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

export function fakeSocket(direct = false): { socket: Socket; engine: FakeEngine } {
  const engine = new FakeEngine(direct);
  nextId += 1;
  const socket = { id: `fake-${nextId}`, conn: engine, connected: true } as unknown as Socket;
  return { socket, engine };
}
