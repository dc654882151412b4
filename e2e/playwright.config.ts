import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * How many servers the suite runs on (ADR 0062). Each has its own in-memory database and simulated
 * clock and takes its own share of the spec files, one file at a time, so a test still has its server
 * to itself as it had with one worker. Two under CI (the suite took 9 min on one); one otherwise, so
 * runs on a busy machine and `E2E_PORT` neighbours keep one port each. `E2E_SERVERS` overrides.
 */
const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? (process.env.CI && availableParallelism() >= 2 ? 2 : 1)));
const origin = (shard: number) => `http://127.0.0.1:${PORT + shard}`;
const specs = readdirSync(join(import.meta.dirname, 'specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
/** The spec files of one server: every SERVERS-th of the sorted list (the heavy back-office specs sit together, so they spread). */
const shareOf = (shard: number) => specs.filter((_, i) => i % SERVERS === shard).map((f) => `**/${f}`);

/** Browser tests in Debian's Chromium against the built product on 127.0.0.1 with a fresh in-memory database. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  // Two servers and two browsers share the CPU under CI: an assertion waits a little longer there.
  expect: { timeout: SERVERS > 1 ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // Requests a service worker answers are invisible to `page.route` mocks: specs that test the
    // worker allow it themselves (pwa.spec.ts, docs/decisions/0025-installable-app.md).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--host-resolver-rules=MAP *.localhost 127.0.0.1`,
      ],
    },
  },
  projects: Array.from({ length: SERVERS }, (_, shard) => ({
    name: shard === 0 ? 'chromium' : `chromium-${shard + 1}`,
    testMatch: SERVERS === 1 ? '**/*.spec.ts' : shareOf(shard),
    // One file at a time per server: the specs of a server share its database and clock.
    workers: 1,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: origin(shard) },
  })),
  webServer: Array.from({ length: SERVERS }, (_, shard) => ({
    // Not `npm start`: that script pins NODE_ENV=production, which drops the dev outbox and the dev OpenID provider.
    // Not DATABASE_URL/REDIS_URL either: CI points the integration tests at a PostgreSQL server, while
    // the browser tests run the product on PGlite in memory, as `npm start` does (ADR 0070).
    command: 'env -u DATABASE_URL -u REDIS_URL npx tsx src/server.ts',
    cwd: '../apps/server',
    url: `${origin(shard)}/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT + shard),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // A pinned world (a Saturday afternoon, as the server's integration tests use): the same
      // games on any day the suite runs. docs/decisions/0012-simulated-calendar.md
      SIM_START: '2026-11-21T15:00:00.000Z',
    },
  })),
});
