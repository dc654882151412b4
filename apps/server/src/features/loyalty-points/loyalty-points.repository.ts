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

/** The sport rate of the brand the player belongs to (0 when the brand runs no points). */
export async function sportRateOfPlayer(database: Query, userId: number): Promise<number> {
  const [row] = await database.query<{ rate: unknown }>(
    `select r.points_per_usd as rate from users u
       join loyalty_point_rates r on r.brand_id = u.brand_id and r.product = 'sport' where u.id = $1`,
    [userId],
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
    `select m.id, m.kind, m.points, m.bet_id, m.created_at, x.bonus_id, x.item_code
     from loyalty_moves m left join loyalty_redemptions x on x.id = m.redemption_id
     where m.user_id = $1 order by m.id desc limit $2 offset $3`,
    [userId, limit, offset],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    kind: r.kind as 'earned' | 'reversed' | 'redeemed',
    points: asNumber(r.points),
    betId: asNumberOrNull(r.bet_id),
    bonusId: asNumberOrNull(r.bonus_id),
    item: r.item_code === null || r.item_code === undefined ? null : String(r.item_code),
    date: new Date(r.created_at as string).toISOString(),
  }));
}
