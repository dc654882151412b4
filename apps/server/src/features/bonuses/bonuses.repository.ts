// The bonus engine's SQL. Money moves only through the 0029 functions (bonus_grant, bonus_add_wager,
// bonus_close), each one statement that posts through ledger_post.
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';
import type { Campaign, WagerRules } from './bonus-rules';

type Query = Pick<Database, 'query'>;

const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** A bonus_campaigns row as the rules read it. */
export function campaignOf(r: Record<string, unknown>): Campaign {
  return {
    id: Number(r.id),
    code: String(r.code),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    kind: r.kind as Campaign['kind'],
    bonusType: Number(r.bonus_type),
    product: r.product as Campaign['product'],
    names: (r.names ?? {}) as Record<string, string>,
    countries: (r.countries as string[] | null) ?? null,
    currencyIds: r.currency_ids === null ? null : (r.currency_ids as unknown[]).map(Number),
    percent: Number(r.percent),
    maxUsd: Number(r.max_usd),
    minDepositUsd: Number(r.min_deposit_usd),
    multiplier: Number(r.wager_multiplier),
    minOddsSingle: Number(r.min_odds_single),
    minOddsLeg: Number(r.min_odds_leg),
    minOddsExpress: Number(r.min_odds_express),
    sportWeight: Number(r.sport_weight),
    casinoWeight: Number(r.casino_weight),
    maxBetUsd: r.max_bet_usd === null ? null : Number(r.max_bet_usd),
    validDays: Number(r.valid_days),
    startsAt: dateOrNull(r.starts_at),
    endsAt: dateOrNull(r.ends_at),
  };
}

/** The enabled campaigns, in id order (the first that applies wins). */
export async function enabledCampaigns(database: Query): Promise<Campaign[]> {
  const rows = await database.query<Record<string, unknown>>(
    'select * from bonus_campaigns where is_enabled order by id',
  );
  return rows.map(campaignOf);
}

/** The player's brand, country and the welcome bonus type chosen at registration (profile.bonusId). */
export async function playerFacts(
  database: Query,
  userId: number,
): Promise<{ brandId: number; country: string; welcomeChoice: number | undefined } | undefined> {
  const [row] = await database.query<{ brand_id: number; country: string; choice: string | null }>(
    `select brand_id, country, profile->>'bonusId' as choice from users where id = $1`,
    [userId],
  );
  if (!row) return undefined;
  const choice = row.choice === null || row.choice === '' ? undefined : Number(row.choice);
  return {
    brandId: row.brand_id,
    country: row.country,
    welcomeChoice: Number.isInteger(choice) ? choice : undefined,
  };
}

export interface GrantInput {
  userId: number;
  campaignId: number;
  cause: string;
  currencyId: number;
  amount: number;
  required: number;
  rules: WagerRules;
  expiresAt: Date;
  now: Date;
}

export type GrantOutcome = 'granted' | 'replayed' | 'busy';

/** Grants once per cause (bonus row and ledger move together); 'busy': an active bonus holds the account. */
export async function insertGrant(
  database: Query,
  g: GrantInput,
): Promise<{ bonusId: number | null; outcome: GrantOutcome }> {
  const [row] = await database.query<{ r_bonus_id: unknown; r_outcome: GrantOutcome }>(
    'select r_bonus_id, r_outcome from bonus_grant($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [g.userId, g.campaignId, g.cause, g.currencyId, g.amount, g.required, JSON.stringify(g.rules), g.expiresAt, g.now],
  );
  if (!row) throw new Error('bonus_grant returned no row');
  return { bonusId: asNumberOrNull(row.r_bonus_id), outcome: row.r_outcome };
}

/** An active bonus with its rules, as wagering needs it. */
export interface ActiveBonus {
  id: number;
  userId: number;
  currencyId: number;
  product: Campaign['product'];
  rules: WagerRules;
  afterBetId: number;
}

