// The whole app on a fresh database with a test provider plugged in beside our studio: its adapter
// lists four games (one per category), its wallet callbacks are signed with its own secret, and the
// demo brand Fairline offers it. Players sign in by a session of their own.
import type { SiteConfigInput } from '@fairline/shared/config';
import {
  CASINO_SIGNATURE_HEADER,
  CASINO_TIMESTAMP_HEADER,
  type CasinoWalletAnswer,
} from '@fairline/shared/wire/casino-wallet';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { testConfig } from '../../config/env';
import { signPayload } from '../../infra/signed-callback';
import { asNumber } from '../../infra/sql-values';
import { CSRF_HEADER, CSRF_HEADER_VALUE, createSession, SESSION_COOKIE } from '../auth/auth.service';
import { ensureAccounts, postTransaction, systemAccountId } from '../wallet/wallet.service';
import type { CasinoProvider, ProviderAdapter } from './providers';
import { WALLET_PREFIX } from './wallet.routes';

export const TEST_PROVIDER = 'test-games';
export const TEST_PROVIDER_SECRET = 'test-games-callback-secret';
export const TEST_ORIGIN = 'https://games.example.test';
/** EUR (the lookups' id) and KZT, Fairline's registration currency. */
export const EUR = 12;

/** A provider's adapter as a third party would write it: a fixed list, launch URLs on its own origin. */
export const testAdapter: ProviderAdapter = {
  games: () => [
    { slug: 'lucky-reels', name: 'Lucky Reels', category: 'slots', rtp: 0.961, hasDemo: true, artUrl: '/a/lucky.svg' },
    { slug: 'wheel', name: 'Big Wheel', category: 'table', rtp: 0.973, hasDemo: true, artUrl: '/a/wheel.svg' },
    { slug: 'rocket', name: 'Rocket', category: 'crash', rtp: 0.97, hasDemo: false, artUrl: '/a/rocket.svg' },
    { slug: 'dice', name: 'Dice', category: 'instant', rtp: 0.99, hasDemo: true, artUrl: '/a/dice.svg' },
  ],
  launchUrl: (r) =>
    r.mode === 'demo'
      ? `${TEST_ORIGIN}/play/${r.gameSlug}?mode=demo&lang=${r.lang}&currency=${r.currency}`
      : `${TEST_ORIGIN}/play/${r.gameSlug}?token=${r.token}&user=${r.userId}&lang=${r.lang}`,
  frameOrigin: TEST_ORIGIN,
  roundDetailsUrl: (round) => `${TEST_ORIGIN}/rounds/${encodeURIComponent(round)}`,
};

export const testProvider: CasinoProvider = {
  id: TEST_PROVIDER,
  name: 'Test Games',
  secret: TEST_PROVIDER_SECRET,
  adapter: testAdapter,
};

export interface LobbyPlayer {
  id: number;
  sessionId: string;
  headers: Record<string, string>;
}

type CasinoGroup = NonNullable<SiteConfigInput['thirdPartyCasino']>;

export interface LobbyTestApp extends TestApp {
  /** A signed-in Fairline player holding `cash` minor units of EUR (their active currency). */
  seedPlayer(cash?: number): Promise<LobbyPlayer>;
  /** A request as the player's browser sends it (session cookie and the CSRF header). */
  request(player: LobbyPlayer | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** A wallet callback signed by the test provider. */
  callback(path: string, body: object): Promise<CasinoWalletAnswer>;
  /** The player's EUR cash (minor units). */
  cash(player: LobbyPlayer): Promise<number>;
}

let seq = 0;

/**
 * The app with Fairline's `thirdPartyCasino` group offering the test provider, and the country rows
 * given (`x-geo-country` picks one; the seed's own `us` row switches the casino off). The rows are
 * written before the app starts, so no configuration cache stands in the way.
 */
export async function createLobbyTestApp(countries: Record<string, CasinoGroup> = {}): Promise<LobbyTestApp> {
  const database = await createTestDatabase();
  const [brand] = await database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);
  const rows: [string, CasinoGroup][] = [
    ['*', { isEnabled: true, providers: [TEST_PROVIDER] }],
    ...Object.entries(countries),
  ];
  for (const [country, group] of rows) {
    await database.query(
      `insert into site_configs (brand_id, country, config) values ($1, $2, jsonb_build_object('thirdPartyCasino', $3::jsonb))
       on conflict (brand_id, country) do update
         set config = site_configs.config || jsonb_build_object('thirdPartyCasino', $3::jsonb)`,
      [brand?.id, country, JSON.stringify(group)],
    );
  }
  const app = await buildApp(testConfig({ WEB_DIST: '/nonexistent' }), { database, casinoProviders: [testProvider] });
  await app.ready();

  return {
    app,
    database,
    async seedPlayer(cash = 0) {
      seq += 1;
      const [row] = await database.query<{ id: unknown }>(
        `insert into users (brand_id, email, password_hash, country, currency_id, registration_type)
         values ($1, $2, 'x', 'de', $3, 'full_reg') returning id`,
        [brand?.id, `lobby${process.pid}x${seq}x${Math.floor(Math.random() * 1e6)}@example.com`, EUR],
      );
      const id = asNumber(row?.id);
      await ensureAccounts(database, id);
      if (cash > 0) {
        const [account] = await database.query<{ id: unknown }>(
          `select ledger_player_account($1, $2, 'player_cash') as id`,
          [id, EUR],
        );
        await postTransaction(database, {
          kind: 'deposit',
          idempotencyKey: `lobby-test-deposit:${id}`,
          legs: [
            { accountId: asNumber(account?.id), amount: cash },
            { accountId: await systemAccountId(database, 'payment_clearing', EUR), amount: -cash },
          ],
        });
      }
      const session = await createSession(database, { userId: id });
      return {
        id,
        sessionId: session.sessionId,
        headers: { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      };
    },
    request: (player, opts) =>
      app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(player?.headers ?? {}) } }),
    async callback(path, body) {
      const raw = JSON.stringify(body);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const res = await app.inject({
        method: 'POST',
        url: `${WALLET_PREFIX}/${TEST_PROVIDER}${path}`,
        headers: {
          'content-type': 'application/json',
          [CASINO_TIMESTAMP_HEADER]: timestamp,
          [CASINO_SIGNATURE_HEADER]: signPayload(TEST_PROVIDER_SECRET, timestamp, raw),
        },
        payload: raw,
      });
      return res.json<CasinoWalletAnswer>();
    },
    async cash(player) {
      const [row] = await database.query<{ balance: unknown }>(
        `select balance from ledger_accounts where owner_id = $1 and currency_id = $2 and kind = 'player_cash'`,
        [player.id, EUR],
      );
      return asNumber(row?.balance ?? 0);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
