// The jackpot's SQL (ADR 0066): the pools per currency and the won draws. A round feeds its pool in the
// statement that marks it settled (settle-queue.ts); a won draw takes the pool here, under the pool row's lock.

import { jackpotTermsOf } from '@fairline/shared/casino/jackpot';
import { CURRENCIES } from '@fairline/shared/lookups/currencies';
import type { JackpotPool, JackpotWin } from '@fairline/shared/wire/casino-jackpot';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Db = Pick<Database, 'query'>;

/** Opens a pool at its seed for every currency that has none yet (one statement; new currencies join at the next start). */
export async function ensurePools(db: Db, now: Date): Promise<void> {
  const rows = CURRENCIES.map((c) => ({ code: c.code, terms: jackpotTermsOf(c.code) })).filter((r) => r.terms !== null);
  await db.query(
    `insert into studio_jackpot_pools (currency, amount, seed, updated_at)
     select code, seed, seed, $3 from unnest($1::text[], $2::bigint[]) as t(code, seed)
     on conflict (currency) do nothing`,
    [rows.map((r) => r.code), rows.map((r) => r.terms?.seed ?? 0), now],
  );
}

interface PoolRow {
  currency: string;
  amount: unknown;
  seed: unknown;
}

/** Every pool with its terms, by currency code. */
export async function readPools(db: Db): Promise<JackpotPool[]> {
  const rows = await db.query<PoolRow>('select currency, amount, seed from studio_jackpot_pools order by currency');
  return rows.flatMap((row) => {
    const terms = jackpotTermsOf(row.currency);
    if (!terms) return [];
    return [
      {
        currency: row.currency,
        digits: terms.digits,
        amount: asNumber(row.amount),
        seed: asNumber(row.seed),
        one_in: terms.oneIn,
      },
    ];
  });
}

/** What a won draw needs to take its pool. */
export interface Claim {
  round: string;
  currency: string;
  sessionId: string;
  owner: string;
  game: string;
  drawHash: string;
  at: Date;
}

/**
 * Takes the pool for a won draw and starts it again from its seed, in one statement: the pool row is
 * locked first, so of two rounds winning at once one takes the pool and the other the fresh seed; the
 * win's row is keyed by the round, so a round claims once (null when it had claimed already).
 */
export async function claimPool(db: Db, claim: Claim): Promise<number | null> {
  const [row] = await db.query<{ amount: unknown }>(
    `with pool as (
       select currency, amount from studio_jackpot_pools where currency = $2 for update
     ), won as (
       insert into studio_jackpot_wins (round_id, currency, amount, session_id, owner, game, draw_hash, wallet_state,
         created_at)
       select $1, pool.currency, pool.amount, $3, $4, $5, $6, 'win_pending', $7 from pool
       on conflict (round_id) do nothing
       returning amount
     )
     update studio_jackpot_pools p set amount = p.seed, won_count = p.won_count + 1, updated_at = $7
     from won where p.currency = $2
     returning won.amount`,
    [claim.round, claim.currency, claim.sessionId, claim.owner, claim.game, claim.drawHash, claim.at],
  );
  return row ? asNumber(row.amount) : null;
}

/** A won draw waiting for (or past) its wallet call. */
export interface WinRecord {
  round: string;
  currency: string;
  amount: number;
  sessionId: string;
  owner: string;
  game: string;
  createdAt: Date;
}

interface WinRow {
  round_id: string;
  currency: string;
  amount: unknown;
  session_id: string;
  owner: string;
  game: string;
  created_at: Date | string;
}

const toWin = (row: WinRow): WinRecord => ({
  round: row.round_id,
  currency: row.currency,
  amount: asNumber(row.amount),
  sessionId: row.session_id,
  owner: row.owner,
  game: row.game,
  createdAt: new Date(row.created_at),
});

export async function findWin(db: Db, round: string): Promise<WinRecord | undefined> {
  const [row] = await db.query<WinRow>('select * from studio_jackpot_wins where round_id = $1', [round]);
  return row ? toWin(row) : undefined;
}

/** Won draws whose wallet call was not answered yet, oldest first. */
export async function pendingJackpotWins(db: Db, limit: number): Promise<WinRecord[]> {
  const rows = await db.query<WinRow>(
    `select * from studio_jackpot_wins where wallet_state = 'win_pending' order by created_at limit $1`,
    [limit],
  );
  return rows.map(toWin);
}

/** Marks the win paid; true only for the call that moved it from pending (who then tells the player). */
export async function markWinPaid(db: Db, round: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update studio_jackpot_wins set wallet_state = 'settled', paid_at = $2
     where round_id = $1 and wallet_state = 'win_pending' returning round_id`,
    [round, at],
  );
  return rows.length === 1;
}

export async function markWinRefused(db: Db, round: string): Promise<void> {
  await db.query(`update studio_jackpot_wins set wallet_state = 'open' where round_id = $1`, [round]);
}

/** The latest paid wins as everyone sees them (the player by tag), newest first. */
export async function latestWins(db: Db, tagOf: (owner: string) => string, limit = 10): Promise<JackpotWin[]> {
  const rows = await db.query<WinRow & { paid_at: Date | string }>(
    `select * from studio_jackpot_wins where wallet_state = 'settled' order by created_at desc limit $1`,
    [limit],
  );
  return rows.map((row) => toPublicWin(toWin(row), tagOf));
}

/** A win as the board and the topic show it. */
export function toPublicWin(win: WinRecord, tagOf: (owner: string) => string): JackpotWin {
  return {
    currency: win.currency,
    digits: jackpotTermsOf(win.currency)?.digits ?? 2,
    amount: win.amount,
    game: win.game,
    player: tagOf(win.owner),
    won_at: win.createdAt.toISOString(),
  };
}

/** Real closed rounds of the contributing games whose win the wallet has not answered yet (the sweep's draws). */
export async function pendingDrawRounds(db: Db, games: readonly string[], limit: number) {
  return db.query<{
    id: string;
    session_id: string;
    owner: string;
    game: string;
    currency: string;
    stake: unknown;
    seed_pair_id: unknown;
    client_seed: string;
    nonce: number;
  }>(
    `select r.id, r.session_id, r.owner, r.game, r.currency, r.stake, r.seed_pair_id, r.client_seed, r.nonce
     from studio_rounds r
     where r.wallet_state = 'win_pending' and r.game = any($1::text[])
       and not exists (select 1 from studio_jackpot_wins w where w.round_id = r.id)
     order by r.created_at limit $2`,
    [games, limit],
  );
}
