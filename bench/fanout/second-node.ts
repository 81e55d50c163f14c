// The fan-out benchmark's second node (`--nodes 2`): the real server (apps/server/src/server.ts
// under tsx) as another process, joined to the benchmark's in-process node through the same
// PostgreSQL (the cluster's lease: the first node runs the market) and Redis (the public relay and
// the Socket.IO adapter), with `st` stamps on. Its CPU is read from /proc for each phase.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/testing/free-port.ts';

export interface SecondNode {
  url: string;
  proc: ChildProcess;
  /** CPU seconds the node's process has used so far (user + system, all its threads). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Starts the node and resolves once its /health answers and its realtime path accepts a client. */
export async function startSecondNode(env: Record<string, string>): Promise<SecondNode> {
  const port = await freePort();
  const serverEntry = new URL('../../apps/server/src/server.ts', import.meta.url).pathname;
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: mkdtempSync(join(tmpdir(), 'sen-fanout-node2-')),
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: '10:00',
      SEN_REALTIME_STAMP: '1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (proc.exitCode !== null) throw new Error(`second node exited with ${proc.exitCode}`);
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ticks = 100; // USER_HZ on Linux
  return {
    url,
    proc,
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / ticks;
    },
    stop: async () => {
      proc.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          proc.kill('SIGKILL');
          resolve(undefined);
        }, 5_000);
        proc.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    },
  };
}
