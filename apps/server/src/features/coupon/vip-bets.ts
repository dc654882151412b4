// VIP bet requests (docs/decisions/0015-bet-options-and-vip-expiry.md): a stake above the maximum,
// where the brand allows it, goes to the operator instead of being refused. The request holds its
// stake (open stakes) until the back office decides it or it expires; an expired request gives the
// stake back exactly once (vip_bet_release claims the awaiting row) and the player hears of it on
// their channel and sees it in their bets.
import { isVipBetAllowed } from '@fairline/shared/config';
import { countryByIso } from '@fairline/shared/lookups/countries';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { VipBetItem, VipBetStatus } from '@fairline/shared/wire/vip-bets';
import type { Database } from '../../infra/db';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { asNumber } from '../../infra/sql-values';
import type { ResolvedSite } from '../config/config.service';
import { envelope } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import type { CouponInput } from './coupon-input';

/** VIP bets (a stake above the maximum sent to the operator): on a VIP domain for all, else per country. */
export function isVipAllowed(site: ResolvedSite, userCountryIso: string | undefined): boolean {
  const countryId = userCountryIso ? countryByIso(userCountryIso)?.id : undefined;
  return isVipBetAllowed(site.settings, countryId);
}

/** A request as placing priced it. */
export interface VipRequestInput {
  userId: number;
  guid: string;
  hash: string;
  source: 'player_cash' | 'player_bonus';
  /** Minor units of `currencyId`, the active currency the coupon was priced in. */
  stake: number;
  currencyId: number;
  coupon: CouponInput;
  /** Each selection's odds in thousandths as priced for this request: the prices an approval places at. */
  odds: number[];
  sessionId: string | null;
}

type RequestRow = {
  r_id: unknown;
  r_replayed: boolean;
  r_status: VipBetStatus;
  r_expires_at: unknown;
  r_balance: unknown;
};

/**
 * Records the request and holds its stake in one statement (vip_bet_request), once per betGuid; a
 * replay answers the request as it stands now. Throws the statement's refusals (FL401/402/403/409/412)
 * for the caller to answer as it answers a bet's.
 */
export async function requestVipBet(ctx: CouponContext, req: VipRequestInput) {
  const at = ctx.clock.now();
  const [row] = await ctx.database.query<RequestRow>(
    `select r_id, r_replayed, r_status, r_expires_at, r_balance
     from vip_bet_request($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      req.userId,
      req.guid,
      req.hash,
      req.source,
      req.stake,
      req.currencyId,
      JSON.stringify({ ...req.coupon, askedOdds: req.odds }),
      new Date(at),
      new Date(at + ctx.settings.vipBetTimeoutMs),
      ctx.now(),
      req.sessionId,
    ],
  );
  if (!row) throw new Error('vip_bet_request answered no row');
  const id = asNumber(row.r_id);
  const balance = row.r_balance === null ? null : asNumber(row.r_balance);
  if (!row.r_replayed) {
    await publishToUser(ctx.pubsub, req.userId, [
      { t: 'vip', requestId: id, status: 'awaiting', stake: req.stake, currencyId: req.currencyId },
      ...(balance === null ? [] : [{ t: 'balance' as const, accountId: 0, balance }]),
    ]);
  }
  const digits = currencyById(req.currencyId)?.minorDigits ?? 2;
  const expiresAt = new Date(row.r_expires_at as string | Date);
  return envelope(
    {
      Id: 0,
      Balance: balance === null ? 0 : fromMinor(minor(balance), digits),
      VipBet: {
        Id: id,
        Status: row.r_status,
        Summ: fromMinor(minor(req.stake), digits),
        ExpiresAt: Math.floor(expiresAt.getTime() / 1000),
      },
      FailInfo: null,
    },
    { Guid: req.guid },
  );
}

type ReleaseRow = { r_user: unknown; r_account: unknown; r_balance: unknown; r_stake: unknown; r_currency: unknown };

/**
 * Ends an awaiting request without a bet and gives its stake back: 'expired' (only once it is due,
 * the sweep) or 'declined' (the back office). True when this call ended it; false when it was no
 * longer awaiting (a racing sweep or decision ended it first, and released the stake then).
 */
export async function releaseVipBet(ctx: CouponContext, id: number, status: 'expired' | 'declined'): Promise<boolean> {
  const [row] = await ctx.database.query<ReleaseRow>(
    'select r_user, r_account, r_balance, r_stake, r_currency from vip_bet_release($1, $2, $3, $4)',
    [id, status, new Date(ctx.clock.now()), ctx.now()],
  );
  if (!row) return false;
  await publishToUser(ctx.pubsub, asNumber(row.r_user), [
    {
      t: 'vip',
      requestId: id,
      status,
      stake: asNumber(row.r_stake),
      currencyId: row.r_currency === null ? 0 : Number(row.r_currency),
    },
    ...(row.r_account === null
      ? []
      : [{ t: 'balance' as const, accountId: asNumber(row.r_account), balance: asNumber(row.r_balance) }]),
  ]);
  return true;
}

/** Requests one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Expires the requests whose time has come (the sweep, every `vipSweepMs`); answers how many this
 * call expired. One request failing does not keep the others waiting: it is retried next sweep.
 */
export async function expireVipBets(ctx: CouponContext): Promise<number> {
  const due = await ctx.database.query<{ id: unknown }>(
    `select id from vip_bet_requests where status = 'awaiting' and expires_at <= $1 order by expires_at, id limit ${SWEEP_BATCH}`,
    [new Date(ctx.clock.now())],
  );
  let expired = 0;
  let failure: unknown;
  for (const { id } of due) {
    try {
      if (await releaseVipBet(ctx, asNumber(id), 'expired')) expired += 1;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure !== undefined) throw failure;
  return expired;
}

/** The player's newest requests (recorded since stakes were held), for their bets page. */
export async function listVipBets(
  database: Pick<Database, 'query'>,
  userId: number,
  limit: number,
): Promise<VipBetItem[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select id, status, coalesce(accepted_stake, stake) as stake, currency_id, coalesce((coupon->>'vid')::integer, 0) as vid,
            coalesce(jsonb_array_length(coupon->'events'), 0) as events, created_at, expires_at, closed_at
     from vip_bet_requests where user_id = $1 and currency_id is not null
     order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows.map((r) => {
    const currencyId = Number(r.currency_id);
    const digits = currencyById(currencyId)?.minorDigits ?? 2;
    const iso = (v: unknown) => new Date(v as string | Date).toISOString();
    return {
      id: asNumber(r.id),
      status: r.status as VipBetStatus,
      stake: fromMinor(minor(asNumber(r.stake)), digits),
      currency_id: currencyId,
      vid: Number(r.vid),
      events: Number(r.events),
      created_at: iso(r.created_at),
      expires_at: iso(r.expires_at),
      closed_at: r.closed_at === null ? null : iso(r.closed_at),
    };
  });
}
