// The app's realtime connection with a stand-in Worker: commands go to the worker and its batches
// come back to the listeners; a worker that fails before it answers is replaced by the host on the
// main thread, which gets every command sent so far.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchMessages, packReply } from './batch-text';
import type { HostCommand, HostReply } from './realtime-host';
import type { FakeSocket } from './test-socket';

const sockets: FakeSocket[] = [];
vi.mock('./socket-io', async () => {
  const { FakeSocket } = await import('./test-socket');
  return {
    createSocketIo: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  };
});

class FakeWorker {
  static created: FakeWorker[] = [];
  posted: HostCommand[] = [];
  terminated = false;
  onmessage: ((event: { data: HostReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(command: HostCommand) {
    this.posted.push(command);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: HostReply) {
    this.onmessage?.({ data });
  }
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.created = [];
  sockets.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('realtime connection', () => {
  it("packs a worker's batch as text, and reads either form back in order", () => {
    const messages = [
      { id: 3220, sym: 'FPT', totalVol: 1, $event: { type: 'trade', trade: { price: 97_500, side: null } } },
      { id: 3210, sym: 'FPT', side: 'B', g1: '97.40|10|d' },
    ];
    const packed = packReply({ type: 'batch', messages, privates: [{ action: 'register' }] });
    expect(packed).toEqual({
      type: 'batch-text',
      text: JSON.stringify(messages),
      privates: [{ action: 'register' }],
    });
    if (packed.type !== 'batch-text') throw new Error('not packed');
    expect(batchMessages(packed)).toEqual(messages);
    expect(batchMessages({ type: 'batch', messages, privates: [] })).toBe(messages);
    expect(packReply({ type: 'ready' })).toEqual({ type: 'ready' });
  });

  it('runs the socket in a worker: commands go there, its batches and status come back', async () => {
    const { realtime } = await import('./realtime');
    const onTrade = vi.fn();
    realtime.onMessage(3220, onTrade);
    realtime.subscribe(['FPT']);
    realtime.connect('/', '/socket.io');
    const [worker] = FakeWorker.created;
    expect(FakeWorker.created).toHaveLength(1);
    expect(worker!.posted).toEqual([
      { type: 'listen', id: 3220 },
      { type: 'subscribe', key: 0, items: ['FPT'] },
      { type: 'connect', url: new URL('/', location.href).href, path: '/socket.io' },
    ]);
    worker!.reply({ type: 'ready' });
    worker!.reply({ type: 'status', status: { server: 'on', registration: 'unknown' } });
    worker!.reply({ type: 'batch', messages: [{ id: 3220, sym: 'FPT' }], privates: [] });
    expect(realtime.status.get().server).toBe('on');
    expect(onTrade).toHaveBeenCalledWith({ id: 3220, sym: 'FPT' });
    // The worker's own form: the messages as one JSON text (batch-text.ts).
    worker!.reply(
      packReply({ type: 'batch', messages: [{ id: 3220, sym: 'VNM', totalVol: 5 }], privates: [] }),
    );
    expect(onTrade).toHaveBeenLastCalledWith({ id: 3220, sym: 'VNM', totalVol: 5 });
    worker!.onerror?.();
    expect(worker!.terminated).toBe(false);
  });

  it('falls back to the main thread when the worker fails before it answers', async () => {
    const { realtime } = await import('./realtime');
    const onDepth = vi.fn();
    realtime.onMessage(3210, onDepth);
    realtime.subscribe(['FPT', 'VNM']);
    realtime.connect('/', '/socket.io');
    const [worker] = FakeWorker.created;
    worker!.onerror?.();
    expect(worker!.terminated).toBe(true);
    // the fallback imports the host module on demand: its first transform can take over a second
    await vi.waitFor(() => expect(sockets).toHaveLength(1), { timeout: 10_000 });
    const [socket] = sockets;
    socket!.fire('connect');
    expect(socket!.sent).toEqual([{ action: 'join', data: 'FPT,VNM' }]);
    expect(realtime.status.get().server).toBe('on');
    socket!.fire('public', { data: { id: 3210, sym: 'FPT', side: 'B' } });
    await vi.waitFor(() => expect(onDepth).toHaveBeenCalledWith({ id: 3210, sym: 'FPT', side: 'B' }));
    realtime.subscribe(['HPG']);
    expect(socket!.sent.at(-1)).toEqual({ action: 'join', data: 'HPG' });
    expect(worker!.posted).toHaveLength(3);
  });
});
