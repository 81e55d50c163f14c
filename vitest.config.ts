import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests (tests sit beside the code).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one test file at a time on the 2-core CI,
    // where most of a server file's time is spent waiting on its market clock, sockets and child
    // processes. Two files at a time there (docs/development.md, "How long the suite takes and why").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The packages do no I/O and hold no global state (docs/development.md): their files share one
      // module graph per worker instead of loading it again for each file.
      { test: { name: 'market', root: 'packages/market', environment: 'node', isolate: false } },
      { test: { name: 'protocol', root: 'packages/protocol', environment: 'node', isolate: false } },
      { test: { name: 'exchange', root: 'packages/exchange', environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          // Integration tests run against the live simulated market; on CI a journey that lost a
          // race with the market is retried (a retried pass is still reported as flaky).
          retry: process.env.CI ? 2 : 0,
        },
      },
      'apps/web/vitest.config.ts',
      // The board benchmark's trace reading (bench/board/frames.ts), the server's Node flags.
      {
        test: {
          name: 'bench',
          root: 'bench',
          environment: 'node',
          include: ['board/**/*.test.ts', 'orders/**/*.test.ts', 'fidelity/**/*.test.ts'],
        },
      },
    ],
  },
});
