import type { LegResult } from '@fairline/shared/coupon/leg';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { GameResult } from '../../trading/types';
import type { SettleableBet } from './bet-outcome';
import { type SettleableLeg, settleLeg } from './leg-settlement';

type Query = Pick<Database, 'query'>;

/** A settleable bet with where it stands. */
export interface StoredBetState extends SettleableBet {
  status: string;
  settledVersion: number;
  payout: number;
  /** Staked with the house's advance credit (settled by settle_advance_bet). */
  isAdvance: boolean;
  /** What the player staked (before any partial sale) and in which currency: the inbox's measure of a bet. */
  originalStake: number;
  currencyId: number;
}

/** The bet with its legs in order, or undefined. */
export async function loadBetState(database: Query, betId: number): Promise<StoredBetState | undefined> {
  const rows = await database.query<Record<string, unknown>>(
    `select b.id, b.user_id, b.vid, b.system_sizes, b.stake, b.is_express_boost, b.anti_express_margin,
            b.promo_boost_percent, b.status, b.settled_version, b.payout, b.is_advance, b.original_stake, b.currency_id,
            l.odds, l.result, l.is_banker
     from bets b join bet_legs l on l.bet_id = b.id where b.id = $1 order by l.idx`,
    [betId],
  );
  const first = rows[0];
  if (!first) return undefined;
  const sizes = first.system_sizes as number[] | string | null;
  return {
    id: asNumber(first.id),
    userId: asNumber(first.user_id),
    vid: Number(first.vid),
    systemSizes: Array.isArray(sizes) ? sizes.map(Number) : typeof sizes === 'string' ? parseIntArray(sizes) : null,
    stake: asNumber(first.stake),
    isExpressBoost: first.is_express_boost === true,
    antiExpressMargin: first.anti_express_margin === null ? null : Number(first.anti_express_margin),
    promoBoostPercent: first.promo_boost_percent === null ? null : Number(first.promo_boost_percent),
    status: String(first.status),
    settledVersion: Number(first.settled_version),
    payout: asNumber(first.payout),
    isAdvance: first.is_advance === true,
    originalStake: asNumber(first.original_stake),
    currencyId: Number(first.currency_id),
    legs: rows.map((r) => ({
      odds: Number(r.odds),
      result: String(r.result) as LegResult,
      isBanker: r.is_banker === true,
    })),
  };
}

// node-postgres answers integer[] as an array; a text form '{2}' is read too, to be safe.
function parseIntArray(text: string): number[] {
  return text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * Writes the results of a game's legs (only still-open legs unless `all`; a voided market's legs
 * void); answers the bets whose legs changed. Legs of bets no longer at stake (sold, cancelled) are left alone.
 */
export async function applyGameResult(database: Query, result: GameResult, all: boolean): Promise<number[]> {
  const legs = await database.query<Record<string, unknown>>(
    `select l.bet_id, l.idx, l.type, l.market_group, l.param, l.extra, l.result,
       exists (select 1 from market_voids v where v.const_id = l.const_id and v.market_group = l.market_group) as voided
     from bet_legs l join bets b on b.id = l.bet_id
     where l.const_id = $1 and b.status in ('open', 'won', 'lost', 'void') and ($2 or l.result = 'open')`,
    [result.constId, all],
  );
  const betIds: number[] = [];
  const idxs: number[] = [];
  const results: string[] = [];
  for (const l of legs) {
    const extra = (l.extra ?? {}) as { listedScores?: number[] };
    const leg: SettleableLeg = {
      type: Number(l.type),
      group: Number(l.market_group),
      param: l.param === null ? null : Number(l.param),
      ...(extra.listedScores ? { listedScores: extra.listedScores } : {}),
    };
    // A market staff voided (ADR 0054) stays void whatever a later result says.
    const settled = l.voided === true ? 'void' : settleLeg(leg, result);
    if (settled === l.result) continue;
    betIds.push(asNumber(l.bet_id));
    idxs.push(Number(l.idx));
    results.push(settled);
  }
  if (betIds.length === 0) return [];
  await database.query(
    `update bet_legs l set result = v.r
     from unnest($1::bigint[], $2::smallint[], $3::text[]) as v(b, i, r)
     where l.bet_id = v.b and l.idx = v.i`,
    [betIds, idxs, results],
  );
  return [...new Set(betIds)];
}

