// server.ts as a process: listens on PORT, serves, and on SIGTERM closes gracefully and exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

it('listens, serves, and exits 0 after a graceful close on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sen-server-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_DEMO_USERS: 'off',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
      child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    expect(output).toContain('"msg":"closed"');
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
