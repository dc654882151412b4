// The queries of the bets history. Every one is scoped to the owner: another user's bet id reads as
// an unknown one.
import { HISTORY_PAGE_SIZE } from '@fairline/shared/wire/bet-history';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** A bet as the history lists it (amounts in minor units, odds in thousandths). */
export interface BetRow {
  id: number;
  createdAt: Date;
  settledAt: Date | null;
  vid: number;
  systemSizes: number[];
  status: string;
  currencyId: number;
  originalStake: number;
  stake: number;
  oddsTotal: number;
  potentialReturn: number;
  payout: number;
  cashoutPaid: number;
  legsCount: number;
  /** Staked with the house's advance credit (decision 0006). */
  isAdvance: boolean;
  /** What is still owed on this advance bet's advance, or on advances this bet repays (0 when none). */
  advanceOutstanding: number;
  /** An auto bet's target odds in thousandths (null for any other bet). */
  autoBetCf: number | null;
  /** Staked with a free bet (ADR 0071). */
  isFreeBet?: boolean;
}

/** One leg as accepted, with its game's final result once stored. */
export interface LegRow {
  betId: number;
  idx: number;
  gameId: number;
  constId: number;
  sportId: number;
  champId: number;
  startAt: Date;
  type: number;
  group: number;
  param: number | null;
  playerId: number;
  odds: number;
  kind: 'line' | 'live';
  isBanker: boolean;
  labels: Record<string, string>;
  result: string;
  gameResult: StoredGameResult | null;
}

/** The part of a stored game result the history shows. */
export interface StoredGameResult {
  status?: string;
  final?: { home: number; away: number };
}

export interface ListQuery {
  userId: number;
  from: Date;
  to: Date;
  statuses: string[] | null;
  vid: number | null;
  /** 1-based. */
  pageNumber: number;
}

export interface CurrencyTotals {
  currencyId: number;
  bets: number;
  stake: number;
  payout: number;
}

const BET_COLUMNS = `b.id, b.created_at, b.settled_at, b.vid, b.system_sizes, b.status, b.currency_id, b.original_stake,
  b.stake, b.odds_total, b.potential_return, b.payout, b.cashout_paid, b.auto_bet_cf,
  (select count(*) from bet_legs l where l.bet_id = b.id) as legs_count, b.is_advance, b.free_bet_id,
  (select coalesce(sum(a.amount - a.repaid), 0) from bet_advances a where a.status = 'outstanding'
     and (a.bet_id = b.id or a.bet_id in (select k.advance_bet_id from bet_advance_backing k where k.bet_id = b.id)))
    as advance_outstanding`;

// $1 user, $2 from, $3 to, $4 statuses (null: any), $5 vid (null: any).
const IN_FILTER = `b.user_id = $1 and b.created_at >= $2 and b.created_at < $3
  and ($4::text[] is null or b.status = any($4::text[])) and ($5::smallint is null or b.vid = $5::smallint)`;

function betOf(r: Record<string, unknown>): BetRow {
  return {
    id: asNumber(r.id),
    createdAt: new Date(r.created_at as string | Date),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at as string | Date),
    vid: Number(r.vid),
    systemSizes: Array.isArray(r.system_sizes) ? r.system_sizes.map(Number) : [],
    status: String(r.status),
    currencyId: Number(r.currency_id),
    originalStake: asNumber(r.original_stake),
    stake: asNumber(r.stake),
    oddsTotal: Number(r.odds_total),
    potentialReturn: asNumber(r.potential_return),
    payout: asNumber(r.payout),
    cashoutPaid: asNumber(r.cashout_paid),
    autoBetCf: r.auto_bet_cf === null || r.auto_bet_cf === undefined ? null : Number(r.auto_bet_cf),
    legsCount: asNumber(r.legs_count),
    isAdvance: r.is_advance === true,
    isFreeBet: r.free_bet_id !== null && r.free_bet_id !== undefined,
    advanceOutstanding: asNumber(r.advance_outstanding ?? 0),
  };
}

