// The realtime channel of the real server (buildApp, port 0, demo clock at 09:20): Socket.IO v4 and
// v2 clients joined to the VN30 symbols receive schema-valid 1101, 3210 and 3220 messages within 5 s.
import { parsePublicEnvelope, parsePrivateMessage } from '@sen/protocol';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import connectV2 from 'socket.io-client-v2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { byAction, byId, collect, nextMessage, type Frame } from './test-client.ts';

let t: TestApp;
let vn30: string[];
const open: { close(): void }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  vn30 = [...t.app.market.catalogue.vn30];
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t?.stop());

async function client(): Promise<ClientSocket> {
  const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const regs = (socket: { emit(event: string, ...args: unknown[]): unknown }, frame: object) =>
  socket.emit('regs', JSON.stringify(frame));
const valid = (m: Frame) => {
  const parsed = parsePublicEnvelope(m);
  if (!parsed.ok) throw new Error(`invalid public message ${JSON.stringify(m)}: ${parsed.error}`);
  return true;
};

describe('realtime channel of the running server', () => {
  it('a client joined to VN30 receives 1101, 3210 and 3220 within 5 seconds, all schema-valid', async () => {
    const socket = await client();
    const seen = collect(socket, 'public');
    const wanted = [1101, 3210, 3220].map((id) => nextMessage(socket, 'public', byId(id), 5000));
    regs(socket, { action: 'join', data: vn30.join(',') });
    const [index, depth, trade] = await Promise.all(wanted);
    expect(index?.data).toMatchObject({ id: 1101, mc: expect.any(String) });
    expect(vn30).toContain(depth?.data?.sym);
    expect(vn30).toContain(trade?.data?.sym);
    for (const message of seen()) expect(valid(message)).toBe(true);
  });

  it('after a leave no messages of those symbols arrive', async () => {
    const socket = await client();
    regs(socket, { action: 'join', list: vn30.join(',') });
    await nextMessage(socket, 'public', byId(3220), 5000);
    regs(socket, { action: 'leave', data: vn30.join(',') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const seen = collect(socket, 'public');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const symbolMessages = seen().filter((m) => [3210, 3220, 3223, 3250].includes(m.data?.id ?? 0));
    expect(symbolMessages).toEqual([]);
  });

  it('answers a depth request with 10-level depth (3211), a ping with the market time, a bad frame with an error', async () => {
    const socket = await client();
    const symbol = vn30[0] ?? 'FPT';
    const depth = nextMessage(socket, 'public', byId(3211));
    regs(socket, { action: 'join', data: `${symbol},S` });
    const answer = await depth;
    expect(valid(answer)).toBe(true);
    expect(answer.data).toMatchObject({ id: 3211, sym: symbol, side: 'S', ndata: expect.any(String) });
    const pong = nextMessage(socket, 'public', byAction('ping'));
    regs(socket, { action: 'ping', mode: 'sync', data: ' ' });
    expect((await pong).data).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    const error = nextMessage(socket, 'public', byAction('error'));
    socket.emit('regs', '{"action":"join","data":"NOT-A-SYMBOL"}');
    expect(await error).toEqual({ action: 'error', message: expect.stringMatching(/invalid symbol/) });
    const unknown = nextMessage(socket, 'public', byAction('error'));
    regs(socket, { action: 'join', data: 'ZZZZ9,B' });
    expect((await unknown).message).toMatch(/unknown symbol/);
    const unlisted = nextMessage(socket, 'public', byAction('error'));
    regs(socket, { action: 'join', data: 'ZZZZ9,ZZZZ8' });
    expect((await unlisted).message).toBe('unknown symbol "ZZZZ9,ZZZZ8"');
    // a frame of many unknown symbols is not echoed back: 10 named, the rest counted
    const many = Array.from({ length: 500 }, (_, i) => `ZZ${String(i).padStart(18, '0')}`);
    const bounded = nextMessage(socket, 'public', byAction('error'));
    regs(socket, { action: 'join', data: many.join(',') });
    expect(await bounded).toEqual({
      action: 'error',
      message: `unknown symbol "${many.slice(0, 10).join(',')}" and 490 more`,
    });
  });

  it('streams the HOSE odd-lot board to ODD_HSX', async () => {
    const socket = await client();
    const odd = nextMessage(socket, 'public', (m) => m.data?.boardId === 'G4', 15_000);
    regs(socket, { action: 'join', data: 'ODD_HSX' });
    const message = await odd;
    expect(valid(message)).toBe(true);
    expect([3210, 3220]).toContain(message.data?.id);
  });

  it('refuses a registration with an unknown session', async () => {
    const socket = await client();
    const ack = nextMessage(socket, 'private', byAction('register'));
    regs(socket, { action: 'register', data: { user: 'nobody', session: 'not-a-session' } });
    const message = await ack;
    expect(parsePrivateMessage(message).ok).toBe(true);
    expect(message).toMatchObject({ ok: false, data: 'NOK' });
  });

  it('a socket.io 2 client connects and receives the VN30 stream', async () => {
    const socket = connectV2(t.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    const trade = nextMessage(socket, 'public', byId(3220), 5000);
    const index = nextMessage(socket, 'public', byId(1101), 5000);
    regs(socket, { action: 'join', data: vn30.join(',') });
    expect(valid(await trade)).toBe(true);
    expect(valid(await index)).toBe(true);
  });
});