/** The player's active bonuses in a currency (at most one per bonus account). */
export async function activeBonuses(database: Query, userId: number, currencyId: number): Promise<ActiveBonus[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select b.id, b.user_id, b.currency_id, c.product, b.rules, b.after_bet_id
     from bonuses b join bonus_campaigns c on c.id = b.campaign_id
     where b.user_id = $1 and b.currency_id = $2 and b.status = 'active'`,
    [userId, currencyId],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    userId: asNumber(r.user_id),
    currencyId: Number(r.currency_id),
    product: r.product as Campaign['product'],
    rules: r.rules as WagerRules,
    afterBetId: asNumber(r.after_bet_id),
  }));
}

/** Counts a settled bet toward a bonus once; the totals after. */
export async function addWager(database: Query, bonusId: number, betId: number, amount: number, now: Date) {
  const [row] = await database.query<{ r_wagered: unknown; r_required: unknown; r_status: string; r_counted: boolean }>(
    'select r_wagered, r_required, r_status, r_counted from bonus_add_wager($1, $2, $3, $4)',
    [bonusId, betId, amount, now],
  );
  if (!row) throw new Error('bonus_add_wager returned no row');
  return {
    wagered: asNumber(row.r_wagered),
    required: asNumber(row.r_required),
    status: row.r_status,
    counted: row.r_counted,
  };
}

/** Counts a casino stake (a wallet bet, by its provider transaction) toward a bonus once; the totals after. */
export async function addCasinoWager(database: Query, bonusId: number, ref: string, amount: number, now: Date) {
  const [row] = await database.query<{ r_wagered: unknown; r_required: unknown; r_status: string; r_counted: boolean }>(
    'select r_wagered, r_required, r_status, r_counted from bonus_add_casino_wager($1, $2, $3, $4)',
    [bonusId, ref, amount, now],
  );
  if (!row) throw new Error('bonus_add_casino_wager returned no row');
  return { wagered: asNumber(row.r_wagered), required: asNumber(row.r_required), status: row.r_status };
}

/** A rolled-back casino stake stops counting toward the running bonuses it counted for. */
export async function removeCasinoWager(database: Query, ref: string): Promise<void> {
  await database.query('select bonus_remove_casino_wager($1)', [ref]);
}

export type CloseOutcome = 'converted' | 'expired' | 'refused';

/** Closes an active bonus once; `closed` is false when it was closed before (nothing moved). */
export async function closeBonus(
  database: Query,
  bonusId: number,
  outcome: CloseOutcome,
  opts: { userId?: number; now: Date },
) {
  const [row] = await database.query<{ r_status: string; r_closed: boolean; r_amount: unknown; r_user: unknown }>(
    'select r_status, r_closed, r_amount, r_user from bonus_close($1, $2, $3, $4)',
    [bonusId, outcome, opts.userId ?? null, opts.now],
  );
  if (!row) throw new Error('bonus_close returned no row');
  return { status: row.r_status, closed: row.r_closed, amount: asNumber(row.r_amount), userId: asNumber(row.r_user) };
}

/** Active bonuses whose wagering is met (a conversion that player protection held back waits here). */
export async function metBonuses(database: Query, limit: number): Promise<{ id: number; userId: number }[]> {
  const rows = await database.query<{ id: unknown; user_id: unknown }>(
    `select id, user_id from bonuses b where status = 'active' and wagered >= wager_required
       and not exists (select 1 from bonus_free_spins f where f.bonus_id = b.id and f.spins_used < f.spins_total)
     order by id limit $1`,
    [limit],
  );
  return rows.map((r) => ({ id: asNumber(r.id), userId: asNumber(r.user_id) }));
}

/** Active bonuses whose time ran out by `now`. */
export async function dueBonuses(database: Query, now: Date, limit: number): Promise<number[]> {
  const rows = await database.query<{ id: unknown }>(
    `select id from bonuses where status = 'active' and expires_at <= $1 order by expires_at, id limit $2`,
    [now, limit],
  );
  return rows.map((r) => asNumber(r.id));
}

/** A bonus with its campaign and what is left on its account, as the office lists it. */
export interface StoredBonus {
  id: number;
  userId: number;
  campaign: Pick<Campaign, 'id' | 'code' | 'bonusType' | 'product' | 'names'>;
  status: 'active' | 'converted' | 'expired' | 'refused';
  currencyId: number;
  amount: number;
  required: number;
  wagered: number;
  rules: WagerRules;
  left: number;
  grantedAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
  closedAmount: number | null;
  /** A free-spins bonus's spins (ADR 0064); null for money bonuses. */
  freeSpins: { game: string; bet: number; total: number; used: number } | null;
}

const BONUS_COLUMNS = `b.id, b.user_id, b.status, b.currency_id, b.amount, b.wager_required, b.wagered, b.rules,
  b.granted_at, b.expires_at, b.closed_at, b.closed_amount, a.balance,
  c.id as campaign_id, c.code, c.bonus_type, c.product, c.names,
  f.game_id as spin_game, f.bet_amount as spin_bet, f.spins_total, f.spins_used`;

function storedOf(r: Record<string, unknown>): StoredBonus {
  const status = r.status as StoredBonus['status'];
  return {
    id: asNumber(r.id),
    userId: asNumber(r.user_id),
    campaign: {
      id: Number(r.campaign_id),
      code: String(r.code),
      bonusType: Number(r.bonus_type),
      product: r.product as Campaign['product'],
      names: (r.names ?? {}) as Record<string, string>,
    },
    status,
    currencyId: Number(r.currency_id),
    amount: asNumber(r.amount),
    required: asNumber(r.wager_required),
    wagered: asNumber(r.wagered),
    rules: r.rules as WagerRules,
    left: status === 'active' ? asNumber(r.balance) : 0,
    grantedAt: new Date(r.granted_at as string),
    expiresAt: new Date(r.expires_at as string),
    closedAt: dateOrNull(r.closed_at),
    closedAmount: asNumberOrNull(r.closed_amount),
    freeSpins:
      r.spin_game === null || r.spin_game === undefined
        ? null
        : {
            game: String(r.spin_game),
            bet: asNumber(r.spin_bet),
            total: Number(r.spins_total),
            used: Number(r.spins_used),
          },
  };
}

/** The player's bonuses, newest first (`bonusId`: only that one). */
export async function listBonuses(database: Query, userId: number, bonusId?: number): Promise<StoredBonus[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select ${BONUS_COLUMNS} from bonuses b join bonus_campaigns c on c.id = b.campaign_id
       join ledger_accounts a on a.id = b.account_id left join bonus_free_spins f on f.bonus_id = b.id
     where b.user_id = $1 and ($2::bigint is null or b.id = $2) order by b.granted_at desc, b.id desc limit 200`,
    [userId, bonusId ?? null],
  );
  return rows.map(storedOf);
}
