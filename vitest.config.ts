import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, jsdom for web) and `integration` (the real app on a real database).
export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself (cores − 1): one worker on a two-core machine, where
    // the whole run then took 17 min; its main process is idle while files run, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/studio/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/admin/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
          fileParallelism: true,
        },
      },
    ],
  },
});
