// The gateway on a plain HTTP server with real Socket.IO clients (v4 and v2) and a raw WebSocket.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { connect as netConnect, type AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import connectV2 from 'socket.io-client-v2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEFAULT_REALTIME_CONFIG } from './realtime-config.ts';
import { RealtimeGateway } from './realtime-gateway.ts';
import { byAction, byId, collect, nextMessage } from './test-client.ts';

const quiet = { warn: () => {}, debug: () => {} };
const depth = { id: 3211, sym: 'FPT', side: 'S', ndata: '97.6:500SOH97.7:300' };
const snapshots = {
  depth: (symbol: string) => (symbol === 'FPT' ? depth : undefined),
  marketTime: () => '2026-11-23T09:15:00+07:00',
};
const validator = { validate: async (user: string, session: string) => user === 'u1' && session === 'good' };
const config = {
  ...DEFAULT_REALTIME_CONFIG,
  pingIntervalMs: 100,
  allowedOrigins: ['https://app.sen.vn'],
  maxSymbolsPerClient: 40,
  maxFramesPer10s: 30,
};

let http: HttpServer;
let gateway: RealtimeGateway;
let url: string;
const open: { close(): void }[] = [];

beforeAll(async () => {
  http = createServer();
  gateway = new RealtimeGateway(http, config, snapshots, validator, quiet);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => http.close(resolve));
});

