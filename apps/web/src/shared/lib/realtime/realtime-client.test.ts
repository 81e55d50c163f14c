import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAck } from '@sen/protocol';
import { createRealtimeClient, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  sent: unknown[] = [];
  connects = 0;
  disconnects = 0;
  on(event: string, listener: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(event: string, payload: string) {
    this.sent.push([event, JSON.parse(payload)]);
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnects += 1;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

let socket: FakeSocket;
const make = () => createRealtimeClient(() => (socket = new FakeSocket()));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('joins symbols once, re-joins after a reconnect and leaves when the last subscriber goes', () => {
    const client = make();
    client.connect('/', '/socket.io');
    expect(client.status.get().server).toBe('unknown');
    socket.fire('connect');
    expect(client.status.get().server).toBe('on');
    const leaveA = client.subscribe(['FPT', 'VNM']);
    const leaveB = client.subscribe(['FPT']);
    expect(socket.sent).toEqual([['regs', { action: 'join', data: 'FPT,VNM' }]]);
    socket.fire('disconnect');
    expect(client.status.get().server).toBe('off');
    socket.sent = [];
    socket.fire('connect');
    expect(socket.sent).toEqual([['regs', { action: 'join', data: 'FPT,VNM' }]]);
    socket.sent = [];
    leaveA();
    leaveA();
    expect(socket.sent).toEqual([['regs', { action: 'leave', data: 'VNM' }]]);
    leaveB();
    expect(socket.sent.at(-1)).toEqual(['regs', { action: 'leave', data: 'FPT' }]);
  });

  it('sends every depth stream in a frame of its own, also when re-joining after a reconnect', () => {
    const client = make();
    client.connect('/', '/socket.io');
    socket.fire('connect');
    const leaveDepth = client.subscribe(['VN30F2M,S', 'VN30F2M,B']);
    client.subscribe(['VN30F1M', 'VN30F2M']);
    expect(socket.sent).toEqual([
      ['regs', { action: 'join', data: 'VN30F2M,S' }],
      ['regs', { action: 'join', data: 'VN30F2M,B' }],
      ['regs', { action: 'join', data: 'VN30F1M,VN30F2M' }],
    ]);
    socket.fire('disconnect');
    socket.sent = [];
    socket.fire('connect');
    expect(socket.sent).toEqual([
      ['regs', { action: 'join', data: 'VN30F1M,VN30F2M' }],
      ['regs', { action: 'join', data: 'VN30F2M,S' }],
      ['regs', { action: 'join', data: 'VN30F2M,B' }],
    ]);
    socket.sent = [];
    leaveDepth();
    expect(socket.sent).toEqual([
      ['regs', { action: 'leave', data: 'VN30F2M,S' }],
      ['regs', { action: 'leave', data: 'VN30F2M,B' }],
    ]);
  });

  it('dispatches public messages by id, from objects or JSON text', () => {
    const client = make();
    client.connect('/', '/socket.io');
    const onIndex = vi.fn();
    const stop = client.onMessage(1101, onIndex);
    socket.fire('public', { data: { id: 1101, mc: '10', cIndex: 1250.3 } });
    socket.fire('public', JSON.stringify({ data: { id: 3220, sym: 'FPT' } }));
    socket.fire('public', 'not json');
    expect(onIndex).toHaveBeenCalledWith({ id: 1101, mc: '10', cIndex: 1250.3 });
    expect(onIndex).toHaveBeenCalledTimes(1);
    stop();
    socket.fire('public', { data: { id: 1101 } });
    expect(onIndex).toHaveBeenCalledTimes(1);
  });

  it('dispatches the messages of a publics batch frame in order, and ignores a malformed one', () => {
    const client = make();
    client.connect('/', '/socket.io');
    const seen: unknown[] = [];
    client.onMessage(3220, (message) => seen.push(message.totalVol));
    client.onMessage(1101, (message) => seen.push(message.mc));
    socket.fire('publics', [
      { data: { id: 3220, sym: 'FPT', totalVol: 1 } },
      { data: { id: 1101, mc: '10' } },
      'not a message',
      { data: { id: 3220, sym: 'VNM', totalVol: 2 } },
    ]);
    socket.fire('publics', { data: { id: 3220, sym: 'FPT', totalVol: 3 } });
    expect(seen).toEqual([1, '10', 2]);
  });

  it('pings every 10 s and reconnects after more than four unanswered pings', () => {
    const client = make();
    client.connect('/', '/socket.io');
    socket.fire('connect');
    vi.advanceTimersByTime(10_000);
    expect(socket.sent).toEqual([['regs', { action: 'ping', mode: 'sync', data: ' ' }]]);
    socket.fire('private', { action: 'ping' });
    vi.advanceTimersByTime(50_000);
    expect(socket.disconnects).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(socket.disconnects).toBe(1);
    expect(socket.connects).toBe(1);
    expect(client.status.get().server).toBe('off');
  });

  it('registers the session after connecting and tracks the acknowledgement', () => {
    const client = make();
    client.connect('/', '/socket.io');
    client.register({ user: 'u1', session: 's1' });
    expect(socket.sent).toEqual([]);
    socket.fire('connect');
    expect(socket.sent).toEqual([['regs', { action: 'register', data: { user: 'u1', session: 's1' } }]]);
    socket.fire('private', JSON.stringify(registerAck(true)));
    expect(client.status.get().registration).toBe('ok');
    socket.fire('private', registerAck(false, 'invalid session'));
    expect(client.status.get().registration).toBe('not');
  });
});

describe('realtime client and the network', () => {
  it('drops the connection at once when the browser goes offline and connects again online', () => {
    const client = make();
    client.connect('/', '/socket.io');
    socket.fire('connect');
    client.setOnline(false);
    expect(client.status.get().server).toBe('off');
    expect(socket.disconnects).toBe(1);
    client.setOnline(true);
    expect(socket.connects).toBe(1);
    socket.fire('connect');
    expect(client.status.get().server).toBe('on');
    client.setOnline(true);
    expect(socket.connects).toBe(1);
  });
});
