// For tests: real nodes (buildApp, listening on loopback) sharing one PostgreSQL database and a
// redis-server, as ARCHITECTURE §7 scales Sen out. Without PostgreSQL (SEN_TEST_DATABASE_URL) or
// redis-server the tests are skipped: `clusterSkipReason` says why.
import { rm } from 'node:fs/promises';
import { redisSkipReason, startTestRedis } from '../plugins/bus/test-redis.ts';
import { testAppDatabases } from '../plugins/storage/test-databases.ts';
import type { ServerEnv } from '../env.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const postgres = testAppDatabases().find(([kind]) => kind === 'postgres')?.[1];

/** Why a cluster cannot run here, if it cannot. */
export const clusterSkipReason: string | undefined = !postgres
  ? 'SEN_TEST_DATABASE_URL is not set (no PostgreSQL)'
  : redisSkipReason;

export interface TestCluster {
  /** Starts one more node (demo customers, the demo clock from 10:00), with `overrides`. */
  start(overrides?: Partial<ServerEnv>): Promise<TestApp>;
  /** Closes the nodes still open, drops the database and stops redis-server. */
  stop(): Promise<void>;
}

/** A fresh database and redis-server for a cluster's nodes (none started yet). */
export async function openTestCluster(): Promise<TestCluster> {
  if (!postgres) throw new Error(clusterSkipReason);
  const redis = await startTestRedis();
  const database = await postgres();
  const nodes: TestApp[] = [];
  return {
    async start(overrides = {}) {
      const node = await startTestApp({
        ...database.overrides,
        redisUrl: redis.url,
        demoUsers: true,
        clockStart: '10:00',
        ...overrides,
      });
      nodes.push(node);
      return node;
    },
    async stop() {
      // A node a test closed already (a leader gone) only leaves its folder behind.
      await Promise.all(
        nodes.map((node) =>
          node.app.server.listening ? node.stop() : rm(node.dataDir, { recursive: true, force: true }),
        ),
      );
      await database.drop();
      await redis.stop();
    },
  };
}
