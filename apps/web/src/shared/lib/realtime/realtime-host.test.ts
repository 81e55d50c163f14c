// The proxy (the app's RealtimeClient) over the host, wired directly as on the main-thread
// fallback (the worker only adds postMessage between them), with a fake socket and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPublicMessage, registerAck } from '@sen/protocol';
import { EVENT_KEY, readMessage } from './read-message';
import { BATCH_INTERVAL_MS, createRealtimeHost, type HostCommand, type HostReply } from './realtime-host';
import { createRealtimeProxy } from './realtime-proxy';
import { FakeSocket, FULL_TRADE } from './test-socket';

let socket: FakeSocket;
let batches: number;
let commands: HostCommand[];

function make() {
  batches = 0;
  commands = [];
  return createRealtimeProxy((receive) => {
    const host = createRealtimeHost(
      (reply: HostReply) => {
        if (reply.type === 'batch') batches += 1;
        receive(reply);
      },
      () => (socket = new FakeSocket()),
      globalThis,
      () => Date.now(),
    );
    return {
      send(command) {
        commands.push(command);
        host.receive(command);
      },
    };
  });
}

const depth = (sym: string, g1: string) => ({ data: { id: 3210, sym, side: 'B', g1 } });
const trade = (sym: string, totalVol: number) => ({ data: { id: 3220, sym, totalVol } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime host and proxy', () => {
  it('posts the messages of listened ids in one coalesced batch per interval', () => {
    const client = make();
    const onDepth = vi.fn();
    const onTrade = vi.fn();
    client.onMessage(3210, onDepth);
    client.onMessage(3220, onTrade);
    client.connect('/', '/socket.io');
    socket.fire('connect');
    // A burst after a quiet interval goes as one batch once the messages already queued are read.
    for (let i = 1; i <= 50; i += 1) socket.fire('public', depth('FPT', String(i)));
    socket.fire('public', trade('FPT', 100));
    socket.fire('public', JSON.stringify({ data: { id: 1101, mc: '10' } }));
    socket.fire('public', trade('FPT', 110));
    expect(onDepth).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(batches).toBe(1);
    expect(onDepth.mock.calls).toEqual([[{ id: 3210, sym: 'FPT', side: 'B', g1: '50' }]]);
    expect(onTrade.mock.calls.map(([message]) => message.totalVol)).toEqual([100, 110]);

    // Under a stream the next batch waits for the interval.
    socket.fire('public', trade('FPT', 120));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS - 1);
    socket.fire('public', trade('FPT', 130));
    expect(batches).toBe(1);
    vi.advanceTimersByTime(1);
    expect(batches).toBe(2);
    expect(onTrade.mock.calls.map(([message]) => message.totalVol)).toEqual([100, 110, 120, 130]);
  });

  it('reads each message in the host: listeners get its canonical event with it', () => {
    const client = make();
    const onTrade = vi.fn();
    client.onMessage(3220, onTrade);
    client.connect('/', '/socket.io');
    socket.fire('connect');
    socket.fire('public', { data: FULL_TRADE });
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    const [message] = onTrade.mock.calls[0]!;
    const expected = readPublicMessage({ data: FULL_TRADE });
    expect(message[EVENT_KEY]).toEqual(expected.ok && expected.value);
    expect(readMessage(message)).toEqual(expected);
  });

  it('asks the host for an id while someone listens to it', () => {
    const client = make();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.onMessage(3220, first);
    const stopSecond = client.onMessage(3220, second);
    client.connect('/', '/socket.io');
    socket.fire('connect');
    socket.fire('public', trade('FPT', 1));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    stopFirst();
    stopFirst();
    stopSecond();
    expect(commands.filter((command) => command.type === 'listen' || command.type === 'unlisten')).toEqual([
      { type: 'listen', id: 3220 },
      { type: 'unlisten', id: 3220 },
    ]);
    socket.fire('public', trade('FPT', 2));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(batches).toBe(1);
  });

  it('joins once per item, re-joins after a reconnect and leaves with the last subscriber', () => {
    const client = make();
    client.connect('/', '/socket.io');
    const leaveA = client.subscribe(['FPT', 'VNM', 'ODD_HSX']);
    socket.fire('connect');
    expect(socket.sent).toEqual([{ action: 'join', data: 'FPT,VNM,ODD_HSX' }]);
    const leaveB = client.subscribe(['FPT', 'FPT,S']);
    expect(socket.sent.at(-1)).toEqual({ action: 'join', data: 'FPT,S' });
    socket.fire('disconnect');
    expect(client.status.get().server).toBe('off');
    socket.sent = [];
    socket.fire('connect');
    expect(client.status.get().server).toBe('on');
    expect(socket.sent).toEqual([
      { action: 'join', data: 'FPT,VNM,ODD_HSX' },
      { action: 'join', data: 'FPT,S' },
    ]);
    socket.sent = [];
    leaveA();
    leaveA();
    expect(socket.sent).toEqual([{ action: 'leave', data: 'VNM,ODD_HSX' }]);
    leaveB();
    expect(socket.sent.slice(1)).toEqual([
      { action: 'leave', data: 'FPT' },
      { action: 'leave', data: 'FPT,S' },
    ]);
  });

  it('registers, tracks the acknowledgement and delivers private messages in the batch', () => {
    const client = make();
    const onPrivate = vi.fn();
    client.onPrivate(onPrivate);
    client.register({ user: 'u1', session: 's1' });
    client.connect('/', '/socket.io');
    socket.fire('connect');
    expect(socket.sent).toEqual([{ action: 'register', data: { user: 'u1', session: 's1' } }]);
    socket.fire('private', JSON.stringify(registerAck(true)));
    expect(client.status.get().registration).toBe('ok');
    socket.fire('private', { action: 'Event', data: { type: 'order' } });
    expect(onPrivate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(onPrivate.mock.calls.map(([message]) => message.action)).toEqual(['register', 'Event']);
    client.register(null);
    expect(client.status.get().registration).toBe('unknown');
  });

  it("hands the market time of each ping's answer to the time sync at once, public or private, and nothing else", () => {
    const client = make();
    const onTime = vi.fn();
    const stop = client.onTimeSync(onTime);
    client.connect('/', '/socket.io');
    socket.fire('connect');
    socket.fire(
      'public',
      JSON.stringify({ action: 'ping', mode: 'sync', data: '2026-03-02T10:00:00+07:00' }),
    );
    socket.fire('private', { action: 'ping', mode: 'sync', data: '2026-03-02T10:00:10+07:00' });
    socket.fire('private', { action: 'ping' });
    socket.fire('public', { action: 'ping', data: 'not a time' });
    socket.fire('public', 'not json');
    expect(onTime.mock.calls).toEqual([['2026-03-02T10:00:00+07:00'], ['2026-03-02T10:00:10+07:00']]);
    stop();
    socket.fire('public', { action: 'ping', mode: 'sync', data: '2026-03-02T10:00:20+07:00' });
    expect(onTime).toHaveBeenCalledTimes(2);
  });
});
