// An acknowledged order or money movement is never lost nor doubled across kill -9 (ARCHITECTURE §8,
// reliability suite R1): a real server process takes one stream of signed orders and internal cash
// transfers together, is killed with SIGKILL in the middle, and restarts on the same SQLite file;
// every acknowledged refId of both is there exactly once, sending every refId again creates nothing
// twice, the ledger moved exactly the transfers there are, and the audit trail (R11) holds exactly
// one slip per order and per transfer.
import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../plugins/storage/create-database.ts';
import { recordFigure } from '../../reliability/soak-figures.ts';
import { callServer, freePort, loginDemo, startServer } from '../../testing/test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-money-crash-'));
const SUB = '0000011';
const MARGIN = 'M000001';
const X = 1_000;
/** Acknowledgements of each kind before the kill (`npm run soak` raises it). */
const ACKS_EACH = Math.max(20, Math.floor(Number(process.env.SEN_SOAK_CRASH_ACKS ?? 40) / 2));
let child: ChildProcess | undefined;
const start = (port: number) => startServer(port, dataDir, '09:20');

const transfer = (i: number) => ({
  fromSubAccount: SUB,
  toSubAccount: MARGIN,
  amount: X,
  note: '',
  pin: '123456',
  refId: `crash-t${i}`,
});
const order = (i: number) => {
  const refId = `crash-o${i}`;
  const [price, volume] = [56_800, 10]; // an odd lot at VNM's floor: rests, and stays inside the cash
  const o = { price, side: 'B' as const, volume, account: SUB, symbol: 'VNM', refId };
  return {
    subAccount: SUB,
    symbol: 'VNM',
    side: 'B',
    price: price,
    volume: volume,
    pin: '123456',
    refId: refId,
    signature: orderSignature(o),
  };
};

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('orders and internal cash transfers across kill -9', () => {
  it(
    'keeps every acknowledged order and transfer exactly once, each with its audit slip',
    async () => {
      const port = await freePort();
      child = await start(port);
      let auth = await loginDemo(port);
      const marginCash = async () =>
        (
          (await callServer(port, auth, 'B', 'CashBalance', { subAccount: MARGIN })).data as {
            available: number;
          }
        ).available;
      const before = await marginCash();
      const ackedTransfers = new Map<string, number>();
      const ackedOrders = new Map<string, string>();
      let [sentTransfers, sentOrders] = [0, 0];
      const killWhenDue = () => {
        if (ackedTransfers.size >= ACKS_EACH && ackedOrders.size >= ACKS_EACH && child!.exitCode === null)
          child!.kill('SIGKILL');
      };
      const transfers = Array.from({ length: 4 }, async () => {
        for (;;) {
          const i = sentTransfers++;
          const reply = await callServer(port, auth, 'B', 'CashTransfer', transfer(i)).catch(() => undefined);
          if (!reply) return; // the server died under this request: its outcome is unknown
          if (reply.rc === 1) ackedTransfers.set(`crash-t${i}`, (reply.data as { id: number }).id);
          killWhenDue();
        }
      });
      const orders = Array.from({ length: 4 }, async () => {
        for (;;) {
          const i = sentOrders++;
          const reply = await callServer(port, auth, 'B', 'NewOrder', order(i)).catch(() => undefined);
          if (!reply) return;
          if (reply.rc === 1) ackedOrders.set(`crash-o${i}`, (reply.data as { orderNo: string }).orderNo);
          killWhenDue();
        }
      });
      await Promise.all([...transfers, ...orders]);
      expect(ackedTransfers.size).toBeGreaterThanOrEqual(ACKS_EACH);
      expect(ackedOrders.size).toBeGreaterThanOrEqual(ACKS_EACH);

      child = await start(port);
      auth = await loginDemo(port);
      const history = async () => {
        const day = Date.now();
        const from = new Date(day - 300 * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(day + 60 * 86_400_000).toISOString().slice(0, 10);
        return (
          await callServer(port, auth, 'B', 'CashTransferHistory', { subAccount: SUB, from: from, to: to })
        ).data as Array<{ refId: string; id: number }>;
      };
      const orderList = async () =>
        (await callServer(port, auth, 'B', 'OrderList', { subAccount: SUB, list: 'today' })).data as Array<{
          refId: string;
          orderNo: string;
        }>;
      // 0 lost: every acknowledged refId is there, exactly once, with the id it was acknowledged with.
      const listed = await history();
      for (const [refId, id] of ackedTransfers)
        expect(listed.filter((t) => t.refId === refId).map((t) => t.id)).toEqual([id]);
      expect(await marginCash()).toBe(before + listed.length * X);
      const listedOrders = await orderList();
      for (const [refId, orderNo] of ackedOrders)
        expect(listedOrders.filter((o) => o.refId === refId).map((o) => o.orderNo)).toEqual([orderNo]);
      // 0 duplicated: every refId sent again gives the acknowledged result, and nothing twice.
      for (let i = 0; i < sentTransfers; i += 1) {
        const again = await callServer(port, auth, 'B', 'CashTransfer', transfer(i));
        expect(again.rc).toBe(1);
        const id = ackedTransfers.get(`crash-t${i}`);
        if (id !== undefined) expect((again.data as { id: number }).id).toBe(id);
      }
      for (let i = 0; i < sentOrders; i += 1) {
        const again = await callServer(port, auth, 'B', 'NewOrder', order(i));
        const orderNo = ackedOrders.get(`crash-o${i}`);
        if (orderNo !== undefined) expect((again.data as { orderNo: string }).orderNo).toBe(orderNo);
      }
      const after = await history();
      expect(after).toHaveLength(sentTransfers);
      expect(new Set(after.map((t) => t.refId)).size).toBe(sentTransfers);
      expect(await marginCash()).toBe(before + sentTransfers * X);
      const afterOrders = await orderList();
      expect(new Set(afterOrders.map((o) => o.refId)).size).toBe(afterOrders.length);
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));

      // The audit trail (R11): exactly one slip per order and per transfer, also across the kill.
      const storage = openSqlite(join(dataDir, 'sen.sqlite'));
      try {
        const db = storage.db;
        const sorted = (values: string[]) => [...values].sort();
        const orderIds = (await db.selectFrom('orders').select('id').execute()).map((o) => String(o.id));
        const movements = await db
          .selectFrom('money_movements')
          .select('ref_id')
          .where('kind', '=', 'cash-transfer')
          .execute();
        const slipsOf = (event: string) =>
          db.selectFrom('audit_trail').selectAll().where('event', '=', event).execute();
        const orderSlips = await slipsOf('order.new');
        const transferSlips = await slipsOf('money.cash-transfer');
        expect(sorted(orderSlips.map((slip) => slip.ref))).toEqual(sorted(orderIds));
        expect(sorted(transferSlips.map((slip) => slip.ref))).toEqual(sorted(movements.map((m) => m.ref_id)));
        expect(transferSlips).toHaveLength(sentTransfers);
        for (const slip of transferSlips)
          expect(slip).toMatchObject({ account: SUB, channel: 'W', client_address: '127.0.0.1' });
        recordFigure('R1 kill -9 orders + money', {
          acknowledgedOrders: ackedOrders.size,
          acknowledgedTransfers: ackedTransfers.size,
          sentOrders,
          sentTransfers,
          lost: 0,
          duplicated: 0,
        });
      } finally {
        await storage.db.destroy();
      }
    },
    Math.max(300_000, ACKS_EACH * 6_000),
  );
});
