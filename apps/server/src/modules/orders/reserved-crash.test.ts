// A reserved order across kill -9 (issue 26): placed before the open on a real server process,
// which is then killed with SIGKILL and started again on the same SQLite file before the open; at
// 09:00 of the market clock the order still goes to the opening call.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { afterAll, expect, it, vi } from 'vitest';
import { callServer, freePort, loginDemo, startServer } from '../../testing/test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-reserved-crash-'));
const SUB = '0000011';
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Listed = Array<{ orderNo: string; status: string }>;

it('sends at the open a reserved order placed before a kill -9 and a restart', async () => {
  const port = await freePort();
  child = await startServer(port, dataDir, '08:30');
  let auth = await loginDemo(port);
  const refId = 'before-the-crash';
  const price = 56_800; // VNM's floor: rests in the book once sent
  const placed = await callServer(port, auth, 'B', 'NewOrder', {
    subAccount: SUB,
    symbol: 'VNM',
    side: 'B',
    price: price,
    volume: 100,
    pin: '123456',
    refId: refId,
    signature: orderSignature({ price, side: 'B', volume: 100, account: SUB, symbol: 'VNM', refId }),
  });
  expect(placed.rc).toBe(1);
  const order = placed.data as { orderNo: string; status: string };
  expect(order.status).toBe('Q');
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));

  // Back 15 market seconds before the open.
  child = await startServer(port, dataDir, '08:59:45');
  auth = await loginDemo(port);
  const list = async (kind: string) =>
    (await callServer(port, auth, 'B', 'OrderList', { subAccount: SUB, list: kind })).data as Listed;
  await vi.waitFor(
    async () => {
      const today = await list('today');
      expect(today.find((o) => o.orderNo === order.orderNo)?.status).toBe('P');
    },
    { timeout: 60_000, interval: 500 },
  );
  expect((await list('nextSession')).map((o) => o.orderNo)).not.toContain(order.orderNo);
  child.kill('SIGKILL');
}, 180_000);
