// A small app with the casino wallet and our studio on a fresh database. The studio's wallet calls go
// through `app.inject` to the same signed route handlers production reaches over HTTP, and are counted.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CurrencyId } from '@fairline/shared/lookups/currencies';
import type { StudioSessionAnswer } from '@fairline/shared/wire/casino-studio-play';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import type { Database, QueryText } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { asNumber } from '../../infra/sql-values';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerJsonBodies } from '../../plugins/json-body';
import { registerTextInputGuard } from '../../plugins/text-input';
import { casinoPlugin } from '../casino';
import { createGameSession, type GameSession, STUDIO_PROVIDER_ID } from '../casino/casino.service';
import { TEST_CASINO_SECRET } from '../casino/casino.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import type { CrashRoomOptions } from './crash-room';
import { casinoStudioPlugin } from './index';
import type { StudioContext } from './purse';
import { createStudioAdapter } from './studio-adapter';
import { createWalletClient, type WalletTransport } from './wallet-client';
import { retryPendingWins } from './win-retry';

export const STUDIO_INDEX_HTML = '<!doctype html><html><body><div id="studio"></div></body></html>';

export interface StudioTestApp {
  app: FastifyInstance;
  database: Database;
  /** Every wallet callback the studio made, by path. */
  walletCalls: string[];
  /** While set, the wallet transport fails (a network error) for calls on this path. */
  failing: { path: string | null };
  /** While `sql` is an array, the text of every statement the studio and the wallet send is added to it. */
  statements: { sql: string[] | null };
  /** A EUR player with `cash` minor units and a real-money game session of `game`. */
  seedPlayer(cash: number, game?: string): Promise<GameSession>;
  cash(session: GameSession): Promise<number>;
  /** POST sessions for a game session; the answer. */
  realSession(session: GameSession, game?: string): Promise<StudioSessionAnswer>;
  demoSession(currency?: string): Promise<StudioSessionAnswer>;
  post(path: string, bearer: string | null, payload?: object): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
  retryWins(): Promise<number>;
  /** A studio context on the same database and wallet (another room, as after a restart). */
  context(): StudioContext;
  close(): Promise<void>;
}

/** The database, with every `query` recorded while `statements.sql` is an array (the round-cost test). */
function countingDatabase(database: Database, statements: { sql: string[] | null }): Database {
  return new Proxy(database, {
    get(target, prop) {
      if (prop === 'query') {
        return (text: QueryText, params?: unknown[]) => {
          const sql = typeof text === 'string' ? text : text.text;
          statements.sql?.push(sql.replace(/\s+/g, ' ').trim());
          return target.query(text, params);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The crash room's clock and where its live changes go; by default its loop never runs by itself. */
export interface StudioTestOptions {
  now?: () => Date;
  pubsub?: PubSub;
  crash?: CrashRoomOptions;
}

export async function createStudioTestApp(options: StudioTestOptions = {}): Promise<StudioTestApp> {
  const statements: { sql: string[] | null } = { sql: null };
  const database = countingDatabase(await createTestDatabase(), statements);
  const webDist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  mkdirSync(join(webDist, 'studio', 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'studio', 'index.html'), STUDIO_INDEX_HTML);
  writeFileSync(join(webDist, 'studio', 'assets', 'game-abc123.js'), 'console.log("studio")');

  const walletCalls: string[] = [];
  const failing: { path: string | null } = { path: null };
  const app = Fastify({ logger: false, onProtoPoisoning: 'error', onConstructorPoisoning: 'error' });
  const transport: WalletTransport = {
    async post(path, rawBody, headers) {
      walletCalls.push(path.slice(path.indexOf(STUDIO_PROVIDER_ID) + STUDIO_PROVIDER_ID.length));
      if (failing.path && path.endsWith(failing.path)) throw new Error('connection refused');
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: rawBody,
      });
      return { status: res.statusCode, body: res.json() };
    },
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodies(app);
  registerTextInputGuard(app);
  await app.register(casinoPlugin, {
    database,
    providers: [{ id: STUDIO_PROVIDER_ID, name: 'Studio', secret: TEST_CASINO_SECRET, adapter: createStudioAdapter() }],
  });
  const studio = {
    database,
    transport,
    secret: TEST_CASINO_SECRET,
    webDist,
    winRetryMs: 0,
    now: options.now,
    pubsub: options.pubsub,
    crash: { tickMs: 0, ...options.crash },
  };
  await app.register(casinoStudioPlugin, studio);
  await app.ready();
  const post = (path: string, bearer: string | null, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload,
    });

  return {
    app,
    database,
    walletCalls,
    failing,
    statements,
    seedPlayer: (cash, game) => seedStudioPlayer(database, cash, game),
    async cash(session) {
      const [row] = await database.query<{ balance: unknown }>(
        `select balance from ledger_accounts where id = ledger_player_account($1, $2, 'player_cash')`,
        [session.userId, session.currencyId],
      );
      return asNumber(row?.balance ?? 0);
    },
    async realSession(session, game = session.gameId.split(':')[1]) {
      const res = await post('/studio-api/v1/sessions', null, {
        token: session.token,
        user: String(session.userId),
        game,
      });
      if (res.statusCode !== 200) throw new Error(`session refused: ${res.statusCode} ${res.body}`);
      return res.json<StudioSessionAnswer>();
    },
    async demoSession(currency = 'EUR') {
      const res = await post('/studio-api/v1/sessions', null, { demo: true, currency });
      if (res.statusCode !== 200) throw new Error(`demo session refused: ${res.statusCode} ${res.body}`);
      return res.json<StudioSessionAnswer>();
    },
    post,
    get: (path) => app.inject({ method: 'GET', url: path }),
    retryWins: () =>
      retryPendingWins({ database, wallet: createWalletClient(transport, TEST_CASINO_SECRET), now: () => new Date() }),
    context: () => ({
      database,
      wallet: createWalletClient(transport, TEST_CASINO_SECRET),
      now: options.now ?? (() => new Date()),
    }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A EUR player of the fairline brand with `cash` minor units and a real-money game session of `game`. */
export async function seedStudioPlayer(
  database: Database,
  cash: number,
  game = `${STUDIO_PROVIDER_ID}:dice`,
): Promise<GameSession> {
  const [brand] = await database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);
  const [row] = await database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email)
     values ($1, 'de', $2, 'full_reg', $3) returning id`,
    [brand?.id, CurrencyId.EUR, `studio${Math.random().toString(36).slice(2)}@example.com`],
  );
  const userId = asNumber(row?.id);
  if (cash > 0) {
    const [account] = await database.query<{ id: unknown }>(
      `select ledger_player_account($1, $2, 'player_cash') as id`,
      [userId, CurrencyId.EUR],
    );
    await postTransaction(database, {
      kind: 'deposit',
      idempotencyKey: `studio-test-deposit:${userId}`,
      legs: [
        { accountId: asNumber(account?.id), amount: cash },
        { accountId: await systemAccountId(database, 'payment_clearing', CurrencyId.EUR), amount: -cash },
      ],
    });
  }
  return createGameSession(database, {
    providerId: STUDIO_PROVIDER_ID,
    gameId: game,
    userId,
    currencyId: CurrencyId.EUR,
    brandId: brand?.id ?? 1,
    now: new Date(),
  });
}
