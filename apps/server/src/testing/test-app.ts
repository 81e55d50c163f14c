// Starts the real application for integration tests: buildApp, listen on port 0, a temporary
// SEN_DATA_DIR and web folder, the demo clock. Returns the base URL and a stop function.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ServerEnv } from '../env.ts';

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root">sen test shell</div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  get(path: string): Promise<{ status: number; body: unknown; contentType: string }>;
  stop(): Promise<void>;
}

export async function startTestApp(
  overrides: Partial<ServerEnv> = {},
  beforeListen?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sen-server-test-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("sen");');
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    clock: 'demo',
    // Every market in continuous trading, a short morning to simulate at start (demo-app.ts).
    clockStart: '09:20',
    clockSpeed: 1,
    demoUsers: false,
    logLevel: 'silent',
    ...overrides,
  });
  beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    dataDir,
    async get(path) {
      const response = await fetch(`${baseUrl}${path}`);
      const contentType = response.headers.get('content-type') ?? '';
      const body: unknown = contentType.includes('json') ? await response.json() : await response.text();
      return { status: response.status, body, contentType };
    },
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
