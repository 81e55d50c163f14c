// The socket writer threads on a real gateway: clients whose sockets are written by different
// threads get the same public frames in the same order, private messages still reach only their
// owner, and a client that stops reading (a full kernel buffer: partial writes handed back to the
// main thread) later gets the latest message per symbol, in order, without a torn frame.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_REALTIME_CONFIG } from './realtime-config.ts';
import { RealtimeGateway } from './realtime-gateway.ts';
import { byAction, nextMessage, stalledClient, type Frame } from './test-client.ts';

const quiet = { warn: () => {}, debug: () => {} };
const snapshots = { depth: () => undefined, marketTime: () => '2026-11-23T10:00:00+07:00' };
const validator = { validate: async (user: string, session: string) => session === `good-${user}` };
let http: HttpServer;
let gateway: RealtimeGateway;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  http = createServer();
  gateway = new RealtimeGateway(
    http,
    // Every pass uses the two threads, one socket per chunk: consecutive clients go to different threads.
    {
      ...DEFAULT_REALTIME_CONFIG,
      flushDelayMs: 0,
      socketWriters: 2,
      socketWriterMinClients: 0,
      socketWriterChunk: 1,
    },
    snapshots,
    validator,
    quiet,
  );
  gateway.writers.start();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const deadline = Date.now() + 20_000;
  while (!gateway.writers.ready && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}, 30_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway.close();
  await new Promise((resolve) => http.close(resolve));
});

async function client(): Promise<ClientSocket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const regs = (socket: ClientSocket, frame: object) => socket.emit('regs', JSON.stringify(frame));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('writes through the threads: same frames for every client, private only to its owner', async () => {
  expect(gateway.writers.ready).toBe(true);
  const clients = await Promise.all([1, 2, 3, 4, 5, 6].map(() => client()));
  for (const [i, socket] of clients.entries()) {
    const user = i % 2 === 0 ? 'u1' : 'u2';
    const ack = nextMessage(socket, 'private', byAction('register'));
    regs(socket, { action: 'register', data: { user, session: `good-${user}` } });
    expect((await ack).ok ?? (await ack).data).toBeTruthy();
    regs(socket, { action: 'join', data: 'FPT,VNM' });
  }
  await settle(200);
  const publics = clients.map(() => [] as Frame[]);
  const privates = clients.map(() => [] as Frame[]);
  clients.forEach((socket, i) => {
    socket.on('public', (m: Frame) => publics[i]!.push(m));
    socket.on('private', (m: Frame) => privates[i]!.push(m));
  });
  const before = gateway.writers.stats.writes.map((n) => n);
  for (let sID = 1; sID <= 60; sID += 1) {
    const sym = sID % 2 === 0 ? 'FPT' : 'VNM';
    gateway.publish(sym, { id: 3220, sym, sID });
    if (sID % 10 === 0) {
      gateway.privateChannel.sendToUser('u1', { action: 'orderChanged', data: { n: sID } } as never);
      await settle(5);
    }
  }
  const deadline = Date.now() + 5_000;
  while (publics.some((seen) => seen.length < 60) && Date.now() < deadline) await settle(20);
  await settle(100);
  const seen = publics.map((frames) => frames.map((m) => m.data?.sID));
  const expected = Array.from({ length: 60 }, (_, i) => i + 1);
  for (const list of seen) expect(list).toEqual(expected);
  // Both threads wrote sockets of this run.
  const after = gateway.writers.stats.writes;
  expect(after[0]! - before[0]!).toBeGreaterThan(0);
  expect(after[1]! - before[1]!).toBeGreaterThan(0);
  for (const [i, frames] of privates.entries()) {
    const orders = frames.filter((m) => m.action === 'orderChanged');
    expect(orders.length).toBe(i % 2 === 0 ? 6 : 0);
  }
});

it('serves a client that stopped reading the latest message per symbol, frames whole and in order', async () => {
  const client = await stalledClient(url);
  client.stall();
  const pad = 'x'.repeat(2000);
  const total = 3000;
  for (let sID = 1; sID <= total; sID += 1) {
    const sym = sID % 2 === 0 ? 'FPT' : 'VNM';
    gateway.publish(sym, { id: 3220, sym, sID, pad });
    // One flush a turn: each pass's writes go through the threads.
    if (sID % 20 === 0) await settle(1);
  }
  client.resume();
  await client.waitFor(total);
  client.close();
  const received = client.received.filter((m) => typeof m?.sID === 'number');
  expect(received.length).toBeLessThan(total * 0.9);
  const lastOf = (sym: string) => received.filter((m) => m.sym === sym).at(-1)?.sID;
  expect([lastOf('FPT'), lastOf('VNM')]).toEqual([total, total - 1]);
  const sIDs = received.map((m) => m.sID);
  expect([...sIDs].sort((a, b) => a - b)).toEqual(sIDs);
}, 20_000);
