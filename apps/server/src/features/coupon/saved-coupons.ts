// SaveCoupon / GetCoupon: a coupon stored under a short code, re-priced when fetched with what
// changed since saving.
import { randomInt } from 'node:crypto';
import type { SavedCouponAnswer } from '@fairline/shared/wire/coupon';
import type { CouponRequest } from '@fairline/shared/wire/coupon-request';
import type { Database } from '../../infra/db';
import { couponAnswer } from './coupon-answer';
import type { PricedCoupon, Pricing } from './pricing';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Stores the coupon and its prices now; answers the code. */
export async function saveCoupon(
  database: Pick<Database, 'query'>,
  body: CouponRequest,
  priced: PricedCoupon,
): Promise<string> {
  const saved = priced.events.map((e) => ({ coef: e.coef, block: e.block }));
  for (;;) {
    const code = newCode();
    const rows = await database.query(
      'insert into saved_coupons (code, body, priced) values ($1, $2, $3) on conflict (code) do nothing returning code',
      [code, JSON.stringify(body), JSON.stringify(saved)],
    );
    if (rows.length > 0) return code;
  }
}

/** The saved coupon's body and its prices when saved, or undefined for an unknown code. */
export async function loadCoupon(
  database: Pick<Database, 'query'>,
  code: string,
): Promise<{ body: CouponRequest; saved: { coef: number; block: boolean }[] } | undefined> {
  const [row] = await database.query<{ body: CouponRequest; priced: { coef: number; block: boolean }[] }>(
    'select body, priced from saved_coupons where code = $1',
    [code.trim().toUpperCase()],
  );
  return row ? { body: row.body, saved: row.priced } : undefined;
}

/**
 * GetCoupon's Value: the coupon re-priced, each event with its saved and current odds and its game's
 * const id (the same match in line and live), and a multi-bet's bankers as SaveCoupon took them.
 */
export function savedCouponAnswer(
  code: string,
  pricing: Pricing,
  saved: { coef: number; block: boolean }[],
): SavedCouponAnswer | undefined {
  if (!pricing.ok) return undefined;
  const { priced } = pricing;
  const answer = couponAnswer(priced);
  const events = answer.Events.map((e, i) => {
    const then = saved[i];
    return {
      ...e,
      ConstId: priced.events[i]?.game?.constId ?? e.GameId,
      CoefSaved: then?.coef ?? 0,
      Changed: then ? then.coef !== e.Coef || then.block !== e.Block : true,
    };
  });
  const bankers = [...priced.shape.banker].sort((a, b) => a - b);
  return { ...answer, Guid: code, Events: events, WithLobby: bankers.length > 0, EventsIndexes: bankers };
}
