// For integration tests: the real application (buildApp) on one of the test databases
// (test-databases.ts), with the demo customers seeded, the demo clock at 09:20 unless `overrides`
// say otherwise, ready, and the demo customer logged in. `close` shuts the app and drops the database.
// 09:20: every market trades continuously, and the day so far is short to simulate at start (the
// whole universe's morning up to 10:00 was about three times the CPU; docs/development.md).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ServerEnv } from '../env.ts';
import type { TestAppDatabase } from '../plugins/storage/test-databases.ts';
import { loginAs, type TestCaller } from '../modules/trading-gateway/test-client.ts';

export interface DemoApp {
  app: FastifyInstance;
  /** The demo customer's session (sub-accounts 0000011 and M000001). */
  demo: TestCaller;
  database: TestAppDatabase;
  close(): Promise<void>;
}

export async function startDemoApp(
  open: () => Promise<TestAppDatabase>,
  overrides: Partial<ServerEnv> = {},
): Promise<DemoApp> {
  const database = await open();
  const app = await buildApp({
    ...database.overrides,
    logLevel: 'silent',
    demoUsers: true,
    port: 0,
    clockStart: '09:20',
    ...overrides,
  });
  await app.ready();
  const demo = await loginAs(app, 'demo', 'Demo@123');
  return {
    app,
    demo,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
