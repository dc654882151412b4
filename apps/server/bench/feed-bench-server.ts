// The feed alone on a real socket for the load benchmark: Fastify with the app's compilers and
// error handler, plus what app.ts puts on every feed answer (security headers, request ids, the
// request-duration metric) and the feed's fast path wired as app.ts wires it; the feed routes; a
// trading engine on the wall clock. PORT sets the port. FEED_FAST_PATH=0 leaves every request to
// Fastify; FEED_APP_PLUGINS=0 drops headers, ids and metric (the bench server before ADR 0008).
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { feedPlugin } from '../src/features/feed';
import { appFastPathOptions, FeedFastPath } from '../src/features/feed/feed.service';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { registerMetrics } from '../src/plugins/metrics';
import { registerSecurityHeaders, requestIdOf } from '../src/plugins/security-headers';
import { WallClock } from '../src/trading/clock';
import { TradingEngine } from '../src/trading/engine';

const port = Number(process.env.PORT ?? 38_080);
const fastPathOn = process.env.FEED_FAST_PATH !== '0';
const pluginsOn = process.env.FEED_APP_PLUGINS !== '0';
const clock = new WallClock();
const engine = new TradingEngine(Number(process.env.SEED ?? 20261122), clock);
const fastPath = new FeedFastPath();
const app = Fastify({
  logger: false,
  ...(pluginsOn ? { genReqId: requestIdOf } : {}),
  ...(fastPathOn ? { serverFactory: fastPath.serverFactory } : {}),
});
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app);
if (pluginsOn) registerSecurityHeaders(app);
const metrics = pluginsOn ? registerMetrics(app) : undefined;
await app.register(feedPlugin, { engine, clock });
if (fastPathOn) fastPath.attach(app, app.feed, metrics ? appFastPathOptions(false, metrics) : {});
await app.listen({ host: '127.0.0.1', port });
process.stdout.write(
  `listening ${port} (fast path ${fastPathOn ? 'on' : 'off'}, app plugins ${pluginsOn ? 'on' : 'off'})\n`,
);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