/** One page of the user's visible bets in the filter, newest first, and whether more follow. */
export async function listBets(database: Query, q: ListQuery): Promise<{ bets: BetRow[]; hasMore: boolean }> {
  const rows = await database.query<Record<string, unknown>>(
    `select ${BET_COLUMNS} from bets b
     where ${IN_FILTER} and not exists (select 1 from bet_history_hidden h where h.bet_id = b.id)
     order by b.created_at desc, b.id desc limit $6 offset $7`,
    [q.userId, q.from, q.to, q.statuses, q.vid, HISTORY_PAGE_SIZE + 1, (q.pageNumber - 1) * HISTORY_PAGE_SIZE],
  );
  return { bets: rows.slice(0, HISTORY_PAGE_SIZE).map(betOf), hasMore: rows.length > HISTORY_PAGE_SIZE };
}

/** Count, stakes and returns per currency of every bet in the filter, the cleared ones included. */
export async function totalsOf(database: Query, q: Omit<ListQuery, 'pageNumber'>): Promise<CurrencyTotals[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select b.currency_id, count(*) as bets, sum(b.original_stake) as stake, sum(b.payout + b.cashout_paid) as payout
     from bets b where ${IN_FILTER} group by b.currency_id order by b.currency_id`,
    [q.userId, q.from, q.to, q.statuses, q.vid],
  );
  return rows.map((r) => ({
    currencyId: Number(r.currency_id),
    bets: asNumber(r.bets),
    stake: asNumber(r.stake),
    payout: asNumber(r.payout),
  }));
}

/** The user's bets among `ids` (any order); ids of other users' bets are simply absent. */
export async function findOwnBets(database: Query, userId: number, ids: readonly number[]): Promise<BetRow[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select ${BET_COLUMNS} from bets b where b.user_id = $1 and b.id = any($2::bigint[]) order by b.created_at desc, b.id desc`,
    [userId, [...ids]],
  );
  return rows.map(betOf);
}

/** The legs of the given bets (already checked to be the caller's), by bet and index. */
export async function legsOf(database: Query, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  const rows = await database.query<Record<string, unknown>>(
    `select l.bet_id, l.idx, l.game_id, l.const_id, l.sport_id, l.champ_id, l.start_at, l.type, l.market_group, l.param,
            l.player_id, l.odds, l.kind, l.is_banker, l.labels, l.result, g.result as game_result
     from bet_legs l left join game_results g on g.const_id = l.const_id
     where l.bet_id = any($1::bigint[]) order by l.bet_id, l.idx`,
    [[...betIds]],
  );
  return rows.map((r) => ({
    betId: asNumber(r.bet_id),
    idx: Number(r.idx),
    gameId: asNumber(r.game_id),
    constId: asNumber(r.const_id),
    sportId: Number(r.sport_id),
    champId: Number(r.champ_id),
    startAt: new Date(r.start_at as string | Date),
    type: Number(r.type),
    group: Number(r.market_group),
    param: r.param === null ? null : Number(r.param),
    playerId: asNumber(r.player_id),
    odds: Number(r.odds),
    kind: r.kind === 'live' ? 'live' : 'line',
    isBanker: r.is_banker === true,
    labels: (r.labels ?? {}) as Record<string, string>,
    result: String(r.result),
    gameResult: (r.game_result ?? null) as StoredGameResult | null,
  }));
}

/** Hides the bets from the list; hiding one twice is a no-op. */
export async function hideBets(database: Query, betIds: readonly number[]): Promise<void> {
  await database.query(
    'insert into bet_history_hidden (bet_id) select unnest($1::bigint[]) on conflict (bet_id) do nothing',
    [[...betIds]],
  );
}

/** The address bet summaries go to: the user's e-mail once verified, else null. */
export async function verifiedEmailOf(database: Query, userId: number): Promise<string | null> {
  const [row] = await database.query<{ email: string | null }>(
    'select email from users where id = $1 and email_verified_at is not null',
    [userId],
  );
  return row?.email ?? null;
}
