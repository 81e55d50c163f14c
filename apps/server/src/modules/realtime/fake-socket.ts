// A stand-in for a Socket.IO socket and its Engine.IO connection, for unit tests of the fan-out:
// records what is written and lets a test hold packets in the engine buffer like a slow network.
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';

export class FakeEngine extends EventEmitter {
  readyState = 'open';
  writeBuffer: string[] = [];
  sent: string[] = [];
  /** While true, writes stay in writeBuffer (the transport is busy). */
  blocked = false;

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

  /** The public messages sent so far, decoded. */
  messages(): { id: number; [field: string]: unknown }[] {
    return this.sent.map((packet) => (JSON.parse(packet.slice(1)) as [string, { data: { id: number } }])[1].data);
  }
}

let nextId = 0;

export function fakeSocket(): { socket: Socket; engine: FakeEngine } {
  const engine = new FakeEngine();
  nextId += 1;
  const socket = { id: `fake-${nextId}`, conn: engine, connected: true } as unknown as Socket;
  return { socket, engine };
}
