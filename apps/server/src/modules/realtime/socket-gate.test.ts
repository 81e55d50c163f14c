// The gate of a lent socket: the main thread's writes, end and destroy wait for the thread's
// answer, the unwritten rest of the lent buffer goes first, and a socket with bytes waiting in its
// stream (or already lent, or destroyed) is not lent.
import { describe, expect, it } from 'vitest';
import { SocketGate } from './socket-gate.ts';

function fakeSocket() {
  const log: string[] = [];
  const socket = {
    destroyed: false,
    writableLength: 0,
    _handle: { fd: 42 } as { fd?: number } | null,
    write(chunk: unknown) {
      log.push(`write ${String(chunk)}`);
      return true;
    },
    end() {
      log.push('end');
      return socket;
    },
    _destroy(_error: Error | null, callback: (error?: Error | null) => void) {
      log.push('destroy');
      callback();
    },
  };
  return { socket, log };
}

describe('SocketGate', () => {
  it('holds the main thread back while lent, then writes the rest first and replays in order', () => {
    const { socket, log } = fakeSocket();
    const gate = SocketGate.of(socket);
    expect(SocketGate.of(socket)).toBe(gate);
    expect(gate.lend()).toBe(42);
    expect(gate.lend()).toBeUndefined();
    socket.write('ping');
    socket.end();
    socket._destroy(null, () => log.push('destroyed'));
    expect(log).toEqual([]);
    gate.settle(2, Buffer.from('abcd'));
    expect(log).toEqual(['write cd', 'write ping', 'end', 'destroy', 'destroyed']);
    // Not lent: straight through.
    socket.write('next');
    expect(log.at(-1)).toBe('write next');
  });

  it('writes nothing more of the buffer when the thread wrote it all or the connection is gone', () => {
    const { socket, log } = fakeSocket();
    const gate = SocketGate.of(socket);
    gate.lend();
    gate.settle(4, Buffer.from('abcd'));
    gate.lend();
    gate.settle(-1, Buffer.from('abcd'));
    expect(log).toEqual([]);
  });

  it('does not lend a socket with bytes in its stream, a destroyed one or one without a descriptor', () => {
    const busy = fakeSocket().socket;
    busy.writableLength = 10;
    expect(SocketGate.of(busy).lend()).toBeUndefined();
    const gone = fakeSocket().socket;
    gone.destroyed = true;
    expect(SocketGate.of(gone).lend()).toBeUndefined();
    const closed = fakeSocket().socket;
    closed._handle = null;
    expect(SocketGate.of(closed).lend()).toBeUndefined();
  });
});
