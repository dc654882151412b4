// Bets for the IDOR cases on the real app: money through the sandbox provider, coupons on the
// engine's line (the test app runs a manual clock, so the offer stands still).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testConfig } from '../../src/config/env';
import { findOffer, wireEvent } from '../../src/features/coupon/coupon.testing';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../../src/features/payments/payments.testing';
import type { Database } from '../../src/infra/db';
import type { LoggedInUser } from './security-users';

export const LIVEBET = '/service-api/LiveBet';

/** A request of the suite as `user` (POST unless told). */
export type Call = (
  user: Pick<LoggedInUser, 'headers'>,
  url: string,
  payload?: object,
  method?: 'GET' | 'POST',
) => Promise<LightMyRequestResponse>;

/** Credits the user's RUB account through the sandbox provider: a deposit and its signed callback. */
export async function fund(app: FastifyInstance, call: Call, user: LoggedInUser, minor: number): Promise<void> {
  const started = await call(user, '/web-api/payments/deposit', { amount: (minor / 100).toFixed(2), currency_id: 1 });
  if (started.statusCode !== 200) throw new Error(`deposit refused: ${started.body}`);
  const { deposit_id } = started.json<{ deposit_id: string }>();
  const raw = JSON.stringify({
    provider_tx_id: `sbx_security_${deposit_id.slice(-12)}`,
    deposit_id,
    status: 'succeeded',
    amount: minor,
    currency: 'RUB',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signCallback(testConfig().PAYMENTS_SANDBOX_SECRET, timestamp, raw),
    },
    payload: raw,
  });
  if (res.statusCode !== 200) throw new Error(`deposit callback refused: ${res.body}`);
}

let skip = 0;

/** A coupon body of a single on a line game no other call of this suite bets on, and its outcome. */
export function singleCoupon(app: FastifyInstance) {
  const { game, outcome } = findOffer(app.trading.engine, app.trading.clock.now(), 'line', { skip: skip++ });
  const body = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, betGuid: crypto.randomUUID() };
  return { body, outcome };
}

/** Places a coupon (MakeBetWeb, or MakeBetBidWeb for an auto bet) and answers the bet id. */
export async function placeBet(
  call: Call,
  user: LoggedInUser,
  body: object,
  url = `${LIVEBET}/Secure/MakeBetWeb`,
): Promise<number> {
  const res = await call(user, url, body);
  const answer = res.json<{ Success: boolean; Error: string; Value: { Id: number } }>();
  if (res.statusCode !== 200 || !answer.Success) throw new Error(`bet refused: ${res.statusCode} ${res.body}`);
  return answer.Value.Id;
}

/** Owner, status and stake of a bet as stored. */
export async function storedBet(database: Database, betId: number) {
  const [row] = await database.query<{ user_id: unknown; status: string; stake: unknown }>(
    'select user_id, status, stake from bets where id = $1',
    [betId],
  );
  return row ? { userId: Number(row.user_id), status: row.status, stake: Number(row.stake) } : undefined;
}

/** Every bet of a user, oldest first. */
export async function betIdsOf(database: Database, userId: number): Promise<number[]> {
  const rows = await database.query<{ id: unknown }>('select id from bets where user_id = $1 order by id', [userId]);
  return rows.map((r) => Number(r.id));
}
