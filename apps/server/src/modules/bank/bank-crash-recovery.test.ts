// An acknowledged transfer is never lost nor doubled across kill -9 (ARCHITECTURE §8): a real server
// process takes a stream of withdrawals (each with its SMS OTP) and demo deposits, is killed with
// SIGKILL in the middle, and restarts on the same SQLite file; every acknowledged refId is there
// exactly once, sending every refId again creates nothing new, and the simulated bank finishes the
// withdrawals after the restart with the ledger balanced.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  callServer as call,
  freePort,
  loginDemo as login,
  startServer,
} from '../../testing/test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-bank-crash-'));
const SUB = '0000011';
let child: ChildProcess | undefined;
type Transfer = { id: number; refId: string; status: string; kind: string };

const start = (port: number) => startServer(port, dataDir, '09:20', { SEN_BANK_STEP_MS: '500' });

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('bank transfers across kill -9', () => {
  it('keeps every acknowledged withdrawal and deposit exactly once', async () => {
    const port = await freePort();
    child = await start(port);
    let auth = await login(port);
    const accounts = (await call(port, auth, 'B', 'ListBankAccount', {})).data as Array<{ id: number }>;
    // An SMS code for each withdrawal, one after another (one code is valid at a time, 5 are sent
    // in 2 minutes: the stream ends when the sixth is refused). An authenticator code is single use
    // and only three steps are open at a time, so five of them would take a minute of waiting.
    const outboxKey = 'bank-crash-recovery-outbox-0001';
    const smsCode = async (): Promise<string | undefined> => {
      const sent = await call(port, auth, 'B', 'BankWithdrawOtp', { outboxKey });
      if (sent.rc !== 1) return undefined;
      const outbox = (
        await call(port, { user: '', session: '' }, 'L', 'OtpOutbox', { username: 'demo', outboxKey })
      ).data as Array<{ message: string }>;
      return /(\d{6})/.exec(outbox[0]!.message)![1]!;
    };
    const withdrawal = (i: number, code: string) => ({
      subAccount: SUB,
      bankAccountId: accounts[i % 2]!.id,
      amount: 1_000_000 + i * 100_000,
      otp: code,
      refId: `cw-${i}`,
    });
    const deposit = (i: number) => ({ subAccount: SUB, amount: 100_000 + i * 1_000, refId: `cd-${i}` });
    const acked = new Map<string, number>();
    let sent = 0;
    const ackedWithdrawals = () => [...acked.keys()].filter((k) => k.startsWith('cw-')).length;
    // SIGKILL in the middle of both streams, once 60 transfers (5 withdrawals at least) are acknowledged.
    const killWhenEnough = () => {
      if (acked.size >= 60 && ackedWithdrawals() >= 5 && child!.exitCode === null && !child!.killed)
        child!.kill('SIGKILL');
    };
    const deposits = Array.from({ length: 6 }, async () => {
      for (;;) {
        const i = sent++;
        const reply = await call(port, auth, 'B', 'BankSimulateDeposit', deposit(i)).catch(() => undefined);
        if (!reply) return;
        if (reply.rc === 1) acked.set(`cd-${i}`, (reply.data as Transfer).id);
        killWhenEnough();
      }
    });
    let withdrawn = 0;
    const withdrawals = [
      (async () => {
        for (;;) {
          const code = await smsCode().catch(() => undefined);
          if (code === undefined) return;
          const i = withdrawn++;
          const reply = await call(port, auth, 'B', 'BankWithdraw', withdrawal(i, code)).catch(
            () => undefined,
          );
          if (!reply) return;
          if (reply.rc === 1) acked.set(`cw-${i}`, (reply.data as Transfer).id);
          killWhenEnough();
        }
      })(),
    ];
    await Promise.all([...deposits, ...withdrawals]);
    expect(acked.size).toBeGreaterThanOrEqual(60);
    expect(ackedWithdrawals()).toBeGreaterThanOrEqual(5);

    child = await start(port);
    auth = await login(port);
    const config = (await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()) as {
      marketTime: string;
    };
    const today = config.marketTime.slice(0, 10);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const history = async () =>
      (await call(port, auth, 'B', 'BankTransferHistory', { subAccount: SUB, from: yesterday, to: today }))
        .data as Transfer[];
    const listed = await history();
    for (const [refId, id] of acked) {
      const rows = listed.filter((t) => t.refId === refId);
      expect(
        rows.map((t) => t.id),
        refId,
      ).toEqual([id]);
    }
    for (let i = 0; i < sent; i += 1) {
      const again = await call(port, auth, 'B', 'BankSimulateDeposit', deposit(i));
      if (acked.has(`cd-${i}`)) expect((again.data as Transfer).id).toBe(acked.get(`cd-${i}`));
    }
    for (let i = 0; i < withdrawn; i += 1) {
      const again = await call(port, auth, 'B', 'BankWithdraw', withdrawal(i, '000000'));
      if (acked.has(`cw-${i}`)) expect((again.data as Transfer).id).toBe(acked.get(`cw-${i}`));
    }
    const after = await history();
    expect(after.filter((t) => t.kind === 'withdraw').length).toBeLessThanOrEqual(withdrawn);
    expect(after.length).toBe(new Set(after.map((t) => t.id)).size);
    // The simulated bank finishes what was acknowledged before the crash.
    await vi.waitFor(
      async () => {
        const open = (await history()).filter((t) => t.status === 'pending' || t.status === 'complete');
        expect(open).toEqual([]);
      },
      { timeout: 30_000, interval: 500 },
    );
    child.kill('SIGKILL');
  }, 240_000);
});
