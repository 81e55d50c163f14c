// R10: abusive WebSocket clients against the realtime gateway: a foreign Origin, frames over the
// size limit, a flood of frames, half-open connections that stop answering pings, and many of all
// of them at once. Each is refused or closed, the server keeps serving a well-behaved client, and
// its memory returns to where it was. (Slow readers: modules/realtime/slow-client.test.ts; slow
// HTTP heads, upgrades included: slow-clients.test.ts.) `npm run soak` runs more rounds.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEFAULT_REALTIME_CONFIG } from '../modules/realtime/realtime-config.ts';
import { RealtimeGateway } from '../modules/realtime/realtime-gateway.ts';
import { recordFigure } from './soak-figures.ts';

const config = {
  ...DEFAULT_REALTIME_CONFIG,
  pingIntervalMs: 100,
  missedPingsAllowed: 2,
  maxIncomingBytes: 4096,
  maxFramesPer10s: 50,
  // A deployment that restricts the channel to its own origin (SEN_REALTIME_ORIGINS=self).
  allowedOrigins: [],
};
const ROUNDS = Number(process.env.SEN_SOAK_WS_ROUNDS ?? 2);
const PER_ROUND = Number(process.env.SEN_SOAK_WS_CLIENTS ?? 40);

let http: HttpServer;
let gateway: RealtimeGateway;
let url: string;
beforeAll(async () => {
  http = createServer();
  gateway = new RealtimeGateway(
    http,
    config,
    { depth: () => undefined, marketTime: () => '2026-11-23T10:00:00+07:00' },
    { validate: async () => false },
    { warn: () => {}, debug: () => {} },
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/socket.io/?EIO=4&transport=websocket`;
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => http.close(resolve));
});

/** A raw Engine.IO v4 WebSocket client; `answerPings` false makes it half-open. */
function rawClient(options: { origin?: string; answerPings?: boolean } = {}) {
  const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const texts: string[] = [];
  let status = 0;
  ws.on('unexpected-response', (_req, res) => {
    status = res.statusCode ?? 0;
    ws.terminate();
  });
  ws.on('error', () => {});
  const connected = new Promise<boolean>((resolve) => {
    ws.on('message', (data) => {
      const text = String(data);
      texts.push(text);
      if (text.startsWith('0')) ws.send('40');
      if (text.startsWith('40')) resolve(true);
      if (text === '2' && options.answerPings !== false) ws.send('3');
    });
    ws.on('close', () => resolve(false));
  });
  const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
  return { ws, texts, connected, closed, status: () => status };
}

const regs = (frame: string) => `42${JSON.stringify(['regs', frame])}`;
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  ]);

/** A client that behaves, to check the gateway still serves while it is abused. */
async function stillServes(): Promise<void> {
  const good = rawClient();
  expect(await within(good.connected, 2000, 'a good client connects')).toBe(true);
  const pong = new Promise<void>((resolve) =>
    good.ws.on('message', (data) => String(data).includes('"ping"') && resolve()),
  );
  good.ws.send(regs(JSON.stringify({ action: 'ping', mode: 'sync', data: ' ' })));
  await within(pong, 2000, 'a good client is answered');
  good.ws.close();
}

function heapAfterGc(): number {
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('R10 abusive WebSocket clients', () => {
  it('a foreign Origin is refused 403 on the upgrade', async () => {
    const client = rawClient({ origin: 'https://evil.example' });
    await within(client.closed, 2000, 'refused');
    expect(client.status()).toBe(403);
    await stillServes();
  });

  it('a frame over the size limit closes the connection', async () => {
    const client = rawClient();
    expect(await client.connected).toBe(true);
    client.ws.send(regs(JSON.stringify({ action: 'join', data: 'A'.repeat(config.maxIncomingBytes * 2) })));
    await within(client.closed, 2000, 'oversize closed');
    await stillServes();
  });

  it('a flood of frames is told so and disconnected', async () => {
    const client = rawClient();
    expect(await client.connected).toBe(true);
    for (let i = 0; i < config.maxFramesPer10s * 4; i++)
      client.ws.send(regs(JSON.stringify({ action: 'join', data: `S${i}` })));
    await within(client.closed, 3000, 'flood closed');
    expect(client.texts.some((text) => text.includes('frames in 10 s'))).toBe(true);
    await stillServes();
  });

  it('a half-open connection (no pong) is dropped after the missed pings', async () => {
    const client = rawClient({ answerPings: false });
    expect(await client.connected).toBe(true);
    const started = Date.now();
    await within(client.closed, 2000, 'half-open dropped');
    expect(Date.now() - started).toBeLessThan(config.pingIntervalMs * (config.missedPingsAllowed + 3) + 200);
    await stillServes();
  });

  it(`${ROUNDS} rounds of ${PER_ROUND} abusive clients each: all closed, memory back to its level`, async () => {
    const heapBefore = heapAfterGc();
    const started = Date.now();
    let closed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const clients = Array.from({ length: PER_ROUND }, (_, i) =>
        rawClient(
          i % 4 === 0 ? { origin: 'https://evil.example' } : i % 4 === 3 ? { answerPings: false } : {},
        ),
      );
      await Promise.all(
        clients.map(async (client, i) => {
          if (!(await client.connected)) return;
          if (i % 4 === 1) client.ws.send(regs('x'.repeat(config.maxIncomingBytes * 2)));
          if (i % 4 === 2)
            for (let n = 0; n < config.maxFramesPer10s * 2; n++)
              client.ws.send(regs('{"action":"join","data":"FPT"}'));
        }),
      );
      await within(
        Promise.all(clients.map((c) => c.closed)),
        5000,
        `round ${round}: every abusive client closed`,
      );
      closed += clients.length;
      await stillServes();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.clientCount).toBe(0);
    const growthMb = (heapAfterGc() - heapBefore) / 1024 / 1024;
    recordFigure('R10 websocket abuse', {
      clients: closed,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      heapGrowthMb: Math.round(growthMb * 10) / 10,
    });
    expect(growthMb).toBeLessThan(20);
  });
});
