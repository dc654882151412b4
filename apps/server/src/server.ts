import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, parseEnv } from './config/env';

/** Starts the server: listen, then on SIGTERM/SIGINT stop accepting, drain, close the database. */
async function main() {
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const app = await buildApp({ ...config, WEB_DIST: resolve(import.meta.dirname, '..', config.WEB_DIST) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
