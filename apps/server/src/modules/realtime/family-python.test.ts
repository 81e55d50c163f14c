// Debian's python3-socketio (Engine.IO 4), as the family's Python stream managers use it, against the
// real server: joined with `list`, it reads `index`, `stock` and `board` (family-python-client.py).
// Skipped, saying so, on a machine without python3-socketio (apt-get install python3-socketio
// python3-websocket).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const script = fileURLToPath(new URL('./family-python-client.py', import.meta.url));
// Debian's package lives in the system interpreter; a pyenv or venv python3 earlier on PATH lacks it.
const python = ['python3', '/usr/bin/python3'].find(
  (candidate) => spawnSync(candidate, ['-c', 'import socketio, websocket'], { stdio: 'ignore' }).status === 0,
);
if (python === undefined)
  console.warn(
    'SKIPPED family-python.test.ts: python3-socketio is not installed (apt-get install python3-socketio python3-websocket)',
  );

let t: TestApp | undefined;
beforeAll(async () => {
  if (python !== undefined) t = await startTestApp();
});
afterAll(async () => t?.stop());

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(python!, [script, ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(python === undefined)('python-socketio client of the family', () => {
  it('reads index, stock and board messages with their fields', { timeout: 30_000 }, async () => {
    const vn30 = [...t!.app.market.catalogue.vn30];
    const result = await run([t!.baseUrl, vn30.join(',')]);
    expect(result.code, result.stderr).toBe(0);
    const seen = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Record<
      string,
      { data: Record<string, unknown> }
    >;
    expect(seen.index?.data).toMatchObject({ id: 1101, mc: expect.any(String), cIndex: expect.any(Number) });
    expect(seen.index?.data.accVol).toBe(seen.index?.data.vol);
    expect([3220, 3223, 3250]).toContain(seen.stock?.data.id);
    expect(vn30).toContain(seen.stock?.data.sym ?? seen.stock?.data.symbol);
    expect(seen.board?.data).toMatchObject({ id: 3210, boardId: 'G1', marketId: expect.any(String) });
    expect(String(seen.board?.data.g1).split('|')).toHaveLength(3);
  });
});
