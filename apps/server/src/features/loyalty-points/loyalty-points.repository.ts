// The loyalty points' SQL. Points move only through the 0044 functions (loyalty_bet_points_sync,
// loyalty_redeem), each one statement that posts through ledger_post.
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** The player's brand and account currency. */
export async function playerOf(database: Query, userId: number) {
  const [row] = await database.query<{ brand_id: number; currency_id: number }>(
    'select brand_id, currency_id from users where id = $1',
    [userId],
  );
  return row ? { brandId: Number(row.brand_id), currencyId: Number(row.currency_id) } : undefined;
}

/** The brand's points per 1 USD-equivalent of settled stake, per product (none: no points). */
export async function brandRates(database: Query, brandId: number) {
  const rows = await database.query<{ product: 'sport' | 'casino'; points_per_usd: unknown }>(
    'select product, points_per_usd from loyalty_point_rates where brand_id = $1 order by product desc',
    [brandId],
  );
  return rows.map((r) => ({ product: r.product, pointsPerUsd: Number(r.points_per_usd) }));
}

/** A product's rate at the brand the player belongs to (0 when the brand runs no points for it). */
export async function rateOfPlayer(database: Query, userId: number, product: 'sport' | 'casino'): Promise<number> {
  const [row] = await database.query<{ rate: unknown }>(
    `select r.points_per_usd as rate from users u
       join loyalty_point_rates r on r.brand_id = u.brand_id and r.product = $2 where u.id = $1`,
    [userId, product],
  );
  return row ? Number(row.rate) : 0;
}

/** Brings a settled bet's points to its outcome; the points moved (signed). */
export async function syncBetPoints(
  database: Query,
  b: { betId: number; userId: number; currencyId: number; stakePoints: number; counts: boolean; now: Date },
): Promise<number> {
  const [row] = await database.query<{ r_moved: unknown }>(
    'select r_moved from loyalty_bet_points_sync($1, $2, $3, $4, $5, $6)',
    [b.betId, b.userId, b.currencyId, b.stakePoints, b.counts, b.now],
  );
  return asNumber(row?.r_moved ?? 0);
}

/** A casino bet as the wallet took it: the player, and the cash it staked (bonus money and free spins earn nothing). */
export async function casinoBetOf(database: Query, providerId: string, transactionUuid: string) {
  const [row] = await database.query<{ user_id: unknown; currency_id: unknown; cash: unknown }>(
    `select user_id, currency_id, case when is_free then 0 else amount - bonus_amount end as cash
       from casino_transactions where provider_id = $1 and transaction_uuid = $2 and kind = 'bet'`,
    [providerId, transactionUuid],
  );
  return row
    ? { userId: asNumber(row.user_id), currencyId: asNumber(row.currency_id), cash: asNumber(row.cash) }
    : undefined;
}

/** Where the casino points pass has read the wallet's rows up to. */
export async function casinoSweepMark(database: Query): Promise<Date> {
  const [row] = await database.query<{ read_to: string | Date }>('select read_to from loyalty_casino_sweep');
  return new Date(row?.read_to ?? 0);
}

/** Moves the mark forward (never back: two passes racing leave the furthest). */
export async function setCasinoSweepMark(database: Query, to: Date): Promise<void> {
  await database.query('update loyalty_casino_sweep set read_to = greatest(read_to, $1)', [to]);
}

/**
 * The wallet rows that may change a bet's points, oldest first, from `from` (inclusive) to `until`: real
 * bets that staked some cash, and rollbacks (by the bet they reverse).
 */
export async function casinoPointsCandidates(database: Query, from: Date, until: Date, limit: number) {
  const rows = await database.query<{ provider_id: string; bet_uuid: string; created_at: string | Date }>(
    `select t.provider_id, case when t.kind = 'bet' then t.transaction_uuid else t.reference_uuid end as bet_uuid,
            t.created_at
       from casino_transactions t
      where t.created_at >= $1 and t.created_at < $2
        and ((t.kind = 'bet' and not t.is_free and t.amount > t.bonus_amount)
             or (t.kind = 'rollback' and t.reference_uuid is not null))
      order by t.created_at limit $3`,
    [from, until, limit],
  );
  return rows.map((r) => ({ providerId: r.provider_id, betUuid: r.bet_uuid, createdAt: new Date(r.created_at) }));
}

