// An acknowledged order is never lost nor doubled across kill -9 (ARCHITECTURE §8): a real server
// process takes a stream of signed orders, is killed with SIGKILL in the middle, and restarts on
// the same SQLite file; every acknowledged refId is there exactly once, and sending every refId
// again (acknowledged or cut off) creates nothing new.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { callServer as call, freePort, loginDemo as login, startServer } from './test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-crash-'));
const SUB = '0000011';
let child: ChildProcess | undefined;
const start = (port: number) => startServer(port, dataDir, '10:00');

const order = (i: number) => {
  const refId = `crash-${i}`;
  const price = 56_800; // at or near VNM's floor: mostly rests
  return {
    p1: SUB,
    p2: 'VNM',
    p3: 'B',
    p4: price,
    p5: 100,
    p6: '123456',
    p7: refId,
    p8: orderSignature({ price, side: 'B', volume: 100, account: SUB, symbol: 'VNM', refId }),
  };
};

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('orders across kill -9', () => {
  it('keeps every acknowledged order exactly once', async () => {
    const port = await freePort();
    child = await start(port);
    let auth = await login(port);
    const acked = new Map<string, string>();
    let sent = 0;
    const stream = Array.from({ length: 8 }, async () => {
      for (;;) {
        const i = sent++;
        const reply = await call(port, auth, 'B', 'NewOrder', order(i)).catch(() => undefined);
        if (!reply) return; // the server died under this request: its outcome is unknown
        if (reply.rc === 1) acked.set(`crash-${i}`, (reply.data as { orderNo: string }).orderNo);
        if (acked.size === 40) child!.kill('SIGKILL');
      }
    });
    await Promise.all(stream);
    expect(acked.size).toBeGreaterThanOrEqual(40);

    child = await start(port);
    auth = await login(port);
    const listed = (await call(port, auth, 'B', 'OrderList', { p1: SUB, p2: 'today' })).data as Array<{
      refId: string;
      orderNo: string;
      status: string;
    }>;
    const byRef = new Map<string, number>();
    for (const o of listed) byRef.set(o.refId, (byRef.get(o.refId) ?? 0) + 1);
    for (const [refId, orderNo] of acked) {
      expect(byRef.get(refId)).toBe(1);
      expect(listed.find((o) => o.refId === refId)!.orderNo).toBe(orderNo);
    }
    for (let i = 0; i < sent; i += 1) {
      const again = await call(port, auth, 'B', 'NewOrder', order(i));
      if (acked.has(`crash-${i}`))
        expect((again.data as { orderNo: string }).orderNo).toBe(acked.get(`crash-${i}`));
    }
    const after = (await call(port, auth, 'B', 'OrderList', { p1: SUB, p2: 'today' })).data as Array<{
      refId: string;
    }>;
    expect(new Set(after.map((o) => o.refId)).size).toBe(after.length);
    child.kill('SIGKILL');
  }, 240_000);
});
