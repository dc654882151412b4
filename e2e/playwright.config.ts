import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Browser tests in Debian's Chromium against the built product on 127.0.0.1 with a fresh in-memory database. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Not `npm start`: that script pins NODE_ENV=production, which drops the dev outbox and the dev OpenID provider.
    command: 'npx tsx src/server.ts',
    cwd: '../apps/server',
    url: `${BASE_URL}/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // A pinned world (a Saturday afternoon, as the server's integration tests use): the same
      // games on any day the suite runs. docs/decisions/0012-simulated-calendar.md
      SIM_START: '2026-11-21T15:00:00.000Z',
    },
  },
});
