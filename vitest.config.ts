import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests (tests sit beside the code).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'market', root: 'packages/market', environment: 'node' } },
      { test: { name: 'protocol', root: 'packages/protocol', environment: 'node' } },
      { test: { name: 'exchange', root: 'packages/exchange', environment: 'node' } },
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
