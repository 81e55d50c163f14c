// For tests: a throwaway redis-server on loopback (Debian's `redis-server`; scripts/lib/test-services.mjs
// installs it for `npm test`). `redisSkipReason` is set when the binary is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../testing/free-port.ts';

export const redisSkipReason: string | undefined =
  spawnSync('redis-server', ['--version']).status === 0 ? undefined : 'redis-server is not installed';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Starts redis-server without persistence and waits until it answers PING. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch (error) {
      probe.disconnect();
      if (attempt > 50) {
        child.kill('SIGTERM');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
