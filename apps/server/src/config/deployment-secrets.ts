// A real deployment (demo data off) must not run on a secret anybody can read in this repository:
// the defaults, the placeholders of .env.example and the providers' published test keys.
import type { AppConfig } from './env';

/** The sandbox provider's default callback secret, fine for the demo only. */
export const EXAMPLE_SANDBOX_SECRET = 'sandbox-secret-change-me';

/** The casino studio's default wallet-callback secret, fine for the demo only. */
export const EXAMPLE_CASINO_STUDIO_SECRET = 'casino-studio-secret-change-me';

/** Every secret the server reads from the environment. */
export const SECRET_VARIABLES = [
  'AUTH_SECRET',
  'PAYMENTS_SANDBOX_SECRET',
  'CASINO_STUDIO_SECRET',
  'HCAPTCHA_SECRET',
  'RECAPTCHA_SECRET',
  'OPS_TOKEN',
] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];

/**
 * Published values per secret: the placeholders of `.env.example` (a test keeps the two in step) and
 * the providers' always-passing test secrets (hCaptcha and reCAPTCHA document them).
 */
export const EXAMPLE_SECRETS: Readonly<Record<SecretVariable, readonly string[]>> = {
  AUTH_SECRET: ['change-me-to-a-random-string-of-at-least-32-characters'],
  PAYMENTS_SANDBOX_SECRET: [EXAMPLE_SANDBOX_SECRET],
  CASINO_STUDIO_SECRET: [EXAMPLE_CASINO_STUDIO_SECRET],
  HCAPTCHA_SECRET: ['0x0000000000000000000000000000000000000000'],
  RECAPTCHA_SECRET: ['6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'],
  OPS_TOKEN: ['change-me-metrics-and-docs-token'],
};

/** Words only placeholders carry (the dev auth key says "not-for-production", the social README "…"). */
const PLACEHOLDER_MARKERS = ['change-me', 'changeme', 'not-for-production', 'example', '…'];

/** Whether a secret's value is one anybody could know: a published example or a placeholder. */
export function isExampleSecret(name: SecretVariable | 'SOCIAL_PROVIDERS', value: string): boolean {
  const lower = value.toLowerCase();
  if (name !== 'SOCIAL_PROVIDERS' && EXAMPLE_SECRETS[name].includes(value)) return true;
  return PLACEHOLDER_MARKERS.some((marker) => lower.includes(marker));
}

const advice = 'set a random value of its own (e.g. `openssl rand -base64 48`)';

/**
 * With demo data off, one problem per secret that is in use yet has an example value, and for an
 * unset AUTH_SECRET (tokens would be signed with a per-process key, or the public dev key). Values are
 * never echoed. `raw` is the environment as given, to tell an explicit value from a default.
 */
export function deploymentSecretProblems(
  config: AppConfig,
  raw: Readonly<Record<string, string | undefined>>,
): string[] {
  if (config.SEED_DEMO) return [];
  const problems: string[] = [];
  if (config.AUTH_SECRET === undefined) {
    problems.push(`AUTH_SECRET: required when SEED_DEMO=false; ${advice}`);
  }
  for (const name of SECRET_VARIABLES) {
    // The sandbox secret's default only matters while the sandbox provider is on; the casino wallet's
    // callbacks are always served, so its secret is always in use.
    const defaultInUse =
      (name === 'PAYMENTS_SANDBOX_SECRET' && config.PAYMENTS_SANDBOX) || name === 'CASINO_STUDIO_SECRET';
    const inUse = defaultInUse ? config[name] : raw[name];
    if (inUse !== undefined && isExampleSecret(name, inUse)) {
      problems.push(`${name}: still has its example value; ${advice}`);
    }
  }
  for (const network of socialProvidersWithExampleSecrets(raw.SOCIAL_PROVIDERS)) {
    problems.push(`SOCIAL_PROVIDERS: ${network}.client_secret still has its example value`);
  }
  return problems;
}

// Read loosely: a malformed value is reported by the social-auth parser at boot, not here.
function socialProvidersWithExampleSecrets(json: string | undefined): string[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([, provider]) => {
      const secret = (provider as { client_secret?: unknown } | null)?.client_secret;
      return typeof secret === 'string' && isExampleSecret('SOCIAL_PROVIDERS', secret);
    })
    .map(([network]) => network);
}
