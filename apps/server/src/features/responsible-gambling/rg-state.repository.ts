import type { RgLimitKind, RgLimitPeriod } from '@fairline/shared/wire/responsible-gambling';
import type { Database } from '../../infra/db';
import { asNumberOrNull } from '../../infra/sql-values';
import type { BlockKind, BlockSetter, BlockState, RunningBlock } from './rg-blocks.repository';

type Query = Pick<Database, 'query'>;

/** Everything a money action is judged by, read in one statement (the bet path's one extra round trip). */
export interface ProtectionState {
  blocks: BlockState;
  currencyId: number | null;
  limits: { kind: RgLimitKind; period: RgLimitPeriod; effective: number }[];
  sessionMinutes: number | null;
  realityInterval: number | null;
}

interface StateRow {
  status: string;
  currency_id: number;
  profile: Record<string, unknown> | null;
  blocks: { kind: BlockKind; until: string; set_by: BlockSetter }[] | null;
  limits: { kind: RgLimitKind; period: RgLimitPeriod; effective: number | string }[] | null;
  session_minutes: unknown;
  reality_interval: unknown;
}

const PROFILE_KINDS: Record<string, BlockKind> = { time_out_until: 'timeout', self_excluded_until: 'self_exclusion' };
const STATE_KEY = { timeout: 'timeout', self_exclusion: 'selfExclusion', session_limit: 'sessionLimit' } as const;

/**
 * The running blocks: rows of rg_blocks (the player's and the operator's) and the profile keys
 * `time_out_until` / `self_excluded_until` an operator may have written; bet_may_bet honours both.
 */
function blocksOf(row: StateRow | undefined, now: Date): BlockState {
  const state: BlockState = { status: row?.status ?? null, timeout: null, selfExclusion: null, sessionLimit: null };
  const keep = (kind: BlockKind, block: RunningBlock) => {
    const current = state[STATE_KEY[kind]];
    if (!current || current.until < block.until) state[STATE_KEY[kind]] = block;
  };
  for (const b of row?.blocks ?? []) keep(b.kind, { until: new Date(b.until), setBy: b.set_by });
  for (const [field, kind] of Object.entries(PROFILE_KINDS)) {
    const value = row?.profile?.[field];
    const until = typeof value === 'string' ? new Date(value) : null;
    if (until && !Number.isNaN(until.getTime()) && until > now) keep(kind, { until, setBy: 'operator' });
  }
  return state;
}

/** The player's protection state at `now` (a missing player reads as having no status: refused). */
export async function readProtection(database: Query, userId: number, now: Date): Promise<ProtectionState> {
  const [row] = await database.query<StateRow>(
    `select u.status, u.currency_id, u.profile,
       (select json_agg(json_build_object('kind', b.kind, 'until', b.until, 'set_by', b.set_by))
          from rg_blocks b where b.user_id = u.id and b.until > $2) as blocks,
       (select json_agg(json_build_object('kind', l.kind, 'period', l.period,
                 'effective', deposit_limit_effective(l.amount, l.pending_amount, l.pending_effective_at, $2)))
          from rg_limits l where l.user_id = u.id) as limits,
       (select deposit_limit_effective(s.minutes, s.pending_minutes, s.pending_effective_at, $2)
          from rg_session_limits s where s.user_id = u.id) as session_minutes,
       (select r.interval_minutes from rg_reality_checks r where r.user_id = u.id) as reality_interval
     from users u where u.id = $1`,
    [userId, now],
  );
  return {
    blocks: blocksOf(row, now),
    currencyId: row?.currency_id ?? null,
    limits: (row?.limits ?? [])
      .filter((l) => l.effective !== null)
      .map((l) => ({ kind: l.kind, period: l.period, effective: Number(l.effective) })),
    sessionMinutes: asNumberOrNull(row?.session_minutes),
    realityInterval: asNumberOrNull(row?.reality_interval),
  };
}

/** The blocks that run at `now`. */
export async function loadBlocks(database: Query, userId: number, now: Date): Promise<BlockState> {
  return (await readProtection(database, userId, now)).blocks;
}
