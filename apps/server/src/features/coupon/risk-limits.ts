import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';

/** Stake and payout limits in minor units of the bet's currency. */
export interface StakeLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

export interface RiskLimitRow extends StakeLimits {
  userId: number | null;
  sportId: number | null;
  marketGroup: number | null;
}

/** What a leg is limited by. */
export interface LimitScope {
  sportId: number;
  marketGroup: number;
}

// Used when the table has no global row (it ships with one): small but safe.
const FALLBACK: StakeLimits = { minStake: 10, maxStake: 100_000, maxPayout: 1_000_000 };

const COLUMNS = 'user_id, sport_id, market_group, min_stake, max_stake, max_payout';

/** The rows that can apply to a user's legs: theirs and everyone's. */
export async function loadRiskLimits(
  database: Pick<Database, 'query'>,
  userId: number | null,
): Promise<RiskLimitRow[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select ${COLUMNS}, (select factor from player_stake_factors where user_id = $1) as stake_factor
       from risk_limits where user_id is null or user_id = $1`,
    [userId ?? 0],
  );
  const factor = rows[0]?.stake_factor;
  return withStakeFactor(rows.map(riskLimitOf), factor === null || factor === undefined ? 1 : Number(factor));
}

/** Every player's stake factor other than 1 (what the placing cache keeps). */
export async function loadAllStakeFactors(database: Pick<Database, 'query'>): Promise<Map<number, number>> {
  const rows = await database.query<Record<string, unknown>>(
    'select user_id, factor from player_stake_factors where factor <> 1',
  );
  return new Map(rows.map((r) => [asNumber(r.user_id), Number(r.factor)]));
}

/**
 * A player's stake factor (ADR 0053) applied to the limit rows: every maximum stake times the factor,
 * rounded down, so 0 leaves no stake the coupon accepts (stakeOutOfLimits with MaxBet 0).
 */
export function withStakeFactor(rows: readonly RiskLimitRow[], factor: number): RiskLimitRow[] {
  if (factor === 1) return [...rows];
  const scaled = rows.map((r) => ({ ...r, maxStake: Math.floor(r.maxStake * factor) }));
  // Without a global row the fallback applies: it is scaled too.
  if (!rows.some((r) => r.userId === null && r.sportId === null && r.marketGroup === null)) {
    scaled.push({
      ...FALLBACK,
      userId: null,
      sportId: null,
      marketGroup: null,
      maxStake: Math.floor(FALLBACK.maxStake * factor),
    });
  }
  return scaled;
}

/** Every row of the table (what the placing cache keeps). */
export async function loadAllRiskLimits(database: Pick<Database, 'query'>): Promise<RiskLimitRow[]> {
  const rows = await database.query<Record<string, unknown>>(`select ${COLUMNS} from risk_limits`);
  return rows.map(riskLimitOf);
}

function riskLimitOf(r: Record<string, unknown>): RiskLimitRow {
  return {
    userId: asNumberOrNull(r.user_id),
    sportId: asNumberOrNull(r.sport_id),
    marketGroup: asNumberOrNull(r.market_group),
    minStake: asNumber(r.min_stake),
    maxStake: asNumber(r.max_stake),
    maxPayout: asNumber(r.max_payout),
  };
}

const specificity = (row: RiskLimitRow) =>
  (row.userId !== null ? 4 : 0) + (row.sportId !== null ? 2 : 0) + (row.marketGroup !== null ? 1 : 0);

/** The limits of one leg: the most specific matching row (user, then sport, then market group). */
export function legLimits(rows: readonly RiskLimitRow[], scope: LimitScope): StakeLimits {
  let best: RiskLimitRow | undefined;
  for (const row of rows) {
    if (row.sportId !== null && row.sportId !== scope.sportId) continue;
    if (row.marketGroup !== null && row.marketGroup !== scope.marketGroup) continue;
    if (!best || specificity(row) > specificity(best)) best = row;
  }
  return best ?? FALLBACK;
}

/** A coupon is limited by its tightest leg: the highest minimum, the lowest maximum and payout cap. */
export function couponLimits(rows: readonly RiskLimitRow[], scopes: readonly LimitScope[]): StakeLimits {
  const all = scopes.map((scope) => legLimits(rows, scope));
  if (all.length === 0) return legLimits(rows, { sportId: -1, marketGroup: -1 });
  return {
    minStake: Math.max(...all.map((l) => l.minStake)),
    maxStake: Math.min(...all.map((l) => l.maxStake)),
    maxPayout: Math.min(...all.map((l) => l.maxPayout)),
  };
}
