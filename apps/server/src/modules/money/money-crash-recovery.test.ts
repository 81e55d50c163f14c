// An acknowledged money movement is never lost nor doubled across kill -9 (ARCHITECTURE §8): a real
// server process takes a stream of internal cash transfers, is killed with SIGKILL in the middle,
// and restarts on the same SQLite file; every acknowledged refId is there exactly once, sending
// every refId again creates nothing new, and the ledger moved exactly the transfers there are.
import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callServer, freePort, loginDemo, startServer } from '../orders/test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-money-crash-'));
const SUB = '0000011';
const MARGIN = 'M000001';
const X = 1_000;
let child: ChildProcess | undefined;
const start = (port: number) => startServer(port, dataDir, '10:00');

const transfer = (i: number) => ({ p1: SUB, p2: MARGIN, p3: X, p4: '', p5: '123456', p6: `crash-${i}` });

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('internal cash transfers across kill -9', () => {
  it('keeps every acknowledged transfer exactly once', async () => {
    const port = await freePort();
    child = await start(port);
    let auth = await loginDemo(port);
    const marginCash = async () =>
      ((await callServer(port, auth, 'B', 'CashBalance', { p1: MARGIN })).data as { available: number })
        .available;
    const before = await marginCash();
    const acked = new Map<string, number>();
    let sent = 0;
    const stream = Array.from({ length: 8 }, async () => {
      for (;;) {
        const i = sent++;
        const reply = await callServer(port, auth, 'B', 'CashTransfer', transfer(i)).catch(() => undefined);
        if (!reply) return; // the server died under this request: its outcome is unknown
        if (reply.rc === 1) acked.set(`crash-${i}`, (reply.data as { id: number }).id);
        if (acked.size === 40) child!.kill('SIGKILL');
      }
    });
    await Promise.all(stream);
    expect(acked.size).toBeGreaterThanOrEqual(40);

    child = await start(port);
    auth = await loginDemo(port);
    const history = async () => {
      const day = Date.now();
      const from = new Date(day - 300 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(day + 60 * 86_400_000).toISOString().slice(0, 10);
      return (await callServer(port, auth, 'B', 'CashTransferHistory', { p1: SUB, p2: from, p3: to }))
        .data as Array<{
        refId: string;
        id: number;
      }>;
    };
    const listed = await history();
    for (const [refId, id] of acked)
      expect(listed.filter((t) => t.refId === refId).map((t) => t.id)).toEqual([id]);
    expect(await marginCash()).toBe(before + listed.length * X);
    for (let i = 0; i < sent; i += 1) {
      const again = await callServer(port, auth, 'B', 'CashTransfer', transfer(i));
      expect(again.rc).toBe(1);
      if (acked.has(`crash-${i}`)) expect((again.data as { id: number }).id).toBe(acked.get(`crash-${i}`));
    }
    const after = await history();
    expect(after).toHaveLength(sent);
    expect(new Set(after.map((t) => t.refId)).size).toBe(sent);
    expect(await marginCash()).toBe(before + sent * X);
    child.kill('SIGKILL');
  }, 240_000);
});
