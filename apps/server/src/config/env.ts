import { z } from 'zod';
import { deploymentSecretProblems, EXAMPLE_CASINO_STUDIO_SECRET, EXAMPLE_SANDBOX_SECRET } from './deployment-secrets';

/** Every environment variable the server reads, with its default. `.env.example` mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('../web/dist'),
  DEFAULT_BRAND: z.string().min(1).default('fairline'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  BODY_LIMIT: z.coerce.number().int().min(1024).max(10_485_760).default(1_048_576),
  SIM_SEED: z.coerce.number().int().default(20261122),
  SIM_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  SIM_CLOCK: z.enum(['wall', 'manual']).default('wall'),
  SIM_START: z.string().datetime({ offset: true }).optional(),
  /** Real instant at which the simulated clock reads SIM_START (default: boot); instances sharing it agree (ADR 0020). */
  SIM_ORIGIN: z.string().datetime({ offset: true }).optional(),
  /** Signs user tokens; several instances must share it. Unset: a random secret per process (refused without demo data). */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Signs the sandbox payment provider's callbacks. */
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).default(EXAMPLE_SANDBOX_SECRET),
  /** Signs the wallet callbacks of the casino's own game studio (a provider like any other, ADR 0033). */
  CASINO_STUDIO_SECRET: z.string().min(16).default(EXAMPLE_CASINO_STUDIO_SECRET),
  /** Where our studio calls the platform's wallet (ADR 0036); unset: this server itself, over HTTP on its own port. */
  CASINO_STUDIO_PLATFORM_URL: z.string().url().optional(),
  /** The sandbox payment provider (test cards, no real money); unset: on with demo data, off without. */
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  /** Secret keys of the hosted captchas a brand may choose (site config `captcha.type`). */
  HCAPTCHA_SECRET: z.string().min(1).max(200).optional(),
  RECAPTCHA_SECRET: z.string().min(1).max(200).optional(),
  /** The providers' siteverify endpoints; tests point them at a stub. */
  HCAPTCHA_VERIFY_URL: z.string().url().default('https://api.hcaptcha.com/siteverify'),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Opens /metrics, /docs and /openapi.json in production (Bearer, or Basic with it as the password). */
  OPS_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  /** SMTP server for e-mail (smtp://user:pass@host:port); unset: the development outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fairline <no-reply@fairline.example>'),
  /** Social login providers as JSON (see features/social-auth/README.md). */
  SOCIAL_PROVIDERS: z.string().optional(),
  /** Outside production, run a local OpenID Connect provider registered as "google". */
  DEV_OIDC: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Origin browsers use to reach this server (callback URLs); default: taken from each request. */
  PUBLIC_URL: z.string().url().optional(),
  /** Web Push (ADR 0069): our VAPID key pair (npx web-push generate-vapid-keys); unset: a pair kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  /** Who sends the pushes, as push services ask: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  /** A VIP bet request the back office has not decided within this many seconds expires, its stake given back. */
  VIP_BET_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 86_400)
    .default(600),
  /** The live crash room's timing (ADR 0058); unset: the shared CrashTiming. Short rounds for tests and demos. */
  CRASH_BETTING_MS: z.coerce.number().int().min(500).max(60_000).optional(),
  CRASH_AFTER_BUST_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  CRASH_RATE_PER_MS: z.coerce.number().min(0.00001).max(0.01).optional(),
});

/** The parsed environment; PAYMENTS_SANDBOX is resolved to a boolean (its default follows SEED_DEMO). */
export type AppConfig = Omit<z.infer<typeof envSchema>, 'PAYMENTS_SANDBOX'> & { PAYMENTS_SANDBOX: boolean };

/** Raised at boot when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot and fails fast, naming every bad variable at once. */
export function parseEnv(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const { PAYMENTS_SANDBOX, ...rest } = result.data;
  const config: AppConfig = {
    ...rest,
    PAYMENTS_SANDBOX: PAYMENTS_SANDBOX === undefined ? rest.SEED_DEMO : PAYMENTS_SANDBOX === 'true',
  };
  const unsafe = deploymentSecretProblems(config, cleaned);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  return config;
}

/**
 * Where tests start the simulated world unless they say otherwise: a Saturday afternoon, when every
 * sport has games in the line and in play. Tests never start it at the machine's clock, so a run
 * gives the same result on any day of the year (docs/decisions/0012-simulated-calendar.md).
 */
export const TEST_SIM_START = '2026-11-21T15:00:00.000Z';

/** Builds a config for tests: defaults plus overrides, in-memory database, quiet logs, a pinned world. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SIM_CLOCK: 'manual',
      SIM_START: TEST_SIM_START,
    }),
    ...overrides,
  };
}
