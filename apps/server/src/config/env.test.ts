import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('environment configuration', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO: true,
      SIM_SPEED: 1,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops boot with a message naming every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', REDIS_URL: '' }).PORT).toBe(8080);
  });
});
