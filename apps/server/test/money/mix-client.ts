// The money-mix test's view of the real app: players made straight in the database (e-mail verified;
// the test has each pass identity verification through the API before it withdraws), and every money move sent through the HTTP API as a client would send it.
import type { SandboxCallbackBody } from '@fairline/shared/wire/payment-provider';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, createSession, SESSION_COOKIE } from '../../src/features/auth/auth.service';
import { findOffer, wireEvent } from '../../src/features/coupon/coupon.testing';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../../src/features/payments/payments.testing';
import type { Database } from '../../src/infra/db';

export const SECURE = '/service-api/LiveBet/Secure';
export const USD = 10;

export interface MixUser {
  id: number;
  headers: Record<string, string>;
  cashAccountId: number;
}

/** An active, e-mail-verified USD player with a session (cookie and CSRF header). */
export async function createMixUser(database: Database, tag: string): Promise<MixUser> {
  const [row] = await database.query<{ id: unknown }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values ((select id from brands where slug = 'fairline'), 'kz', $1, 'full_reg', $2, now()) returning id`,
    [USD, `mix-${tag}@example.com`],
  );
  const id = Number(row?.id);
  await database.query('select wallet_ensure_accounts($1)', [id]);
  const [cash] = await database.query<{ id: unknown }>(
    `select id from ledger_accounts where owner_id = $1 and kind = 'player_cash' and currency_id = $2`,
    [id, USD],
  );
  const { token } = await createSession(database, { userId: id });
  return {
    id,
    cashAccountId: Number(cash?.id),
    headers: { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
  };
}

/** A POST as the user (or anonymous, or with the given headers). */
export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** The sandbox provider's callback, signed with the secret over the exact bytes sent. */
export function providerCallback(
  app: FastifyInstance,
  secret: string,
  body: SandboxCallbackBody,
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signCallback(secret, timestamp, raw),
    },
    payload: raw,
  });
}

export interface CouponRequest {
  Events: ReturnType<typeof wireEvent>[];
  Vid: number;
  Summ: number;
  ExpressNum?: number;
  CheckCf: number;
  betGuid: string;
}

/**
 * A coupon on `legs` consecutive line games of the offer starting at position `from`: a single
 * (vid 0), an express (vid 1) or a system k of n (vid 2).
 */
export function lineCoupon(
  app: FastifyInstance,
  shape: { vid: number; legs: number; k?: number },
  from: number,
  summ: number,
  betGuid: string,
  checkCf: number,
): CouponRequest {
  const now = app.trading.clock.now();
  const events = Array.from({ length: shape.legs }, (_, i) => {
    const { game, outcome } = findOffer(app.trading.engine, now, 'line', { skip: from + i });
    return wireEvent(game, outcome);
  });
  return {
    Events: events,
    Vid: shape.vid,
    Summ: summ,
    ...(shape.k === undefined ? {} : { ExpressNum: shape.k }),
    CheckCf: checkCf,
    betGuid,
  };
}

/** Balances of a user's accounts by kind (minor units). */
export async function balancesOf(database: Database, userId: number): Promise<Record<string, number>> {
  const rows = await database.query<{ kind: string; balance: unknown }>(
    'select kind, balance from ledger_accounts where owner_id = $1 and currency_id = $2',
    [userId, USD],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance)]));
}

/** Major units of an answer (a decimal) as minor units, without float noise. */
export const toMinor = (major: unknown) => Math.round(Number(major) * 100);
