import { z } from 'zod';

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
  /** Signs user tokens; several instances must share it. Unset: a random secret per process. */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Signs the sandbox payment provider's callbacks. */
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).default('sandbox-secret-change-me'),
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
  /** Bearer token of the operator (back-office) endpoints; unset: they are disabled. */
  ADMIN_TOKEN: z.string().min(16).optional(),
});

export type AppConfig = z.infer<typeof envSchema>;

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
  return result.data;
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
