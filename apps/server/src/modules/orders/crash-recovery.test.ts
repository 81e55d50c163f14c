// An acknowledged order is never lost nor doubled across kill -9 (ARCHITECTURE §8): a real server
// process takes a stream of signed orders, is killed with SIGKILL in the middle, and restarts on
// the same SQLite file; every acknowledged refId is there exactly once, and sending every refId
// again (acknowledged or cut off) creates nothing new. Reliability suite R1 (docs/reliability.md).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../plugins/storage/create-database.ts';
import { recordFigure } from '../../reliability/soak-figures.ts';
import {
  callServer as call,
  freePort,
  loginDemo as login,
  startServer,
} from '../../testing/test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-crash-'));
const SUB = '0000011';
/** Orders acknowledged before the kill (`npm run soak` raises it). */
const ACKS_BEFORE_KILL = Number(process.env.SEN_SOAK_CRASH_ACKS ?? 40);
let child: ChildProcess | undefined;

const start = (port: number) => startServer(port, dataDir, '09:20');

const order = (i: number) => {
  const refId = `crash-${i}`;
  const price = 56_800; // at or near VNM's floor: mostly rests
  // An odd lot: hundreds of orders stay inside the demo customer's cash (refusals would never reach the kill).
  const volume = ACKS_BEFORE_KILL > 60 ? 10 : 100;
  return {
    subAccount: SUB,
    symbol: 'VNM',
    side: 'B',
    price: price,
    volume: volume,
    pin: '123456',
    refId: refId,
    signature: orderSignature({ price, side: 'B', volume, account: SUB, symbol: 'VNM', refId }),
  };
};

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('orders across kill -9', () => {
  it(
    'keeps every acknowledged order exactly once',
    async () => {
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
          if (acked.size === ACKS_BEFORE_KILL) child!.kill('SIGKILL');
        }
      });
      await Promise.all(stream);
      expect(acked.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

      child = await start(port);
      auth = await login(port);
      const listed = (await call(port, auth, 'B', 'OrderList', { subAccount: SUB, list: 'today' }))
        .data as Array<{
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
      const after = (await call(port, auth, 'B', 'OrderList', { subAccount: SUB, list: 'today' }))
        .data as Array<{
        refId: string;
      }>;
      expect(new Set(after.map((o) => o.refId)).size).toBe(after.length);
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      // The audit trail (R11) holds exactly one order slip per order, also across the kill (the
      // slip is queued with its order's other writes in the writer thread's batch: issue 25).
      const storage = openSqlite(join(dataDir, 'sen.sqlite'));
      try {
        const orders = await storage.db.selectFrom('orders').select('id').execute();
        const slips = await storage.db
          .selectFrom('audit_trail')
          .select('ref')
          .where('event', '=', 'order.new')
          .execute();
        expect(slips.map((slip) => Number(slip.ref)).sort((a, b) => a - b)).toEqual(
          orders.map((o) => Number(o.id)).sort((a, b) => a - b),
        );
        recordFigure('R1 kill -9', {
          acknowledged: acked.size,
          sent,
          lost: 0,
          duplicated: 0,
          orders: orders.length,
        });
      } finally {
        await storage.db.destroy();
      }
    },
    Math.max(240_000, ACKS_BEFORE_KILL * 3_000),
  );
});
