// A player's own rows of `risk_limits` (migration 0007) on the risk desk (ADR 0053 "per-player limits"):
// read with the global rows they override, set one per scope, remove one. Setting and removing are each
// one statement with their staff audit row, so the two commit together. Bets see a change within the
// coupon's placing cache window (RISK_LIMITS_TTL_MS, 5 s); UpdateCoupon at once.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { type LimitRow, type PlayerLimitsAnswer, scopeKey } from '@fairline/shared/wire/backoffice-limits';
import { AppError, notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

export interface LimitScopeInput {
  sportId: number | null;
  marketGroup: number | null;
}

export interface LimitAmounts {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

const COLUMNS = 'user_id, sport_id, market_group, min_stake, max_stake, max_payout';
const ORDER = 'order by sport_id nulls first, market_group nulls first';
// The row of one scope; $2 and $3 are the sport and the market group (null: any).
const SAME_SCOPE = 'sport_id is not distinct from $2::int and market_group is not distinct from $3::int';

function rowOf(r: Record<string, unknown>): LimitRow {
  const sportId = asNumberOrNull(r.sport_id);
  const marketGroup = asNumberOrNull(r.market_group);
  return {
    sport_id: sportId,
    market_group: marketGroup,
    scope: scopeKey(sportId, marketGroup),
    min_stake: asNumber(r.min_stake),
    max_stake: asNumber(r.max_stake),
    max_payout: asNumber(r.max_payout),
  };
}

/** `any-136` → { sportId: null, marketGroup: 136 } (the params schema has checked the shape). */
export function parseScope(scope: string): LimitScopeInput {
  const [sport, group] = scope.split('-');
  return {
    sportId: sport === 'any' || sport === undefined ? null : Number(sport),
    marketGroup: group === 'any' || group === undefined ? null : Number(group),
  };
}

/** The player's rows and every global row (marked when a player row has the same scope); 404 for nobody. */
export async function playerLimits(db: Query, userId: number): Promise<PlayerLimitsAnswer> {
  const [user] = await db.query<Record<string, unknown>>('select currency_id from users where id = $1', [userId]);
  if (!user) throw notFound('The player');
  const rows = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from risk_limits where user_id is null or user_id = $1 ${ORDER}`,
    [userId],
  );
  const own = rows.filter((r) => r.user_id !== null).map(rowOf);
  const scopes = new Set(own.map((r) => r.scope));
  return {
    user_id: userId,
    currency_id: asNumber(user.currency_id),
    currency: currencyById(asNumber(user.currency_id))?.code ?? String(user.currency_id),
    own,
    global: rows
      .filter((r) => r.user_id === null)
      .map(rowOf)
      .map((r) => ({ ...r, overridden: scopes.has(r.scope) })),
  };
}

const auditJson = `jsonb_build_object('min_stake', x.min_stake, 'max_stake', x.max_stake, 'max_payout', x.max_payout)`;

/** Sets the player's row of one scope (insert or replace) with its audit row; 404 for an unknown player. */
export async function setPlayerLimit(
  db: Query,
  input: LimitScopeInput & LimitAmounts & { userId: number; reason: string; actor: AuditActor },
): Promise<LimitRow> {
  const { actor } = input;
  const scope = scopeKey(input.sportId, input.marketGroup);
  const [row] = await db.query<Record<string, unknown>>(
    `with player as (select id from users where id = $1),
     before as (select * from risk_limits where user_id = $1 and ${SAME_SCOPE}),
     up as (
       insert into risk_limits (user_id, sport_id, market_group, min_stake, max_stake, max_payout)
       select id, $2::int, $3::int, $4, $5, $6 from player
       on conflict (coalesce(user_id, 0), coalesce(sport_id, 0), coalesce(market_group, 0)) do update
         set min_stake = excluded.min_stake, max_stake = excluded.max_stake, max_payout = excluded.max_payout
       returning *),
     audit as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $7, $8, 'risk.player_limit', 'user:' || $1::bigint,
              (select ${auditJson} || jsonb_build_object('scope', $10::text) from before x),
              (select ${auditJson} || jsonb_build_object('scope', $10::text) from up x), $9, $11
         from up)
     select ${COLUMNS} from up`,
    [
      input.userId,
      input.sportId,
      input.marketGroup,
      input.minStake,
      input.maxStake,
      input.maxPayout,
      actor.staffId,
      actor.staffEmail,
      input.reason,
      scope,
      actor.ip,
    ],
  );
  if (!row) throw notFound('The player');
  return rowOf(row);
}

/** Removes the player's row of one scope with its audit row: the global rows apply again; 404 when none. */
export async function deletePlayerLimit(
  db: Query,
  input: LimitScopeInput & { userId: number; reason: string; actor: AuditActor },
): Promise<LimitRow> {
  const { actor } = input;
  const scope = scopeKey(input.sportId, input.marketGroup);
  const [row] = await db.query<Record<string, unknown>>(
    `with gone as (delete from risk_limits where user_id = $1 and ${SAME_SCOPE} returning *),
     audit as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $4, $5, 'risk.player_limit_removed', 'user:' || $1::bigint,
              ${auditJson} || jsonb_build_object('scope', $7::text), null, $6, $8
         from gone x)
     select ${COLUMNS} from gone`,
    [input.userId, input.sportId, input.marketGroup, actor.staffId, actor.staffEmail, input.reason, scope, actor.ip],
  );
  if (!row) throw new AppError('NOT_FOUND', `The player has no limit row of scope ${scope}`);
  return rowOf(row);
}
