// For integration tests: the real application (buildApp) on one of the test databases
// (test-databases.ts), with the demo customers seeded, the demo clock at 09:20 unless `overrides`
// say otherwise, ready, and the demo customer logged in (startSeededApp: no one, no clock set).
// `close` shuts the app and drops the database. withEnv: environment variables the app reads at start.
// 09:20: every market trades continuously, and the day so far is short to simulate at start (the
// whole universe's morning up to 10:00 was about three times the CPU; docs/development.md).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ServerEnv } from '../env.ts';
import type { TestAppDatabase } from '../plugins/storage/test-databases.ts';
import { loginAs, type TestCaller } from '../modules/trading-gateway/test-client.ts';

export interface SeededApp {
  app: FastifyInstance;
  database: TestAppDatabase;
  close(): Promise<void>;
}

export interface DemoApp extends SeededApp {
  /** The demo customer's session (sub-accounts 0000011 and M000001). */
  demo: TestCaller;
}

/** Per-address and global attempt throttles (attempt-throttle.ts) too wide to reach: for tests of other limits. */
export const UNTHROTTLED = {
  authLimitPerAddress: 100_000,
  authLimitGlobal: 100_000,
} satisfies Partial<ServerEnv>;

/** The app on a fresh test database with the demo customers seeded, ready; no one logged in. */
export async function startSeededApp(
  open: () => Promise<TestAppDatabase>,
  overrides: Partial<ServerEnv> = {},
): Promise<SeededApp> {
  const database = await open();
  const app = await buildApp({
    ...database.overrides,
    logLevel: 'silent',
    demoUsers: true,
    port: 0,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export async function startDemoApp(
  open: () => Promise<TestAppDatabase>,
  overrides: Partial<ServerEnv> = {},
): Promise<DemoApp> {
  const seeded = await startSeededApp(open, { clockStart: '09:20', ...overrides });
  return { ...seeded, demo: await loginAs(seeded.app, 'demo', 'Demo@123') };
}

/** Runs `start` with the variables of `env` set in process.env, then puts back what was there. */
export async function withEnv<T>(env: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}