/** Brings a casino bet's points to what it earns now (its stake points, or none once rolled back). */
export async function syncCasinoBetPoints(
  database: Query,
  b: { providerId: string; transactionUuid: string; stakePoints: number; now: Date },
): Promise<number> {
  const [row] = await database.query<{ r_moved: unknown }>(
    'select r_moved from loyalty_casino_points_sync($1, $2, $3, $4)',
    [b.providerId, b.transactionUuid, b.stakePoints, b.now],
  );
  return asNumber(row?.r_moved ?? 0);
}

/** Points on the player's points account in a currency (0 before the first). */
export async function pointsBalance(database: Query, userId: number, currencyId: number): Promise<number> {
  const [row] = await database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where owner_id = $1 and currency_id = $2 and kind = 'player_points'`,
    [userId, currencyId],
  );
  return asNumber(row?.balance ?? 0);
}

export interface ShopItemRow {
  code: string;
  points: number;
  bonusUsd: number;
  campaignCode: string;
  names: Record<string, string>;
}

/** The enabled items of the brand's shop (its own and every brand's), cheapest first. */
export async function shopItems(database: Query, brandId: number, code?: string): Promise<ShopItemRow[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select code, points, bonus_usd, campaign_code, names from loyalty_shop_items
     where is_enabled and (brand_id is null or brand_id = $1) and ($2::text is null or code = $2)
     order by sort, points, id`,
    [brandId, code ?? null],
  );
  return rows.map((r) => ({
    code: String(r.code),
    points: asNumber(r.points),
    bonusUsd: Number(r.bonus_usd),
    campaignCode: String(r.campaign_code),
    names: (r.names ?? {}) as Record<string, string>,
  }));
}

export type RedeemOutcome = 'redeemed' | 'replayed' | 'conflict' | 'short' | 'busy';

/** Spends points on an item in one statement (the bonus grant and the points debit, or neither). */
export async function redeem(
  database: Query,
  r: {
    userId: number;
    key: string;
    item: string;
    points: number;
    currencyId: number;
    campaignId: number;
    amount: number;
    required: number;
    rules: unknown;
    expiresAt: Date;
    now: Date;
  },
) {
  const [row] = await database.query<{ r_outcome: RedeemOutcome; r_redemption: unknown; r_bonus: unknown }>(
    'select r_outcome, r_redemption, r_bonus from loyalty_redeem($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
    [
      r.userId,
      r.key,
      r.item,
      r.points,
      r.currencyId,
      r.campaignId,
      r.amount,
      r.required,
      JSON.stringify(r.rules),
      r.expiresAt,
      r.now,
    ],
  );
  if (!row) throw new Error('loyalty_redeem returned no row');
  return {
    outcome: row.r_outcome,
    redemptionId: asNumberOrNull(row.r_redemption),
    bonusId: asNumberOrNull(row.r_bonus),
  };
}

/** A page of the player's moves of points, newest first (one more than asked: is there more?). */
export async function pointsMoves(database: Query, userId: number, limit: number, offset: number) {
  const rows = await database.query<Record<string, unknown>>(
    `select m.id, m.kind, m.points, m.bet_id, m.casino_game, m.created_at, x.bonus_id, x.item_code
     from loyalty_moves m left join loyalty_redemptions x on x.id = m.redemption_id
     where m.user_id = $1 order by m.id desc limit $2 offset $3`,
    [userId, limit, offset],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    kind: r.kind as 'earned' | 'reversed' | 'redeemed',
    points: asNumber(r.points),
    betId: asNumberOrNull(r.bet_id),
    casinoGame: r.casino_game === null || r.casino_game === undefined ? null : String(r.casino_game),
    bonusId: asNumberOrNull(r.bonus_id),
    item: r.item_code === null || r.item_code === undefined ? null : String(r.item_code),
    date: new Date(r.created_at as string).toISOString(),
  }));
}
