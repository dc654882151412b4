import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAllServers, startServer } from '../../test/money/server-process';
import { EXAMPLE_SECRETS } from './deployment-secrets';

// The real entry point (src/server.ts) as a deployment runs it: with demo data off it must not come up
// on a secret published in this repository.

afterAll(killAllServers);

describe('server start in a real deployment (SEED_DEMO=false)', () => {
  it('exits with a configuration error naming every secret that still has its example value', async () => {
    const server = startServer(await freePort(), {
      SEED_DEMO: 'false',
      DATA_DIR: 'memory://',
      PAYMENTS_SANDBOX: 'true',
      HCAPTCHA_SECRET: EXAMPLE_SECRETS.HCAPTCHA_SECRET[0]!,
    });
    expect(await server.exited).toBe(78);
    const log = server.log();
    expect(log).toContain('Invalid configuration');
    for (const name of ['AUTH_SECRET', 'PAYMENTS_SANDBOX_SECRET', 'HCAPTCHA_SECRET']) expect(log).toContain(name);
    expect(log).not.toContain(EXAMPLE_SECRETS.HCAPTCHA_SECRET[0]!);
  });
});
