import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientSession } from './client-session.ts';
import { FanOut } from './fan-out.ts';
import { fakeSocket } from './fake-socket.ts';

const trade = (sym: string, price: number, sID: number) => ({ id: 3220, sym, lastPrice: price, sID });
const depth = (sym: string, side: 'B' | 'S', g1: string) => ({ id: 3210, sym, side, g1 });

function setup(slowClientPackets = 100, direct = false) {
  const fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: false });
  const make = (...rooms: string[]) => {
    const { socket, engine } = fakeSocket(direct);
    const client = new ClientSession(socket, { slowClientPackets, slowClientBytes: 200 });
    fanOut.add(client);
    for (const room of rooms) {
      client.symbols.add(room);
      fanOut.join(client, room);
    }
    return { client, engine };
  };
  return { fanOut, make };
}

describe('FanOut', () => {
  let fanOut: FanOut | undefined;
  afterEach(() => fanOut?.close());

  it('sends a symbol message only to clients in its room, and index messages to everyone', () => {
    const s = setup();
    fanOut = s.fanOut;
    const fpt = s.make('FPT');
    const vnm = s.make('VNM');
    s.fanOut.publish('FPT', trade('FPT', 97.5, 1));
    s.fanOut.publish(null, { id: 1101, mc: '10', cIndex: 1250.3 });
    s.fanOut.flush();
    expect(fpt.engine.messages().map((m) => m.id)).toEqual([3220, 1101]);
    expect(vnm.engine.messages().map((m) => m.id)).toEqual([1101]);
    expect(s.fanOut.stats).toMatchObject({ published: 2, delivered: 3, flushes: 1 });
  });

  it('keeps every trade but only the latest depth of a side within one flush', () => {
    const s = setup();
    fanOut = s.fanOut;
    const c = s.make('FPT');
    s.fanOut.publish('FPT', depth('FPT', 'B', '97.40|10|d'));
    s.fanOut.publish('FPT', trade('FPT', 97.5, 1));
    s.fanOut.publish('FPT', depth('FPT', 'S', '97.60|5|i'));
    s.fanOut.publish('FPT', depth('FPT', 'B', '97.30|12|d'));
    s.fanOut.publish('FPT', trade('FPT', 97.6, 2));
    s.fanOut.flush();
    expect(c.engine.messages()).toEqual([
      trade('FPT', 97.5, 1),
      depth('FPT', 'S', '97.60|5|i'),
      depth('FPT', 'B', '97.30|12|d'),
      trade('FPT', 97.6, 2),
    ]);
  });

  it('after a leave, the room no longer reaches the client', () => {
    const s = setup();
    fanOut = s.fanOut;
    const c = s.make('FPT');
    s.fanOut.leave(c.client, 'FPT');
    s.fanOut.publish('FPT', trade('FPT', 97.5, 1));
    s.fanOut.flush();
    expect(c.engine.messages()).toEqual([]);
  });

  it('serves a slow client the latest message per symbol and kind, bounded, and flushes it on drain', () => {
    const s = setup(2);
    fanOut = s.fanOut;
    const slow = s.make('FPT', 'VNM');
    const fast = s.make('FPT', 'VNM');
    slow.engine.blocked = true;
    for (let i = 1; i <= 500; i += 1) {
      s.fanOut.publish('FPT', trade('FPT', 97 + i / 100, i));
      s.fanOut.publish('VNM', trade('VNM', 60 + i / 100, i));
      s.fanOut.publish('FPT', depth('FPT', 'B', `${i}|1|e`));
      s.fanOut.flush();
    }
    expect(fast.engine.messages()).toHaveLength(1500);
    // The first flush's share (3 packets) reached the engine buffer, then the backlog holds one per key.
    expect(slow.engine.writeBuffer).toHaveLength(3);
    expect(slow.client.isSlow).toBe(true);
    slow.engine.release();
    const received = slow.engine.messages();
    expect(received.length).toBeLessThanOrEqual(3 + 3);
    expect(received.slice(-3)).toEqual([
      trade('FPT', 102, 500),
      trade('VNM', 65, 500),
      depth('FPT', 'B', '500|1|e'),
    ]);
    expect(slow.client.isSlow).toBe(false);
    expect(slow.client.coalesced).toBeGreaterThan(1000);
  });

  it('writes an idle WebSocket client its whole share of a flush in one write, and coalesces it when its TCP buffer backs up', () => {
    const s = setup(100, true);
    fanOut = s.fanOut;
    const c = s.make('FPT');
    s.fanOut.publish('FPT', trade('FPT', 97.5, 1));
    s.fanOut.publish('FPT', depth('FPT', 'B', '97.40|10|d'));
    s.fanOut.flush();
    expect(c.engine.raw.writes).toBe(1);
    expect(c.engine.messages()).toEqual([trade('FPT', 97.5, 1), depth('FPT', 'B', '97.40|10|d')]);
    c.engine.raw.blocked = true;
    for (let i = 2; i <= 300; i += 1) {
      s.fanOut.publish('FPT', trade('FPT', 97 + i / 100, i));
      s.fanOut.publish('FPT', depth('FPT', 'B', `${i}|1|e`));
      s.fanOut.flush();
    }
    expect(c.client.isSlow).toBe(true);
    const beforeDrain = c.engine.messages().length;
    expect(beforeDrain).toBeLessThan(20);
    c.engine.releaseRaw();
    expect(c.engine.messages().slice(beforeDrain)).toEqual([
      trade('FPT', 100, 300),
      depth('FPT', 'B', '300|1|e'),
    ]);
    expect(c.client.isSlow).toBe(false);
  });

  it('gives clients of the same rooms one shared buffer per flush, and others their own frames', () => {
    const s = setup(100, true);
    fanOut = s.fanOut;
    const a = s.make('FPT', 'VNM');
    const b = s.make('FPT', 'VNM');
    const fptOnly = s.make('FPT');
    const written: Buffer[] = [];
    for (const c of [a, b, fptOnly]) {
      const write = c.engine.raw.write.bind(c.engine.raw);
      c.engine.raw.write = (bytes) => {
        written.push(bytes);
        return write(bytes);
      };
    }
    s.fanOut.publish('FPT', trade('FPT', 97.5, 1));
    s.fanOut.publish('VNM', trade('VNM', 60.1, 1));
    s.fanOut.publish(null, { id: 1101, mc: '10', cIndex: 1 });
    s.fanOut.flush();
    expect(written).toHaveLength(3);
    expect(written[0]).toBe(written[1]);
    expect(written[2]).not.toBe(written[0]);
    const both = [trade('FPT', 97.5, 1), trade('VNM', 60.1, 1), { id: 1101, mc: '10', cIndex: 1 }];
    expect(a.engine.messages()).toEqual(both);
    expect(b.engine.messages()).toEqual(both);
    expect(fptOnly.engine.messages()).toEqual([both[0], both[2]]);
  });

  it('writes a big flush in slices; a flush made meanwhile joins the outboxes not yet written, the others get it in the next pass', async () => {
    fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: false, sliceMs: 0 });
    const engines = Array.from({ length: 200 }, () => {
      const { socket, engine } = fakeSocket(true);
      const client = new ClientSession(socket, { slowClientPackets: 10, slowClientBytes: 1000 });
      fanOut!.add(client);
      fanOut!.join(client, 'FPT');
      return engine;
    });
    const batches: number[] = [];
    fanOut.onFlush((batch) => batches.push(batch.length));
    fanOut.publish('FPT', trade('FPT', 97.5, 1));
    fanOut.flush();
    // One slice (64 clients) written now, the rest after the loop had its turn.
    expect(engines.filter((e) => e.messages().length === 1)).toHaveLength(64);
    fanOut.publish('FPT', trade('FPT', 97.6, 2));
    fanOut.flush();
    expect(engines.filter((e) => e.messages().length > 0)).toHaveLength(64);
    expect(batches).toEqual([]);
    for (let turn = 0; turn < 20 && batches.length < 2; turn += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([1, 1]);
    for (const engine of engines)
      expect(engine.messages()).toEqual([trade('FPT', 97.5, 1), trade('FPT', 97.6, 2)]);
    // The first 64 clients got the second flush in a write of its own, the 136 others in the same
    // write as the first.
    expect(engines.filter((e) => e.raw.writes === 2)).toHaveLength(64);
    expect(engines.slice(64).every((e) => e.raw.writes === 1)).toBe(true);
  });

  it('reports batches written in the order they were flushed', async () => {
    fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: false, sliceMs: 0 });
    for (let i = 0; i < 200; i += 1) {
      const { socket } = fakeSocket(true);
      const client = new ClientSession(socket, { slowClientPackets: 10, slowClientBytes: 1000 });
      fanOut.add(client);
      fanOut.join(client, i < 100 ? 'FPT' : 'VNM');
    }
    const written: number[] = [];
    fanOut.onFlush((batch) => written.push(batch[0]!.message.sID as number));
    fanOut.publish('FPT', trade('FPT', 97.5, 1));
    fanOut.publish('VNM', trade('VNM', 60.1, 1));
    fanOut.flush();
    // Reaches clients already written (next pass), then only clients not yet written (this pass).
    fanOut.publish('FPT', trade('FPT', 97.6, 2));
    fanOut.flush();
    fanOut.publish('VNM', trade('VNM', 60.2, 3));
    fanOut.flush();
    for (let turn = 0; turn < 20 && written.length < 3; turn += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([1, 2, 3]);
  });

  it('a slow client whose buffer drains while a flush is being written gets its backlog, then that flush, in order', async () => {
    fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: false, sliceMs: 0 });
    const clients = Array.from({ length: 200 }, () => {
      const { socket, engine } = fakeSocket(true);
      const client = new ClientSession(socket, { slowClientPackets: 10, slowClientBytes: 10 });
      fanOut!.add(client);
      fanOut!.join(client, 'FPT');
      return { client, engine };
    });
    let flushed = 0;
    fanOut.onFlush(() => (flushed += 1));
    const written = async (flushes: number) => {
      for (let turn = 0; turn < 20 && flushed < flushes; turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
    };
    const last = clients.at(-1)!;
    last.engine.raw.blocked = true;
    fanOut.publish('FPT', trade('FPT', 97.5, 1));
    fanOut.flush();
    await written(1);
    fanOut.publish('FPT', trade('FPT', 97.6, 2));
    fanOut.flush();
    await written(2);
    expect(last.client.isSlow).toBe(true);
    fanOut.publish('FPT', trade('FPT', 97.7, 3));
    fanOut.flush();
    // The third flush is in the client's outbox, its slice not yet written, when the buffer drains.
    last.engine.releaseRaw();
    await written(3);
    const all = [trade('FPT', 97.5, 1), trade('FPT', 97.6, 2), trade('FPT', 97.7, 3)];
    expect(last.engine.messages()).toEqual(all);
    expect(clients[0]!.engine.messages()).toEqual(all);
  });

  it('stamps the publish time when asked (benchmarks)', () => {
    fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: true, now: () => 1234 });
    const { socket, engine } = fakeSocket();
    const client = new ClientSession(socket, { slowClientPackets: 10, slowClientBytes: 1000 });
    fanOut.add(client);
    fanOut.publish(null, { id: 1101, mc: '11' });
    fanOut.flush();
    expect(engine.messages()).toEqual([{ id: 1101, mc: '11', st: 1234 }]);
  });

  it('flushes by itself on the next turn of the event loop', async () => {
    const s = setup();
    fanOut = s.fanOut;
    const c = s.make('FPT');
    s.fanOut.publish('FPT', trade('FPT', 97.5, 1));
    expect(c.engine.messages()).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(c.engine.messages()).toEqual([trade('FPT', 97.5, 1)]);
  });

  it('under load flushes at most once per flushDelayMs, at once when the last flush is old enough', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    try {
      fanOut = new FanOut({ flushDelayMs: 25, stampSendTime: false });
      const { socket, engine } = fakeSocket();
      const client = new ClientSession(socket, { slowClientPackets: 10, slowClientBytes: 1000 });
      fanOut.add(client);
      fanOut.publish(null, { id: 1101, mc: '10', cIndex: 1 });
      vi.advanceTimersByTime(1);
      expect(engine.messages()).toHaveLength(1);
      fanOut.publish(null, { id: 1101, mc: '10', cIndex: 2 });
      fanOut.publish(null, { id: 1101, mc: '11', cIndex: 3 });
      vi.advanceTimersByTime(10);
      expect(engine.messages()).toHaveLength(1);
      vi.advanceTimersByTime(15);
      expect(engine.messages().map((m) => m.cIndex)).toEqual([1, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
