import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asNumber } from '../../infra/sql-values';
import { hashPassword, SESSION_COOKIE } from '../auth/auth.service';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { postTransaction, systemAccountId } from '../wallet/wallet.service';
import { useRgClock } from './rg-clock';

export const RG = '/web-api/api/web/user/v1';
const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
const PASSWORD = 'correct horse battery';

export interface RgPlayer {
  id: number;
  email: string;
  headers: Record<string, string>;
}

export interface RgTestApp extends TestApp {
  /** The protection clock the tests move (the bets keep the wall clock's stamps). */
  clock: { now: Date };
  advance(ms: number): void;
  /** A USD player with `balance` minor units of cash, logged in by password. */
  seedPlayer(balance?: number): Promise<RgPlayer>;
  login(player: Pick<RgPlayer, 'email'>): Promise<LightMyRequestResponse>;
  /** A line single of `summ` dollars through MakeBetWeb; answers the envelope. */
  bet(player: RgPlayer, summ: number): Promise<{ Success: boolean; Error: string; ErrorCode: number }>;
  get(player: RgPlayer, path: string): Promise<LightMyRequestResponse>;
  put(player: RgPlayer, path: string, attributes: object): Promise<LightMyRequestResponse>;
}

let seq = 0;

/** The whole app on a fresh database, its protection clock under the test's hand. */
export async function createRgTestApp(): Promise<RgTestApp> {
  const t = await createTestApp();
  const clock = { now: new Date() };
  useRgClock(t.database, () => clock.now);
  const [brand] = await t.database.query<{ id: number }>(`select id from brands where slug = 'fairline'`);
  const passwordHash = await hashPassword(PASSWORD);

  const login = (player: Pick<RgPlayer, 'email'>) =>
    t.app.inject({ method: 'POST', url: '/web-api/user/auth', payload: { login: player.email, password: PASSWORD } });

  return {
    ...t,
    clock,
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    login,
    async seedPlayer(balance = 100_00) {
      seq += 1;
      const email = `rg${process.pid}x${seq}x${Math.floor(Math.random() * 1e6)}@example.com`;
      const [row] = await t.database.query<{ id: unknown }>(
        `insert into users (brand_id, email, password_hash, country, currency_id, registration_type, email_verified_at)
         values ($1, $2, $3, 'kz', 10, 'full_reg', now()) returning id`,
        [brand?.id, email, passwordHash],
      );
      const id = asNumber(row?.id);
      await t.database.query('select wallet_ensure_accounts($1)', [id]);
      const [cash] = await t.database.query<{ id: unknown }>(
        `select id from ledger_accounts where owner_id = $1 and kind = 'player_cash' and currency_id = 10`,
        [id],
      );
      await postTransaction(t.database, {
        kind: 'deposit',
        idempotencyKey: `rg-funding:${id}`,
        legs: [
          { accountId: await systemAccountId(t.database, 'payment_clearing', 10), amount: -balance },
          { accountId: asNumber(cash?.id), amount: balance },
        ],
      });
      const res = await login({ email });
      const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
      if (!token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return { id, email, headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-requested-with': 'fetch' } };
    },
    async bet(player, summ) {
      const { engine, clock: sim } = t.app.trading;
      const { game, outcome } = findOffer(engine, sim.now(), 'line');
      const payload = {
        Events: [wireEvent(game, outcome)],
        Vid: 0,
        Summ: summ,
        CheckCf: 2,
        betGuid: crypto.randomUUID(),
      };
      const res = await t.app.inject({ method: 'POST', url: MAKE, headers: player.headers, payload });
      return res.json();
    },
    get: (player, path) => t.app.inject({ method: 'GET', url: `${RG}/${path}`, headers: player.headers }),
    put: (player, path, attributes) =>
      t.app.inject({
        method: 'PUT',
        url: `${RG}/${path}`,
        headers: player.headers,
        payload: { data: { attributes } },
      }),
  };
}
