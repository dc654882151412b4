// A small app with the casino wallet on a fresh database, and a provider that signs its callbacks.
import {
  CASINO_SIGNATURE_HEADER,
  CASINO_TIMESTAMP_HEADER,
  type CasinoWalletAnswer,
} from '@fairline/shared/wire/casino-wallet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestDatabase } from '../../../test/test-app';
import type { Database } from '../../infra/db';
import { signPayload } from '../../infra/signed-callback';
import { asNumber } from '../../infra/sql-values';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerJsonBodies } from '../../plugins/json-body';
import { registerTextInputGuard } from '../../plugins/text-input';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { createGameSession, type GameSession } from './game-sessions';
import { casinoPlugin } from './index';
import { STUDIO_PROVIDER_ID } from './providers';
import { WALLET_PREFIX } from './wallet.routes';

export const TEST_CASINO_SECRET = 'casino-secret-for-wallet-tests';
export const EUR = 12;

export interface CasinoTestApp {
  app: FastifyInstance;
  database: Database;
  /** The clock game sessions expire by; tests move it. */
  clock: { now: Date };
  /** A player with `cash` minor units of EUR and a real-money session of `game`. */
  seedPlayer(cash: number, game?: string): Promise<GameSession>;
  /** A callback signed by the studio (or as told), answered with its HTTP status and body. */
  call(
    path: string,
    body: object | string,
    opts?: { secret?: string; timestamp?: string; provider?: string },
  ): Promise<{ http: number; body: CasinoWalletAnswer }>;
  /** The player's cash (minor units) in the session's currency. */
  cash(session: GameSession): Promise<number>;
  close(): Promise<void>;
}

export async function createCasinoTestApp(): Promise<CasinoTestApp> {
  const database = await createTestDatabase();
  const clock = { now: new Date() };
  const app = Fastify({ logger: false, onProtoPoisoning: 'error', onConstructorPoisoning: 'error' });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodies(app);
  registerTextInputGuard(app);
  await app.register(casinoPlugin, {
    database,
    providers: [{ id: STUDIO_PROVIDER_ID, name: 'Studio', secret: TEST_CASINO_SECRET }],
    now: () => clock.now,
  });
  await app.ready();
  const [brand] = await database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);

  return {
    app,
    database,
    clock,
    async seedPlayer(cash, game = 'fairline-studio:dice') {
      const [row] = await database.query<{ id: unknown }>(
        `insert into users (brand_id, country, currency_id, registration_type, email)
         values ($1, 'de', $2, 'full_reg', $3) returning id`,
        [brand?.id, EUR, `casino${Math.random().toString(36).slice(2)}@example.com`],
      );
      const userId = asNumber(row?.id);
      if (cash > 0) {
        const [account] = await database.query<{ id: unknown }>(
          `select ledger_player_account($1, $2, 'player_cash') as id`,
          [userId, EUR],
        );
        await postTransaction(database, {
          kind: 'deposit',
          idempotencyKey: `casino-test-deposit:${userId}`,
          legs: [
            { accountId: asNumber(account?.id), amount: cash },
            { accountId: await systemAccountId(database, 'payment_clearing', EUR), amount: -cash },
          ],
        });
      }
      return createGameSession(database, {
        providerId: STUDIO_PROVIDER_ID,
        gameId: game,
        userId,
        currencyId: EUR,
        brandId: brand?.id ?? 1,
        now: clock.now,
      });
    },
    async call(path, body, opts = {}) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const timestamp = opts.timestamp ?? String(Math.floor(Date.now() / 1000));
      const res = await app.inject({
        method: 'POST',
        url: `${WALLET_PREFIX}/${opts.provider ?? STUDIO_PROVIDER_ID}${path}`,
        headers: {
          'content-type': 'application/json',
          [CASINO_TIMESTAMP_HEADER]: timestamp,
          [CASINO_SIGNATURE_HEADER]: signPayload(opts.secret ?? TEST_CASINO_SECRET, timestamp, raw),
        },
        payload: raw,
      });
      return { http: res.statusCode, body: res.json<CasinoWalletAnswer>() };
    },
    async cash(session) {
      const [row] = await database.query<{ balance: unknown }>(
        `select balance from ledger_accounts where id = ledger_player_account($1, $2, 'player_cash')`,
        [session.userId, session.currencyId],
      );
      return asNumber(row?.balance ?? 0);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Grants the session's player the demo free-spins campaign's spins (ADR 0064); answers the reward's id. */
export async function grantFreeSpins(
  t: Pick<CasinoTestApp, 'database' | 'clock'>,
  s: GameSession,
  opts: { casinoWeight?: number; spins?: number } = {},
): Promise<string> {
  const rules = { multiplier: 5, minOddsSingle: 1000, minOddsLeg: 1000, minOddsExpress: 1000 };
  const [row] = await t.database.query<{ r_bonus_id: unknown }>(
    `select r_bonus_id from bonus_freespins_grant($1, (select id from bonus_campaigns where code = 'FREESPINS_ORCHARD'),
       $2, $3, 100, $4, $5, $6)`,
    [
      s.userId,
      `test:${s.token}`,
      s.currencyId,
      JSON.stringify({ ...rules, sportWeight: 0, casinoWeight: opts.casinoWeight ?? 100, maxBet: 500 }),
      new Date(t.clock.now.getTime() + 86_400_000),
      t.clock.now,
    ],
  );
  const [reward] = await t.database.query<{ reward_uuid: string }>(
    'update bonus_free_spins set spins_total = coalesce($2, spins_total) where bonus_id = $1 returning reward_uuid',
    [row?.r_bonus_id, opts.spins ?? null],
  );
  return reward?.reward_uuid ?? '';
}

let seq = 0;
/** A fresh transaction or request id. */
export const uuid = (prefix = 'tx') => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** The common fields of a callback for a session. */
export function callbackBase(session: GameSession) {
  return { request_uuid: uuid('req'), user: String(session.userId), token: session.token, game_code: session.gameId };
}