async function client(extra: Record<string, unknown> = {}): Promise<ClientSocket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, ...extra });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The raw answer of the server to a WebSocket upgrade of the realtime path from `origin`. */
async function rawUpgrade(origin: string): Promise<string> {
  const { port } = http.address() as AddressInfo;
  const socket = netConnect(port, '127.0.0.1');
  socket.write(
    'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n' +
      `Upgrade: websocket\r\nOrigin: ${origin}\r\nSec-WebSocket-Version: 13\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n') && text.startsWith('HTTP/1.1 101')) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}

const regs = (socket: { emit(event: string, ...args: unknown[]): unknown }, frame: object) =>
  socket.emit('regs', JSON.stringify(frame));

describe('RealtimeGateway', () => {
  it('delivers room messages after a join, index messages to all, nothing after a leave', async () => {
    const socket = await client();
    regs(socket, { action: 'join', list: 'FPT,VNM' });
    await nextMessage(socket, 'public', () => false, 100).catch(() => undefined);
    const got = nextMessage(socket, 'public', byId(3220));
    gateway.publish('FPT', { id: 3220, sym: 'FPT', lastPrice: 97.5 });
    expect((await got).data).toEqual({ id: 3220, sym: 'FPT', lastPrice: 97.5 });
    regs(socket, { action: 'leave', data: 'FPT' });
    await nextMessage(socket, 'public', () => false, 100).catch(() => undefined);
    const seen = collect(socket, 'public');
    gateway.publish('FPT', { id: 3220, sym: 'FPT', lastPrice: 97.6 });
    gateway.publish(null, { id: 1101, mc: '10', cIndex: 1250.3 });
    await nextMessage(socket, 'public', byId(1101));
    expect(seen().map((m) => m.data?.id)).toEqual([1101]);
  });

  it('answers bad frames with an error frame and keeps the connection', async () => {
    const socket = await client();
    for (const bad of [
      '{"action":',
      '{"action":"subscribe"}',
      JSON.stringify({ action: 'join', data: 'F$T' }),
      'x'.repeat(40_000),
      42,
    ]) {
      const error = nextMessage(socket, 'public', byAction('error'));
      socket.emit('regs', bad);
      expect((await error).message).toEqual(expect.any(String));
    }
    const unknownEvent = nextMessage(socket, 'public', byAction('error'));
    socket.emit('subscribe', 'FPT');
    expect((await unknownEvent).message).toMatch(/unknown event/);
    const tooMany = nextMessage(socket, 'public', byAction('error'));
    regs(socket, { action: 'join', data: Array.from({ length: 41 }, (_, i) => `S${i}`).join(',') });
    expect((await tooMany).message).toMatch(/at most 40 symbols/);
    expect(socket.connected).toBe(true);
  });

  it('answers a ping with the market time and a depth request with 3211', async () => {
    const socket = await client();
    const pong = nextMessage(socket, 'public', byAction('ping'));
    regs(socket, { action: 'ping', mode: 'sync', data: ' ' });
    expect(await pong).toEqual({ action: 'ping', mode: 'sync', data: '2026-11-23T09:15:00+07:00' });
    const snapshot = nextMessage(socket, 'public', byId(3211));
    regs(socket, { action: 'join', data: 'FPT,S' });
    expect((await snapshot).data).toEqual(depth);
    const update = nextMessage(socket, 'public', byId(3211));
    gateway.publish('FPT,S', { ...depth, ndata: '97.6:400' });
    expect((await update).data?.ndata).toBe('97.6:400');
  });

  it('acknowledges registration OK or not OK, then errors go to private', async () => {
    const socket = await client();
    const refused = nextMessage(socket, 'private', byAction('register'));
    regs(socket, { action: 'register', data: { user: 'u1', session: 'bad' } });
    expect(await refused).toMatchObject({ ok: false, data: 'NOK' });
    const accepted = nextMessage(socket, 'private', byAction('register'));
    regs(socket, { action: 'register', data: { user: 'u1', session: 'good' } });
    expect(await accepted).toMatchObject({ ok: true, data: 'OK' });
    const event = nextMessage(socket, 'private', byAction('Event'));
    gateway.privateChannel.sendToUser('u1', { action: 'Event', data: { kind: 'balance' } });
    expect((await event).data).toEqual({ kind: 'balance' });
    const error = nextMessage(socket, 'private', byAction('error'));
    socket.emit('regs', '{');
    await error;
  });

  it('serves a registration on the family namespace /ps as on /: its pushes, and its end', async () => {
    const socket = connect(`${url}/ps`, { transports: ['websocket'], reconnection: false, forceNew: true });
    open.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const accepted = nextMessage(socket, 'private', byAction('register'));
    regs(socket, { action: 'register', data: { user: 'u1', session: 'good' } });
    expect(await accepted).toMatchObject({ ok: true });
    const event = nextMessage(socket, 'private', byAction('Event'));
    gateway.privateChannel.sendToUser('u1', { action: 'Event', data: { kind: 'order' } });
    expect((await event).data).toEqual({ kind: 'order' });
    // The session ends (identity pushes `logout` to its sockets, then unregisters them).
    const sessionHash = createHash('sha256').update('good').digest('hex');
    const logout = nextMessage(socket, 'private', byAction('logout'));
    gateway.privateChannel.sendToUser('u1', { action: 'logout' }, sessionHash);
    await logout;
    gateway.privateChannel.endSession('u1', sessionHash);
    // No longer registered: a ping is answered on `public`, as before any registration.
    const pong = nextMessage(socket, 'public', byAction('ping'));
    regs(socket, { action: 'ping', mode: 'sync', data: ' ' });
    await pong;
  });

  it('refuses a handshake from a foreign Origin and accepts an allow-listed one', async () => {
    await expect(client({ extraHeaders: { origin: 'https://evil.example' } })).rejects.toThrow();
    const allowed = await client({ extraHeaders: { origin: 'https://app.sen.vn' } });
    expect(allowed.connected).toBe(true);
  });

  it('answers a foreign Origin 403 with a JSON body, on a WebSocket upgrade and on a polling handshake', async () => {
    const upgrade = await rawUpgrade('https://evil.example');
    expect(upgrade.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
    expect(upgrade).toMatch(/content-type: application\/json/i);
    expect(upgrade).toContain('"origin not allowed"');
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(polling.status).toBe(403);
    expect(polling.headers.get('content-type')).toContain('application/json');
    // An allowed Origin still upgrades (101).
    expect((await rawUpgrade('https://app.sen.vn')).split('\r\n')[0]).toBe(
      'HTTP/1.1 101 Switching Protocols',
    );
  });

  it('accepts a socket.io 2 client (Engine.IO v3) and delivers to it', async () => {
    const socket = connectV2(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    open.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    regs(socket, { action: 'join', data: 'VNM' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const got = nextMessage(socket, 'public', byId(3220));
    gateway.publish('VNM', { id: 3220, sym: 'VNM', lastPrice: 61.2 });
    expect((await got).data).toEqual({ id: 3220, sym: 'VNM', lastPrice: 61.2 });
  });

  it('disconnects a client that floods frames', async () => {
    const socket = await client();
    const error = nextMessage(
      socket,
      'public',
      (m) => m.action === 'error' && /frames in 10 s/.test(String(m.message)),
    );
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 31; i += 1) regs(socket, { action: 'ping', mode: 'sync', data: ' ' });
    await error;
    expect(await closed).toBe('io server disconnect');
  });

  it('counts events other than regs in the frame limit: a flood of them is not answered without end', async () => {
    const socket = await client();
    const errors = collect(socket, 'public');
    const closed = new Promise((resolve, reject) => {
      socket.once('disconnect', resolve);
      setTimeout(() => reject(new Error('still connected')), 3000);
    });
    for (let i = 0; i < 31; i += 1) socket.emit('nope', 'x');
    expect(await closed).toBe('io server disconnect');
    const messages = errors().map((m) => String(m.message));
    expect(messages.filter((m) => /unknown event "nope"/.test(m))).toHaveLength(config.maxFramesPer10s);
    expect(messages.at(-1)).toMatch(/frames in 10 s/);
  });

  it.each([
    // Namespace connects the server refuses (Engine.IO 4): each answered, none reaching a socket.
    { what: 'refused namespace connects', eio: 4, connected: '40{', packet: '40/nope,', answer: '44/nope,' },
    // Pings of a socket.io 2 client (Engine.IO 3): each answered with a pong.
    { what: 'Engine.IO 3 pings', eio: 3, connected: '40', packet: '2', answer: '3' },
  ])('closes a connection flooding packets that reach no socket: $what', async (flooding) => {
    const port = (http.address() as AddressInfo).port;
    const raw = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=${flooding.eio}&transport=websocket`);
    open.push(raw);
    let answers = 0;
    // 1,000 packets, in bursts of 100 a few ms apart (as they would arrive over a network).
    const flood = async (): Promise<void> => {
      for (let burst = 0; burst < 10 && raw.readyState === WebSocket.OPEN; burst += 1) {
        for (let i = 0; i < 100; i += 1) raw.send(flooding.packet);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    raw.on('message', (data) => {
      const text = String(data);
      if (text === flooding.connected || (flooding.connected === '40{' && text.startsWith('40{')))
        void flood();
      else if (text === '2') raw.send('3');
      else if (text.startsWith('0') && flooding.eio === 4) raw.send('40');
      else if (text.startsWith(flooding.answer)) answers += 1;
    });
    await new Promise((resolve, reject) => {
      raw.once('close', resolve);
      setTimeout(() => reject(new Error(`still open after ${answers} answers`)), 3000);
    });
    expect(answers).toBeLessThan(1000);
  });

  it('drops a client that answers no ping for more than 4 intervals', async () => {
    const port = (http.address() as AddressInfo).port;
    const raw = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`);
    open.push(raw);
    const started = Date.now();
    raw.on('message', (data) => {
      if (String(data).startsWith('0')) raw.send('40');
    });
    await new Promise((resolve) => raw.once('close', resolve));
    const silentFor = Date.now() - started;
    expect(silentFor).toBeGreaterThanOrEqual(4 * config.pingIntervalMs);
    expect(silentFor).toBeLessThan(10 * config.pingIntervalMs);
  });

  it("accepts per-message deflate without the server's context takeover (shared compressed frames)", async () => {
    const port = (http.address() as AddressInfo).port;
    const raw = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: true,
    });
    open.push(raw);
    const answer = new Promise<IncomingMessage>((resolve) => raw.once('upgrade', resolve));
    await new Promise((resolve) => raw.once('open', resolve));
    expect(raw.extensions).toBe('permessage-deflate');
    const accepted = (await answer).headers['sec-websocket-extensions'];
    expect(accepted).toContain('permessage-deflate');
    expect(accepted).toContain('server_no_context_takeover');
    const plain = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    open.push(plain);
    await new Promise((resolve) => plain.once('open', resolve));
    expect(plain.extensions).toBe('');
  });
});
