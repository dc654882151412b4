// Players' stake factors (migration 0038, ADR 0053): risk staff scale a player's maximum stake; the
// coupon's limit check applies it. Setting one is one statement with its staff audit row.
import type { StakeFactorItem } from '@fairline/shared/wire/backoffice-risk';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { AuditActor } from './staff.repository';

type Query = Pick<Database, 'query'>;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());

function itemOf(r: Record<string, unknown>): StakeFactorItem {
  return {
    user_id: asNumber(r.user_id),
    factor: r.factor === null || r.factor === undefined ? 1 : Number(r.factor),
    reason: (r.reason as string | null) ?? null,
    set_by: (r.email as string | null) ?? null,
    set_at: iso(r.set_at),
  };
}

/** The player's factor (1 with no reason when none was set); 404 for an unknown player. */
export async function stakeFactorOf(db: Query, userId: number): Promise<StakeFactorItem> {
  const [row] = await db.query<Record<string, unknown>>(
    `select u.id as user_id, f.factor, f.reason, f.set_at, s.email
       from users u left join player_stake_factors f on f.user_id = u.id left join staff_users s on s.id = f.set_by
      where u.id = $1`,
    [userId],
  );
  if (!row) throw new AppError('NOT_FOUND', 'The player is not found');
  return itemOf(row);
}

/** Players whose factor is not 1, the lowest (most restricted) first. */
export async function listStakeFactors(
  db: Query,
  page: { offset: number; limit: number },
): Promise<{ items: StakeFactorItem[]; total: number }> {
  const rows = await db.query<Record<string, unknown>>(
    `select f.user_id, f.factor, f.reason, f.set_at, s.email, count(*) over () as total
       from player_stake_factors f join staff_users s on s.id = f.set_by
      where f.factor <> 1
      order by f.factor, f.set_at desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  return { items: rows.map(itemOf), total: asNumber(rows[0]?.total ?? 0) };
}

/** Sets the player's factor (rounded to 3 decimals) with its audit row; 404 for an unknown player. */
export async function setStakeFactor(
  db: Query,
  input: { userId: number; factor: number; reason: string; actor: AuditActor },
): Promise<StakeFactorItem> {
  const { actor } = input;
  const rows = await db.query<Record<string, unknown>>(
    `with player as (select id from users where id = $1),
     before as (select factor from player_stake_factors where user_id = $1),
     f as (
       insert into player_stake_factors (user_id, factor, reason, set_by)
       select id, $2, $3, $4 from player
       on conflict (user_id) do update set factor = excluded.factor, reason = excluded.reason,
         set_by = excluded.set_by, set_at = now()
       returning *),
     audit as (
       insert into staff_audit (staff_id, staff_email, action, subject, before, after, reason, ip)
       select $4, $5, 'risk.stake_factor', 'user:' || f.user_id,
              jsonb_build_object('factor', coalesce((select factor from before), 1)),
              jsonb_build_object('factor', f.factor), $3, $6
         from f)
     select f.*, $5::text as email from f`,
    [input.userId, input.factor, input.reason, actor.staffId, actor.staffEmail, actor.ip],
  );
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND', 'The player is not found');
  return itemOf(row);
}
