// An acknowledged money movement is never lost nor doubled across kill -9 (ARCHITECTURE §8): a real
// server process takes a stream of internal cash transfers, is killed with SIGKILL in the middle,
// and restarts on the same SQLite file; every acknowledged refId is there exactly once, sending
// every refId again creates nothing new, and the ledger moved exactly the transfers there are.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = new URL('../../server.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'sen-money-crash-'));
const SUB = '0000011';
const MARGIN = 'M000001';
const X = 1_000;
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: '10:00',
      SEN_LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function call(
  port: number,
  auth: { user: string; session: string },
  group: string,
  cmd: string,
  params: Record<string, unknown>,
) {
  const body = JSON.stringify({
    group,
    user: auth.user,
    session: auth.session,
    channel: 'W',
    data: { cmd, ...params },
  });
  const response = await fetch(`http://127.0.0.1:${port}/trading`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return (await response.json()) as { rc: number; data: unknown };
}

async function login(port: number) {
  const reply = await call(port, { user: '', session: '' }, 'L', 'Web.sCheckLogin', {
    p1: 'demo',
    p2: 'Demo@123',
    p3: 'W',
  });
  const token = reply.data as { sid: string; user: string };
  return { user: token.user, session: token.sid };
}

const transfer = (i: number) => ({ p1: SUB, p2: MARGIN, p3: X, p4: '', p5: '123456', p6: `crash-${i}` });

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('internal cash transfers across kill -9', () => {
  it('keeps every acknowledged transfer exactly once', async () => {
    const port = await freePort();
    child = await start(port);
    let auth = await login(port);
    const marginCash = async () =>
      ((await call(port, auth, 'B', 'CashBalance', { p1: MARGIN })).data as { available: number }).available;
    const before = await marginCash();
    const acked = new Map<string, number>();
    let sent = 0;
    const stream = Array.from({ length: 8 }, async () => {
      for (;;) {
        const i = sent++;
        const reply = await call(port, auth, 'B', 'CashTransfer', transfer(i)).catch(() => undefined);
        if (!reply) return; // the server died under this request: its outcome is unknown
        if (reply.rc === 1) acked.set(`crash-${i}`, (reply.data as { id: number }).id);
        if (acked.size === 40) child!.kill('SIGKILL');
      }
    });
    await Promise.all(stream);
    expect(acked.size).toBeGreaterThanOrEqual(40);

    child = await start(port);
    auth = await login(port);
    const history = async () => {
      const day = Date.now();
      const from = new Date(day - 300 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(day + 60 * 86_400_000).toISOString().slice(0, 10);
      return (await call(port, auth, 'B', 'CashTransferHistory', { p1: SUB, p2: from, p3: to }))
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
      const again = await call(port, auth, 'B', 'CashTransfer', transfer(i));
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