/**
 * Open bets that may be decided now: no open leg left, or an express (or banker) leg lost. `among`
 * limits the search to those bets (a tick's touched bets); without it every open bet is looked at.
 * One page of `limit` ids above `after`, in id order.
 */
export async function betsReadyToSettle(
  database: Query,
  opts: { among?: number[]; after?: number; limit: number },
): Promise<number[]> {
  const { among, after = 0, limit } = opts;
  if (among?.length === 0) return [];
  const rows = await database.query<{ id: unknown }>(
    `select b.id from bets b where b.status = 'open' and b.id > $3
       and ($2::bigint[] is null or b.id = any($2::bigint[])) and (
       not exists (select 1 from bet_legs l where l.bet_id = b.id and l.result = 'open')
       or (b.vid = 1 and exists (select 1 from bet_legs l where l.bet_id = b.id and l.result = 'lost'))
       or (b.vid = 3 and exists (select 1 from bet_legs l where l.bet_id = b.id and l.is_banker and l.result = 'lost')))
     order by b.id limit $1`,
    [limit, among ?? null, after],
  );
  return rows.map((r) => asNumber(r.id));
}

/** The open advance bets of these players: a settled backing bet may be what one was waiting for. */
export async function openAdvanceBets(database: Query, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await database.query<{ id: unknown }>(
    `select id from bets where user_id = any($1::bigint[]) and status = 'open' and is_advance`,
    [userIds],
  );
  return rows.map((r) => asNumber(r.id));
}

/** The advance bets backed by this bet that its settlement at `at` finished (paid, void or written off). */
export async function advanceBetsFinishedBy(database: Query, backingBetId: number, at: Date) {
  const rows = await database.query<{ id: unknown; status: string; payout: unknown }>(
    `select b.id, b.status, b.payout from bet_advance_backing k join bets b on b.id = k.advance_bet_id
     where k.bet_id = $1 and b.status <> 'open' and b.settled_at = $2`,
    [backingBetId, at],
  );
  return rows.map((r) => ({ id: asNumber(r.id), status: r.status, payout: asNumber(r.payout) }));
}

/** Records many games' final results at once (version 1 each), for catching up after a pause. */
export async function storeResults(database: Query, results: GameResult[]): Promise<void> {
  if (results.length === 0) return;
  await database.query(
    `insert into game_results (const_id, version, result)
     select (e->>'constId')::bigint, 1, e from jsonb_array_elements($1::jsonb) as e
     on conflict (const_id) do nothing`,
    [JSON.stringify(results)],
  );
}

/** Which of these games still have an open leg on some bet (only those need their result applied). */
export async function gamesWithOpenLegs(database: Query, constIds: number[]): Promise<Set<number>> {
  if (constIds.length === 0) return new Set();
  const rows = await database.query<{ const_id: unknown }>(
    `select distinct const_id from bet_legs where result = 'open' and const_id = any($1::bigint[])`,
    [constIds],
  );
  return new Set(rows.map((r) => asNumber(r.const_id)));
}

/** Stores a corrected result as the next version; answers that version. */
export async function storeCorrection(database: Query, result: GameResult): Promise<number> {
  const [row] = await database.query<{ version: number }>(
    `insert into game_results (const_id, version, result) values ($1, 1, $2)
     on conflict (const_id) do update set version = game_results.version + 1, result = excluded.result, updated_at = now()
     returning version`,
    [result.constId, JSON.stringify(result)],
  );
  return Number(row?.version ?? 1);
}

/** The watermark: results up to this time (epoch ms) were processed. */
export async function readWatermark(database: Query, name: string): Promise<number | undefined> {
  const [row] = await database.query<{ processed_until: unknown }>(
    'select processed_until from settlement_watermarks where name = $1',
    [name],
  );
  return row ? asNumber(row.processed_until) : undefined;
}

/** Moves the watermark forward (never back, when two settlers run). */
export async function writeWatermark(database: Query, name: string, until: number): Promise<void> {
  await database.query(
    `insert into settlement_watermarks (name, processed_until) values ($1, $2)
     on conflict (name) do update set processed_until = greatest(settlement_watermarks.processed_until, excluded.processed_until)`,
    [name, until],
  );
}
