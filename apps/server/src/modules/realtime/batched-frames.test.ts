// `publics` batch frames (protocol's PUBLIC_BATCH_EVENT): a client that asks for them in its
// handshake gets a flush's public messages in one frame, in publish order; other clients are
// served exactly as before, one `public` frame per message.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { constants, inflateRawSync } from 'node:zlib';
import { BATCHED_FRAMES_AUTH, PUBLIC_BATCH_EVENT, PUBLIC_EVENT } from '@sen/protocol';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientSession } from './client-session.ts';
import { encodeBatch, encodeEvent } from './encoded-frame.ts';
import { FramePath } from './frame-path.ts';
import { fakeSocket } from './fake-socket.ts';
import { FanOut } from './fan-out.ts';
import { DEFAULT_REALTIME_CONFIG } from './realtime-config.ts';
import { RealtimeGateway } from './realtime-gateway.ts';
import { collect, nextMessage, type Frame } from './test-client.ts';

const quiet = { warn: () => {}, debug: () => {} };
const snapshots = { depth: () => undefined, marketTime: () => '2026-11-23T09:15:00+07:00' };
const validator = { validate: async () => false };
const trade = (sym: string, totalVol: number) => ({ id: 3220, sym, lastPrice: 97.5, totalVol });

let http: HttpServer;
let gateway: RealtimeGateway;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  http = createServer();
  gateway = new RealtimeGateway(http, DEFAULT_REALTIME_CONFIG, snapshots, validator, quiet);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await gateway.close();
  await new Promise((resolve) => http.close(resolve));
});

async function joined(
  auth?: Record<string, string>,
  perMessageDeflate: boolean | Record<string, unknown> = true,
): Promise<ClientSocket> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    // Offered by socket.io-client in Node (and by every browser) unless turned off.
    perMessageDeflate,
    ...(auth ? { auth } : {}),
  } as Parameters<typeof connect>[1]);
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.emit('regs', JSON.stringify({ action: 'join', data: 'FPT,VNM' }));
  // The join is handled once its answer to a ping comes back (frames of a client are in order).
  socket.emit('regs', JSON.stringify({ action: 'ping', mode: 'sync', data: ' ' }));
  await nextMessage(socket, PUBLIC_EVENT, () => true);
  return socket;
}

/** Counts the bytes the client's TCP socket receives from now on. */
function countBytes(socket: ClientSocket): () => number {
  const engine = (socket.io as unknown as { engine: { transport: { ws: { _socket: TcpSocket } } } }).engine;
  let total = 0;
  engine.transport.ws._socket.on('data', (chunk: Buffer) => (total += chunk.length));
  return () => total;
}

