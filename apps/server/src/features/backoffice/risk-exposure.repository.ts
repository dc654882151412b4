// Open exposure from the open bets themselves (ADR 0053): the legs of bets with status 'open' whose
// own leg is not settled yet, grouped by game, currency, market and outcome. Nothing is counted
// anywhere else, so the numbers cannot drift from the bets.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** One outcome of one game in one currency, as the open bets stand on it. */
export interface OutcomeExposure {
  constId: number;
  currencyId: number;
  marketGroup: number;
  type: number;
  param: number;
  playerId: number;
  bets: number;
  singles: number;
  stake: number;
  potential: number;
}

/** One game in one currency: its open bets counted once each. */
export interface GameTotals {
  constId: number;
  currencyId: number;
  sportId: number;
  bets: number;
  stake: number;
  potential: number;
}

// An express (or system) leg carries the whole bet's stake and potential return: if this outcome wins,
// the bet pays in full when its other legs win too, so that is the house's worst case on this outcome.
const OPEN_LEGS = `
  select l.const_id, l.sport_id, b.id as bet_id, b.currency_id, b.vid, l.market_group, l.type,
         coalesce(l.param, 0) as param, l.player_id, b.stake, b.potential_return
    from bets b join bet_legs l on l.bet_id = b.id
   where b.status = 'open' and l.result = 'open'`;

/** Every open outcome, optionally of one game or one sport, or in one currency. */
export async function openOutcomes(
  db: Query,
  filter: { constId?: number; sportId?: number; currencyId?: number },
): Promise<OutcomeExposure[]> {
  const rows = await db.query<Record<string, unknown>>(
    `with legs as (${OPEN_LEGS}
        and ($1::bigint is null or l.const_id = $1) and ($2::int is null or l.sport_id = $2)
        and ($3::int is null or b.currency_id = $3))
     select const_id, currency_id, market_group, type, param, player_id, count(*) as bets,
            count(*) filter (where vid = 0) as singles, sum(stake) as stake, sum(potential_return) as potential
       from legs group by const_id, currency_id, market_group, type, param, player_id`,
    [filter.constId ?? null, filter.sportId ?? null, filter.currencyId ?? null],
  );
  return rows.map((r) => ({
    constId: asNumber(r.const_id),
    currencyId: asNumber(r.currency_id),
    marketGroup: asNumber(r.market_group),
    type: asNumber(r.type),
    param: Number(r.param),
    playerId: asNumber(r.player_id),
    bets: asNumber(r.bets),
    singles: asNumber(r.singles),
    stake: asNumber(r.stake),
    potential: asNumber(r.potential),
  }));
}

/** Per game and currency: distinct open bets, their stakes and potential returns. */
export async function openGameTotals(
  db: Query,
  filter: { constId?: number; sportId?: number; currencyId?: number },
): Promise<GameTotals[]> {
  const rows = await db.query<Record<string, unknown>>(
    `with legs as (${OPEN_LEGS}
        and ($1::bigint is null or l.const_id = $1) and ($2::int is null or l.sport_id = $2)
        and ($3::int is null or b.currency_id = $3)),
     per_bet as (select distinct const_id, sport_id, currency_id, bet_id, stake, potential_return from legs)
     select const_id, currency_id, min(sport_id) as sport_id, count(*) as bets, sum(stake) as stake,
            sum(potential_return) as potential
       from per_bet group by const_id, currency_id`,
    [filter.constId ?? null, filter.sportId ?? null, filter.currencyId ?? null],
  );
  return rows.map((r) => ({
    constId: asNumber(r.const_id),
    currencyId: asNumber(r.currency_id),
    sportId: asNumber(r.sport_id),
    bets: asNumber(r.bets),
    stake: asNumber(r.stake),
    potential: asNumber(r.potential),
  }));
}
