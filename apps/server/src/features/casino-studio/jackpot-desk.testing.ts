// Test support of the jackpot desk (ADR 0072): a real round of a contributing game stored as the studio
// stores one (its session, seed pair and round, waiting for its win's answer), settled through the studio's
// own settle statement, and a won draw claimed through the studio's own claim — so a desk test sees what a
// changed setting does to the next round and the next reset.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../infra/db';
import { claimPool } from './jackpot.repository';
import { settleRound } from './settle-queue';

export interface StoredRound {
  id: string;
  owner: string;
}

/** A closed real dice round of `stake` by platform player `userId`, its win not answered yet. */
export async function storeJackpotRound(
  db: Database,
  o: { userId: number; currency: string; stake: number; revealed: boolean },
): Promise<StoredRound> {
  const owner = `player:${o.userId}`;
  const now = new Date();
  const [pair] = await db.query<{ id: unknown }>(
    `insert into studio_seed_pairs (owner, server_seed, server_seed_hash, client_seed, next_nonce, created_at, revealed_at)
     values ($1, $2, $3, 'desk-client', 1, $4, $5) returning id`,
    [owner, `seed-${randomUUID()}`, 'a'.repeat(64), now, o.revealed ? now : null],
  );
  const session = randomUUID();
  await db.query(
    `insert into studio_sessions (id, mode, owner, platform_user, platform_token, game, currency, created_at, expires_at)
     values ($1, 'real', $2, $3, 'token', 'dice', $4, $5, $5)`,
    [session, owner, String(o.userId), o.currency, now],
  );
  const id = randomUUID();
  await db.query(
    `insert into studio_rounds (id, session_id, owner, game, status, currency, params, state, stake, seed_pair_id,
       client_seed, nonce, wallet_state, created_at, closed_at)
     values ($1, $2, $3, 'dice', 'closed', $4, '{}', '{}', $5, $6, 'desk-client', 0, 'win_pending', $7, $7)`,
    [id, session, owner, o.currency, o.stake, pair?.id, now],
  );
  return { id, owner };
}

/** Settles the round as the studio does once the wallet answered its win (feeding the pool). */
export const settleStoredRound = (db: Database, round: StoredRound) => settleRound(db, round.id);

/** Claims the round's won draw as the studio does: the pool's amount is the win, the pool resets to its seed. */
export async function claimStoredRound(db: Database, round: StoredRound, currency: string): Promise<number | null> {
  const [row] = await db.query<{ session_id: string }>('select session_id from studio_rounds where id = $1', [
    round.id,
  ]);
  return claimPool(db, {
    round: round.id,
    currency,
    sessionId: row?.session_id ?? '',
    owner: round.owner,
    game: 'dice',
    drawHash: 'b'.repeat(64),
    at: new Date(),
  });
}
