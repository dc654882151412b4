import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SECRETS, SECRET_VARIABLES } from './deployment-secrets';
import { ConfigError, parseEnv } from './env';

/** A real deployment's environment whose every secret is its own. */
const real = {
  SEED_DEMO: 'false',
  AUTH_SECRET: 'q8Vn2mXr5TzL0pW7yK3cJ9bF4hD6sA1eG2uN5oP8',
  PAYMENTS_SANDBOX_SECRET: 'Zt4kP9wQ2xR7mN5vB8cL',
  CASINO_STUDIO_SECRET: 'Hq7Lm2Xp9Vc4Rt6Wn3Kd',
  HCAPTCHA_SECRET: '0x8c3A91f0bD4e7C2a5F6b9E1d0C3a7B5e8F2d4A6c',
  RECAPTCHA_SECRET: '6Lc9xYzAAAAAAKq3Wm7Rt2Vp5Ns8Hj4Fd1Gb6Ck0',
  OPS_TOKEN: 'Mx3Kc6Vb9Nz2Lq5Wr8Ty1Uh4',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('secrets of a real deployment (SEED_DEMO=false)', () => {
  it('starts when every secret is its own', () => {
    expect(problemsOf(real)).toEqual([]);
  });

  it.each(SECRET_VARIABLES)('refuses to start while %s has its example value, without echoing it', (name) => {
    const example = EXAMPLE_SECRETS[name][0]!;
    const problems = problemsOf({ ...real, PAYMENTS_SANDBOX: 'true', [name]: example });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: still has its example value`));
    expect(problems.join('\n')).not.toContain(example);
  });

  it('refuses placeholders that are not in the list (change-me, the dev key, …)', () => {
    expect(problemsOf({ ...real, AUTH_SECRET: 'fairline-dev-auth-secret-not-for-production' })).toHaveLength(1);
    expect(problemsOf({ ...real, OPS_TOKEN: 'please-CHANGE-ME-soon-1234' })).toHaveLength(1);
  });

  it('names every problem at once', () => {
    const { AUTH_SECRET: _, ...noAuth } = real;
    const problems = problemsOf({
      ...noAuth,
      HCAPTCHA_SECRET: EXAMPLE_SECRETS.HCAPTCHA_SECRET[0]!,
      RECAPTCHA_SECRET: EXAMPLE_SECRETS.RECAPTCHA_SECRET[0]!,
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['AUTH_SECRET', 'HCAPTCHA_SECRET', 'RECAPTCHA_SECRET']);
  });

  it('requires AUTH_SECRET, since tokens would otherwise be signed with a per-process or public key', () => {
    const { AUTH_SECRET: _, ...rest } = real;
    expect(problemsOf(rest)).toEqual([expect.stringMatching(/^AUTH_SECRET: required when SEED_DEMO=false/)]);
  });

  it('ignores the default sandbox secret while the sandbox provider is off, and refuses it once it is on', () => {
    const { PAYMENTS_SANDBOX_SECRET: _, ...rest } = real;
    expect(problemsOf(rest)).toEqual([]);
    expect(problemsOf({ ...rest, PAYMENTS_SANDBOX: 'true' })).toEqual([
      expect.stringMatching(/^PAYMENTS_SANDBOX_SECRET: still has its example value/),
    ]);
  });

  it('refuses the casino studio secret left at its default: the wallet callbacks are always served', () => {
    const { CASINO_STUDIO_SECRET: _, ...rest } = real;
    expect(problemsOf(rest)).toEqual([expect.stringMatching(/^CASINO_STUDIO_SECRET: still has its example value/)]);
  });

  it('refuses a social provider whose client secret is the README placeholder', () => {
    const providers = JSON.stringify({
      google: { issuer: 'https://accounts.google.com', client_id: 'id', client_secret: '…' },
      vk: { issuer: 'https://id.vk.com', client_id: 'id', client_secret: 'Rk2Lm9Qw4Zx7' },
    });
    expect(problemsOf({ ...real, SOCIAL_PROVIDERS: providers })).toEqual([
      'SOCIAL_PROVIDERS: google.client_secret still has its example value',
    ]);
  });

  it('no longer reads ADMIN_TOKEN (staff sessions replaced the token desk, ADR 0051): a leftover value is no secret', () => {
    expect(SECRET_VARIABLES).not.toContain('ADMIN_TOKEN');
    expect(problemsOf({ ...real, ADMIN_TOKEN: 'change-me-operator-token' })).toEqual([]);
    expect(parseEnv({ ...real, ADMIN_TOKEN: 'Hn5Jq8Lw2Ze7Rt4Yu1Io9Pa' })).not.toHaveProperty('ADMIN_TOKEN');
  });

  it('lets the demo (SEED_DEMO on, as `npm start` runs) start on the defaults', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'production' }).PAYMENTS_SANDBOX).toBe(true);
  });
});

describe('the sandbox payment provider switch', () => {
  it('is on with demo data and off in a real deployment unless PAYMENTS_SANDBOX says otherwise', () => {
    expect(parseEnv({}).PAYMENTS_SANDBOX).toBe(true);
    expect(parseEnv({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
    expect(parseEnv(real).PAYMENTS_SANDBOX).toBe(false);
    expect(parseEnv({ ...real, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
  });
});

describe('.env.example', () => {
  const lines = readFileSync(resolve(import.meta.dirname, '../../../../.env.example'), 'utf8').split('\n');

  it('shows for every secret one of the example values the server refuses', () => {
    for (const name of SECRET_VARIABLES) {
      const line = lines.find((l) => l.replace(/^#\s*/, '').startsWith(`${name}=`));
      expect(line, name).toBeDefined();
      const value = line!.replace(/^#\s*/, '').slice(name.length + 1);
      expect(EXAMPLE_SECRETS[name], name).toContain(value);
    }
  });
});
