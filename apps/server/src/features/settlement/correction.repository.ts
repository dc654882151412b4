// What staff corrections of a finished game read (ADR 0054): the stored result, the legs of every bet
// at stake on the game, voided markets, the corrections made, and the finished games with bets.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { GameResult } from '../../trading/types';

type Query = Pick<Database, 'query'>;

/** A game's stored (possibly corrected) result and its version. */
export interface StoredGameResult {
  constId: number;
  version: number;
  result: GameResult;
}

/** One leg on the game, with its bet's state. */
export interface GameLeg {
  betId: number;
  idx: number;
  type: number;
  group: number;
  param: number | null;
  listedScores?: number[];
  result: string;
  market: string;
  outcome: string;
  betStatus: string;
  stake: number;
  currencyId: number;
}

export async function readGameResult(db: Query, constId: number): Promise<StoredGameResult | undefined> {
  const [row] = await db.query<{ version: number; result: GameResult }>(
    'select version, result from game_results where const_id = $1',
    [constId],
  );
  return row ? { constId, version: Number(row.version), result: row.result } : undefined;
}

/** The legs of the game on bets still at stake or settled (sold and cancelled bets are left alone). */
export async function readGameLegs(db: Query, constId: number): Promise<GameLeg[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select l.bet_id, l.idx, l.type, l.market_group, l.param, l.extra, l.result, l.labels, b.status, b.stake, b.currency_id
     from bet_legs l join bets b on b.id = l.bet_id
     where l.const_id = $1 and b.status in ('open', 'won', 'lost', 'void') order by l.market_group, l.param, l.type, l.bet_id`,
    [constId],
  );
  return rows.map((r) => {
    const extra = (r.extra ?? {}) as { listedScores?: number[] };
    const labels = (r.labels ?? {}) as { market?: string; outcome?: string };
    return {
      betId: asNumber(r.bet_id),
      idx: Number(r.idx),
      type: Number(r.type),
      group: Number(r.market_group),
      param: r.param === null ? null : Number(r.param),
      ...(extra.listedScores ? { listedScores: extra.listedScores } : {}),
      result: String(r.result),
      market: labels.market ?? `G${String(r.market_group)}`,
      outcome: labels.outcome ?? `T${String(r.type)}`,
      betStatus: String(r.status),
      stake: asNumber(r.stake),
      currencyId: Number(r.currency_id),
    };
  });
}

export async function readVoidedMarkets(db: Query, constId: number): Promise<Set<number>> {
  const rows = await db.query<{ market_group: number }>('select market_group from market_voids where const_id = $1', [
    constId,
  ]);
  return new Set(rows.map((r) => Number(r.market_group)));
}

/** The answer a correction gave, by its idempotency key. */
export async function readCorrectionByKey(
  db: Query,
  key: string,
): Promise<{ id: number; hash: string; answer: Record<string, unknown> } | undefined> {
  const [row] = await db.query<{ id: unknown; request_hash: string; answer: Record<string, unknown> }>(
    'select id, request_hash, answer from settlement_corrections where idempotency_key = $1',
    [key],
  );
  return row ? { id: asNumber(row.id), hash: row.request_hash, answer: row.answer } : undefined;
}

/** The corrections of a game, newest first. */
export async function readCorrections(db: Query, constId: number) {
  const rows = await db.query<Record<string, unknown>>(
    `select id, action, market_group, reason, staff_email, from_version, to_version, created_at
     from settlement_corrections where const_id = $1 order by id desc`,
    [constId],
  );
  return rows.map((r) => ({
    id: asNumber(r.id),
    action: String(r.action) as 'void' | 'resettle',
    market_group: r.market_group === null ? null : Number(r.market_group),
    reason: String(r.reason),
    staff_email: (r.staff_email as string | null) ?? null,
    version: Number(r.to_version),
    created_at: new Date(r.created_at as string).toISOString(),
  }));
}

const GAME_ORDER = {
  settled_at: `(g.result->>'settledAt')::bigint`,
  start: `(g.result->>'start')::bigint`,
  bets: 'count(distinct l.bet_id)',
  game_id: 'g.const_id',
} as const;

/** Finished games with bets on them (default: the latest result first); `constId` narrows to one game. */
export async function readFinishedGames(
  db: Query,
  opts: { constId?: number; offset: number; limit: number; sort?: keyof typeof GAME_ORDER; dir?: 'asc' | 'desc' },
) {
  const by = opts.sort ?? 'settled_at';
  const dir = opts.dir ?? (by === 'game_id' ? 'asc' : 'desc');
  const rows = await db.query<Record<string, unknown>>(
    `select g.const_id, g.version, g.result, count(distinct l.bet_id) as bets, count(*) over () as total
     from game_results g join bet_legs l on l.const_id = g.const_id
     where ($1::bigint is null or g.const_id = $1)
     group by g.const_id, g.version, g.result
     order by ${GAME_ORDER[by]} ${dir}, g.const_id ${dir} limit $2 offset $3`,
    [opts.constId ?? null, opts.limit, opts.offset],
  );
  return {
    total: rows[0] ? asNumber(rows[0].total) : 0,
    items: rows.map((r) => ({
      constId: asNumber(r.const_id),
      version: Number(r.version),
      result: r.result as GameResult,
      bets: asNumber(r.bets),
    })),
  };
}

/** Corrected results (version above 1) of these games: the results page shows them over the engine's. */
export async function readCorrectedResults(db: Query, constIds: readonly number[]): Promise<Map<number, GameResult>> {
  if (constIds.length === 0) return new Map();
  const rows = await db.query<{ const_id: unknown; result: GameResult }>(
    'select const_id, result from game_results where version > 1 and const_id = any($1::bigint[])',
    [constIds],
  );
  return new Map(rows.map((r) => [asNumber(r.const_id), r.result]));
}