describe('publics batch frames', () => {
  it('gives a batch client one frame per flush, in publish order, and others one frame per message', async () => {
    const batched = await joined({ ...BATCHED_FRAMES_AUTH });
    const plain = await joined();
    const batches = collect(batched, PUBLIC_BATCH_EVENT);
    const singles = collect(batched, PUBLIC_EVENT);
    const plainSingles = collect(plain, PUBLIC_EVENT);
    const plainBatches = collect(plain, PUBLIC_BATCH_EVENT);
    const sent = [trade('FPT', 100), trade('VNM', 200), trade('FPT', 300)];
    const done = nextMessage(plain, PUBLIC_EVENT, (m) => m.data?.totalVol === 300);
    for (const message of sent) gateway.publish(message.sym, message);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const frames = batches() as unknown as Frame[][];
    expect(frames).toEqual([sent.map((data) => ({ data }))]);
    expect(singles()).toEqual([]);
    expect(plainSingles().map((m) => m.data)).toEqual(sent);
    expect(plainBatches()).toEqual([]);
  });

  it('sends a lone message of a flush as a plain public frame', async () => {
    const batched = await joined({ ...BATCHED_FRAMES_AUTH });
    const batches = collect(batched, PUBLIC_BATCH_EVENT);
    const single = nextMessage(batched, PUBLIC_EVENT, (m) => m.data?.sym === 'VNM');
    gateway.publish('VNM', trade('VNM', 400));
    expect((await single).data).toEqual(trade('VNM', 400));
    expect(batches()).toEqual([]);
  });

  it('compresses a batch once for the clients that accept per-message deflate, from its second client on', async () => {
    const deflating = [
      await joined({ ...BATCHED_FRAMES_AUTH }),
      await joined({ ...BATCHED_FRAMES_AUTH }),
      await joined({ ...BATCHED_FRAMES_AUTH }),
    ];
    const plain = await joined({ ...BATCHED_FRAMES_AUTH }, false);
    // A client asking for a smaller window than the shared frames use gets them uncompressed.
    const smallWindow = await joined({ ...BATCHED_FRAMES_AUTH }, { serverMaxWindowBits: 10 });
    const everyone = [...deflating, plain, smallWindow];
    const bytes = everyone.map(countBytes);
    const batches = everyone.map((socket) => collect(socket, PUBLIC_BATCH_EVENT));
    const sent = Array.from({ length: 20 }, (_, i) => trade(i % 2 ? 'FPT' : 'VNM', 1000 + i));
    const done = everyone.map((socket) =>
      nextMessage(socket, PUBLIC_BATCH_EVENT, (m) => JSON.stringify(m).includes('1019')),
    );
    for (const message of sent) gateway.publish(message.sym, message);
    await Promise.all(done);
    // Every client reads the same messages.
    for (const read of batches) expect(read()).toEqual([sent.map((data) => ({ data }))]);
    const [first, second, third, uncompressed, small] = bytes.map((read) => read());
    expect(small).toBe(uncompressed);
    // The batch's first client (maybe one of an earlier test, still joined) gets it as it is, the
    // others its compressed bytes (a fifth of them or less).
    expect([uncompressed, second]).toContain(first);
    expect(second).toBe(third);
    expect(second!).toBeLessThan(uncompressed! / 5);
  });

  it('keeps writing pre-encoded frames on the Engine.IO path of a connection that negotiated deflate', async () => {
    const socket = await joined({ ...BATCHED_FRAMES_AUTH });
    const server = gateway.io.of('/').sockets.get(socket.id!)!;
    const transport = server.conn.transport as unknown as {
      perMessageDeflate: unknown;
      socket: { _extensions: Record<string, unknown> };
    };
    expect(transport.socket._extensions['permessage-deflate']).toBeDefined();
    // Engine.IO writes a frame encoded once for many clients only while this is unset.
    expect(transport.perMessageDeflate).toBeNull();
  });

  it('ignores an auth that asks for anything else', async () => {
    const other = await joined({ frames: 'everything' });
    const batches = collect(other, PUBLIC_BATCH_EVENT);
    const last = nextMessage(other, PUBLIC_EVENT, (m) => m.data?.totalVol === 600);
    gateway.publish('FPT', trade('FPT', 500));
    gateway.publish('FPT', trade('FPT', 600));
    await last;
    expect(batches()).toEqual([]);
  });

  it('builds a batch only of public events of the default namespace', () => {
    const a = encodeEvent(PUBLIC_EVENT, { data: trade('FPT', 1) });
    const b = encodeEvent(PUBLIC_EVENT, { data: trade('VNM', 2) });
    expect(encodeBatch([a, b])?.packet).toBe(
      `2["publics",[${JSON.stringify({ data: trade('FPT', 1) })},${JSON.stringify({ data: trade('VNM', 2) })}]]`,
    );
    expect(encodeBatch([a, encodeEvent('private', { x: 1 })])).toBeUndefined();
    expect(encodeBatch([a, encodeEvent(PUBLIC_EVENT, { data: {} }, '/ps')])).toBeUndefined();
  });

  it("compresses a path's batch once, RSV1 set, the message's deflate without its sync-flush tail", () => {
    let path = FramePath.root();
    for (let i = 0; i < 20; i += 1) {
      const message = { data: trade('FPT', i) };
      path = path.next(encodeEvent(PUBLIC_EVENT, message), `FPT|${i}`);
    }
    const batch = path.batch()!;
    expect(path.batchWire(false)).toBe(batch.wire);
    expect(path.batchWire(true)).toBe(batch.wire);
    const compressed = path.batchWire(true);
    expect(path.batchWire(true)).toBe(compressed);
    // FIN, RSV1, text; the payload's length in 16 bits (126) or in the second byte.
    expect(compressed[0]).toBe(0xc1);
    const header = compressed[1] === 126 ? 4 : 2;
    const length = header === 4 ? compressed.readUInt16BE(2) : compressed[1]!;
    expect(compressed.length).toBe(header + length);
    expect(compressed.length).toBeLessThan(batch.wire.length / 3);
    const text = inflateRawSync(
      Buffer.concat([compressed.subarray(header), Buffer.from([0, 0, 0xff, 0xff])]),
      {
        finishFlush: constants.Z_SYNC_FLUSH,
      },
    );
    expect(text.toString()).toBe(`4${batch.packet}`);
    expect(path.batchWire(false)).toBe(batch.wire);
    // A small batch goes as it is.
    const small = FramePath.root()
      .next(encodeEvent(PUBLIC_EVENT, { data: trade('FPT', 1) }), 'a')
      .next(encodeEvent(PUBLIC_EVENT, { data: trade('FPT', 2) }), 'b');
    small.batchWire(true);
    expect(small.batchWire(true)).toBe(small.batch()!.wire);
  });

  it('writes one publics packet on the Engine.IO path too', () => {
    const fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: false });
    const { socket, engine } = fakeSocket(false);
    const client = new ClientSession(socket, { slowClientPackets: 100, slowClientBytes: 200 });
    client.batched = true;
    fanOut.add(client);
    fanOut.join(client, 'FPT');
    fanOut.publish('FPT', trade('FPT', 1));
    fanOut.publish('FPT', trade('FPT', 2));
    fanOut.flush();
    fanOut.close();
    expect(engine.sent).toEqual([
      `2["publics",[${JSON.stringify({ data: trade('FPT', 1) })},${JSON.stringify({ data: trade('FPT', 2) })}]]`,
    ]);
  });
});
