// What a casino tournament scores (ADR 0065), read from the wallet's own records: real-money bets and
// wins of casino_transactions (demo play never reaches the wallet, so it never counts). Read only: the
// money paths are the wallet's. A rolled-back bet stops counting the moment its rollback commits.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** How a currency's stakes count: points = ⌊stake × num / den⌋ (exact numerics), and the multiplier's minimum stake. */
export interface ScoringCurrency {
  id: number;
  num: string;
  den: string;
  minStake: number;
}

export interface TournamentScoring {
  rule: 'wager' | 'multiplier';
  brandId: number;
  /** Bets placed in [from, to) count. */
  from: Date;
  to: Date;
  /** Wins of those rounds count when booked before this (a round may close after the end). */
  winsUntil: Date;
  gameIds: readonly string[];
  /** Players registered in these countries only; empty: any. */
  countries: readonly string[];
  /** The currencies whose rounds count, with their conversion. */
  currencies: readonly ScoringCurrency[];
}

export interface TournamentScore {
  userId: number;
  /** Points, or the best multiplier in hundredths. */
  score: number;
  rounds: number;
  /** When the player first held this score: the earlier wins a tie. */
  reachedAt: Date;
  /** The currency of the player’s largest counting stake (their prize is paid in it). */
  currencyId: number;
}

const RATES = `rates as (select * from unnest($5::int[], $6::numeric[], $7::numeric[], $8::bigint[])
  as r(currency_id, num, den, min_stake))`;
const BETS = `bets as (
  select t.user_id, t.currency_id, t.amount, t.created_at, t.transaction_uuid, t.provider_id, t.round
  from casino_transactions t join users u on u.id = t.user_id
  where t.kind = 'bet' and not t.rolled_back and not t.is_free and t.amount > 0
    and t.created_at >= $1 and t.created_at < $2 and u.brand_id = $3 and t.game_id = any($4::text[])
    and t.currency_id = any($5::int[]) and (cardinality($9::text[]) = 0 or u.country = any($9::text[])))`;

const WAGER_SQL = `with ${RATES}, ${BETS},
running as (
  select b.user_id, b.currency_id, b.created_at,
    floor(sum(b.amount) over (partition by b.user_id, b.currency_id order by b.created_at, b.transaction_uuid
      rows unbounded preceding) * r.num / r.den) as pts
  from bets b join rates r on r.currency_id = b.currency_id),
per_currency as (select user_id, currency_id, max(pts) as pts from running group by user_id, currency_id),
reached as (
  select r.user_id, r.currency_id, min(r.created_at) as at
  from running r join per_currency p on p.user_id = r.user_id and p.currency_id = r.currency_id and r.pts = p.pts
  group by r.user_id, r.currency_id),
players as (
  select b.user_id, count(distinct b.provider_id || ':' || b.round) as rounds,
    (array_agg(b.currency_id order by b.amount desc))[1] as currency_id
  from bets b group by b.user_id)
select pl.user_id, sum(p.pts) as score, pl.rounds, max(rc.at) as reached_at, pl.currency_id
from players pl
join per_currency p on p.user_id = pl.user_id
join reached rc on rc.user_id = p.user_id and rc.currency_id = p.currency_id
group by pl.user_id, pl.rounds, pl.currency_id
having sum(p.pts) > 0`;

const MULTIPLIER_SQL = `with ${RATES}, ${BETS},
started as (select distinct provider_id, round, user_id from bets),
rounds as (
  select t.user_id, t.currency_id, t.provider_id, t.round,
    sum(t.amount) filter (where t.kind = 'bet') as stake,
    coalesce(sum(t.amount) filter (where t.kind = 'win'), 0) as win,
    bool_or(t.kind = 'bet' and (t.rolled_back or t.is_free)) as spoilt,
    max(t.created_at) as last_at
  from casino_transactions t
  join started s on s.provider_id = t.provider_id and s.round = t.round and s.user_id = t.user_id
  where t.created_at >= $1 and t.created_at < $10 and t.kind in ('bet', 'win')
  group by t.user_id, t.currency_id, t.provider_id, t.round),
counting as (
  select r.user_id, r.currency_id, r.stake, r.last_at, floor(r.win * 100 / r.stake) as score
  from rounds r join rates x on x.currency_id = r.currency_id
  where not r.spoilt and r.stake > 0 and r.stake >= x.min_stake),
best as (select user_id, max(score) as score from counting group by user_id)
select c.user_id, b.score, count(*) as rounds, min(c.last_at) filter (where c.score = b.score) as reached_at,
  (array_agg(c.currency_id order by c.stake desc))[1] as currency_id
from counting c join best b on b.user_id = c.user_id
group by c.user_id, b.score
having b.score > 0`;

/**
 * Every player with a positive score under the tournament's rule, best first; a tie goes to who
 * reached the score first, then to the lower account id (never a coin toss).
 */
export async function tournamentScores(database: Query, s: TournamentScoring): Promise<TournamentScore[]> {
  if (s.gameIds.length === 0 || s.currencies.length === 0) return [];
  const params: unknown[] = [
    s.from,
    s.to,
    s.brandId,
    [...s.gameIds],
    s.currencies.map((c) => c.id),
    s.currencies.map((c) => c.num),
    s.currencies.map((c) => c.den),
    s.currencies.map((c) => c.minStake),
    [...s.countries],
  ];
  if (s.rule === 'multiplier') params.push(s.winsUntil);
  const rows = await database.query<{
    user_id: unknown;
    score: unknown;
    rounds: unknown;
    reached_at: Date | string;
    currency_id: unknown;
  }>(`${s.rule === 'wager' ? WAGER_SQL : MULTIPLIER_SQL} order by score desc, reached_at asc, user_id asc`, params);
  return rows.map((r) => ({
    userId: asNumber(r.user_id),
    score: asNumber(r.score),
    rounds: asNumber(r.rounds),
    reachedAt: new Date(r.reached_at),
    currencyId: asNumber(r.currency_id),
  }));
}
