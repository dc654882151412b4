// A free bet as the coupon's stake (issue 22, ADR 0071): the spec's bet option bonusId names one of the
// player's free bets. Before any money moves the coupon is checked against the token's rules (the shared
// rule the slip shows too): its amount is the stake, no auto bet, advance, VIP request or promo code, and
// the kind, sports, markets and odds it allows. place_free_bet then takes the token under its row lock
// (owner, unused, unexpired, currency, amount: FL425) and funds the stake from the house's bonus_cost.
import { type FreeBetRules, type FreeBetUnfit, freeBetUnfit } from '@fairline/shared/bonus/free-bet-rules';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { MakeBetAnswer } from '@fairline/shared/wire/bets';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { type Database, namedStatement } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { BetCall, PlacedRow } from './bet-batcher';
import { refusal } from './coupon-answer';
import type { PricedCoupon } from './pricing';

const PLACE_FREE_BET = namedStatement(
  'place_free_bet',
  `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at
   from place_free_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
);

/** A free bet as placement reads it (the player's own only). */
interface Token {
  amount: number;
  currencyId: number;
  status: string;
  rules: FreeBetRules;
  expiresAt: Date;
}

async function tokenOf(database: Pick<Database, 'query'>, id: number, userId: number): Promise<Token | undefined> {
  const [row] = await database.query<Record<string, unknown>>(
    'select amount, currency_id, status, rules, expires_at from free_bets where id = $1 and user_id = $2',
    [id, userId],
  );
  if (!row) return undefined;
  return {
    amount: asNumber(row.amount),
    currencyId: Number(row.currency_id),
    status: String(row.status),
    rules: row.rules as FreeBetRules,
    expiresAt: new Date(row.expires_at as string),
  };
}

const REASONS: Record<FreeBetUnfit | 'notFound' | 'used' | 'currency' | 'options', string> = {
  notFound: 'There is no such free bet on this account',
  used: 'This free bet was used already',
  expired: 'This free bet has expired',
  currency: 'This free bet is in another currency',
  kind: 'This free bet cannot be used on this bet type',
  sport: 'This free bet cannot be used on this sport',
  market: 'This free bet cannot be used on this market (pre-match or live)',
  minOdds: 'The odds are below the free bet’s minimum',
  empty: 'The coupon has no selections',
  options: 'A free bet is placed as it is: no auto bet, advance or promo code',
};

const unusable = (why: keyof typeof REASONS) => refusal(REASONS[why], CouponErrorCode.freeBetUnusable);

/** Why the named free bet cannot stake this priced coupon (a refusal to answer), or undefined when it can. */
export async function freeBetRefusal(
  database: Pick<Database, 'query'>,
  q: { freeBetId: number; userId: number; priced: PricedCoupon; currencyId: number; now: Date; plain: boolean },
): Promise<MakeBetAnswer | undefined> {
  if (!q.plain) return unusable('options');
  const token = await tokenOf(database, q.freeBetId, q.userId);
  if (!token) return unusable('notFound');
  if (token.status !== 'active') return unusable('used');
  if (token.currencyId !== q.currencyId) return unusable('currency');
  const { priced } = q;
  const unfit = freeBetUnfit(
    token.rules,
    {
      vid: priced.shape.vid,
      legs: priced.events.map((e) => ({
        odds: Math.round(e.coef * 1000),
        sportId: e.game?.sportId ?? 0,
        live: e.kind === 'live',
      })),
    },
    token.expiresAt,
    q.now,
  );
  if (unfit) return unusable(unfit);
  if ((priced.stake ?? 0) !== token.amount) {
    const amount = fromMinor(minor(token.amount), priced.digits).toFixed(priced.digits);
    return refusal(`The stake of this free bet is its amount, ${amount}`, CouponErrorCode.freeBetUnusable);
  }
  if (token.amount > priced.totals.maxStake) {
    return refusal('The free bet is above the maximum stake of this coupon', CouponErrorCode.stakeOutOfLimits);
  }
  return undefined;
}

/** One bet staked with a free bet (place_free_bet): the token used once, the stake funded by the house. */
export async function placeFreeBet(
  database: Pick<Database, 'query'>,
  c: BetCall,
  freeBetId: number,
): Promise<PlacedRow> {
  const rows = await database.query(PLACE_FREE_BET, [
    c.userId,
    c.guid,
    c.hash,
    c.stake,
    c.bet,
    c.legs,
    c.answer,
    c.now,
    c.sessionId,
    freeBetId,
  ]);
  const row = rows[0];
  if (!row) throw new Error('place_free_bet returned no row');
  return row;
}

/** place_free_bet's refusal of the token (FL425, its detail the reason), as the coupon answers it. */
export function freeBetMoveRefusal(err: unknown): MakeBetAnswer | undefined {
  const e = err as { code?: unknown; detail?: unknown } | null;
  if (e?.code !== 'FL425') return undefined;
  const detail = String(e.detail ?? '');
  if (detail === 'amount') return refusal('The stake of a free bet is its amount', CouponErrorCode.freeBetUnusable);
  return unusable(detail in REASONS ? (detail as keyof typeof REASONS) : 'used');
}
