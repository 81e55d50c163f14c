// A real slow reader over TCP: a client that stops reading while thousands of messages go out gets
// the latest message per symbol once it reads again, not every message kept in a growing buffer.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_REALTIME_CONFIG } from './realtime-config.ts';
import { RealtimeGateway } from './realtime-gateway.ts';
import { stalledClient } from './test-client.ts';

const quiet = { warn: () => {}, debug: () => {} };
const snapshots = { depth: () => undefined, marketTime: () => '2026-11-23T10:00:00+07:00' };
let http: HttpServer;
let gateway: RealtimeGateway;
let port: number;

beforeAll(async () => {
  http = createServer();
  gateway = new RealtimeGateway(
    http,
    { ...DEFAULT_REALTIME_CONFIG, flushDelayMs: 0 },
    snapshots,
    { validate: async () => false },
    quiet,
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => http.close(resolve));
});

it('serves a client that stopped reading the latest message per symbol, bounded', async () => {
  const client = await stalledClient(`http://127.0.0.1:${port}`);
  client.stall();
  const pad = 'x'.repeat(2000);
  const total = 6000;
  for (let sID = 1; sID <= total; sID += 1) {
    const sym = sID % 2 === 0 ? 'FPT' : 'VNM';
    gateway.publish(sym, { id: 3220, sym, sID, pad });
    gateway.fanOut.flush();
  }
  client.resume();
  await client.waitFor(total);
  client.close();
  const received = client.received;
  // Everything sent before the kernel buffers filled (a few MB on loopback) arrives, then only the
  // latest of each symbol.
  expect(received.length).toBeLessThan(total * 0.8);
  expect(received.at(-1)?.sID === total || received.at(-2)?.sID === total).toBe(true);
  const lastOf = (sym: string) => received.filter((m) => m.sym === sym).at(-1)?.sID;
  expect([lastOf('FPT'), lastOf('VNM')]).toEqual([total, total - 1]);
  const sIDs = received.map((m) => m.sID);
  expect([...sIDs].sort((a, b) => a - b)).toEqual(sIDs);
});
