// Two gateways on two HTTP servers joined through a real redis-server on loopback (skipped when
// redis-server is not installed): public batches and private messages cross nodes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REALTIME_CONFIG } from './realtime-config.ts';
import { RealtimeGateway } from './realtime-gateway.ts';
import { attachRedisScaleOut } from './redis-scale-out.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const quiet = { warn: () => {}, debug: () => {} };
const snapshots = { depth: () => undefined, marketTime: () => '2026-11-23T09:15:00+07:00' };
const validator = { validate: async (user: string, session: string) => user === 'u1' && session === 'good' };

interface Node {
  http: HttpServer;
  gateway: RealtimeGateway;
  url: string;
  detach: () => Promise<void>;
}

async function startNode(redisUrl: string, publicSource: 'local' | 'relay'): Promise<Node> {
  const http = createServer();
  const gateway = new RealtimeGateway(http, DEFAULT_REALTIME_CONFIG, snapshots, validator, quiet);
  const detach = await attachRedisScaleOut(gateway, redisUrl, {
    publicSource,
    key: `sen.test.${process.pid}`,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { http, gateway, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, detach };
}

const nextEvent = (socket: ClientSocket, event: string, accept: (m: Record<string, unknown>) => boolean) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const listener = (message: Record<string, unknown>) => {
      if (!accept(message)) return;
      socket.off(event, listener);
      resolve(message);
    };
    socket.on(event, listener);
  });

describe.skipIf(!hasRedis)('Redis scale-out', () => {
  let redis: ChildProcess;
  let market: Node;
  let follower: Node;
  let client: ClientSocket;

  beforeAll(async () => {
    const port = 20000 + (process.pid % 20000);
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const url = `redis://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        market = await startNode(url, 'local');
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    follower = await startNode(url, 'relay');
    client = connect(follower.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  });

  afterAll(async () => {
    client?.close();
    for (const node of [market, follower]) {
      if (!node) continue;
      await node.gateway.close();
      await node.detach();
      await new Promise((resolve) => node.http.close(resolve));
    }
    redis?.kill('SIGTERM');
  });

  it('delivers a public message published on the market node to a client of another node', async () => {
    client.emit('regs', JSON.stringify({ action: 'join', data: 'FPT' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const received = nextEvent(client, 'public', (m) => (m.data as { id?: number } | undefined)?.id === 3220);
    market.gateway.publish('FPT', { id: 3220, sym: 'FPT', lastPrice: 97.5, sID: 1 });
    market.gateway.publish(null, { id: 1101, mc: '10', cIndex: 1250.3 });
    expect(await received).toEqual({ data: { id: 3220, sym: 'FPT', lastPrice: 97.5, sID: 1 } });
  });

  it("relays the datafeed family's fields and family-only messages to a family client of another node", async () => {
    const family = connect(follower.url, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => family.once('connect', () => resolve()));
    try {
      family.emit('regs', JSON.stringify({ action: 'join', list: 'VN30F1M' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const depth = nextEvent(family, 'boardps', () => true);
      const ten = nextEvent(family, 'stockps10price', () => true);
      const body = { id: 6210, sym: 'VN30F1M', side: 'B', g1: '1339.00|47|i', g2: '0|0|e', g3: '0|0|e' };
      market.gateway.publish('VN30F1M', body, { extras: { vol4: 3, marketId: 'DER' } });
      market.gateway.publish(
        'VN30F1M',
        { id: 3211, sym: 'VN30F1M', side: 'B', ndata: '1339:47SOH1338.9:31' },
        { only: true },
      );
      expect(await depth).toEqual({ data: { ...body, vol4: 3, marketId: 'DER' } });
      expect(await ten).toEqual({ id: 3211, sym: 'VN30F1M', side: 'B', ndata: '1339:47SOH1338.9:31SOH' });
    } finally {
      family.close();
    }
  });

  it('delivers a private message sent on one node to the user registered on another', async () => {
    const registered = nextEvent(client, 'private', (m) => m.action === 'register');
    client.emit('regs', JSON.stringify({ action: 'register', data: { user: 'u1', session: 'good' } }));
    expect(await registered).toMatchObject({ action: 'register', ok: true });
    const event = nextEvent(client, 'private', (m) => m.action === 'Event');
    market.gateway.privateChannel.sendToUser('u1', {
      action: 'Event',
      data: { type: 'order', orderId: 'X1' },
    });
    expect(await event).toEqual({ action: 'Event', data: { type: 'order', orderId: 'X1' } });
  });
});
