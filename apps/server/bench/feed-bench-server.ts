// The feed alone on a real socket for the load benchmark: Fastify with the app's compilers and
// error handler, the feed routes, a trading engine on the wall clock. PORT sets the port.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerFeed } from '../src/features/feed/feed.routes';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { WallClock } from '../src/trading/clock';
import { TradingEngine } from '../src/trading/engine';

const port = Number(process.env.PORT ?? 38_080);
const clock = new WallClock();
const engine = new TradingEngine(Number(process.env.SEED ?? 20261122), clock);
const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app);
registerFeed(app, { engine, clock });
await app.listen({ host: '127.0.0.1', port });
process.stdout.write(`listening ${port}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
