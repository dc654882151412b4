// The crash room's hash chain (ADR 0058): a secret seed hashed `length` times with SHA-256 (of the hex
// text, as the shared `createCrashChain`); the last hash is the commitment published before the first
// round, rounds use the chain backwards, so each revealed hash proves the previous one. Kept per room:
// when a chain runs out, the next one is drawn and its commitment published before its first round.
import { createHash, randomBytes } from 'node:crypto';
import { crashPoint } from '@fairline/shared/casino/index';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Db = Pick<Database, 'query'>;

/** Rounds per chain: ~1.5 days of rounds at one every ~13 s; hashing it takes ~10 ms. */
export const CRASH_CHAIN_LENGTH = 10_000;

export interface CrashChain {
  id: number;
  commitment: string;
  salt: string;
  /** The chain's hashes in play order (index 0 is the first round's). */
  hashes: readonly string[];
  nextIndex: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The chain from its seed, in play order, and its commitment (as `createCrashChain`, with node:crypto). */
export function chainFromSeed(seed: string, length: number): { hashes: string[]; commitment: string } {
  const hashes = new Array<string>(length);
  let current = sha256Hex(seed);
  for (let i = length - 1; i >= 0; i--) {
    hashes[i] = current;
    current = sha256Hex(current);
  }
  return { hashes, commitment: current };
}

interface ChainRow {
  id: unknown;
  seed: string;
  commitment: string;
  salt: string;
  length: number;
  next_index: number;
}

/** The room's current chain, drawing a new one when there is none or the last ran out. */
export async function currentChain(db: Db, room: string, now: Date, length = CRASH_CHAIN_LENGTH): Promise<CrashChain> {
  let [row] = await db.query<ChainRow>('select * from studio_crash_chains where room = $1 and next_index < length', [
    room,
  ]);
  if (!row) {
    const seed = randomBytes(32).toString('hex');
    const { commitment } = chainFromSeed(seed, length);
    // The salt is fixed with the commitment and published beside it before any round is played.
    const salt = randomBytes(16).toString('hex');
    [row] = await db.query<ChainRow>(
      `insert into studio_crash_chains (room, seed, commitment, salt, length, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning *`,
      [room, seed, commitment, salt, length, now],
    );
    if (!row) return currentChain(db, room, now, length);
  }
  const { hashes, commitment } = chainFromSeed(row.seed, row.length);
  return { id: asNumber(row.id), commitment, salt: row.salt, hashes, nextIndex: row.next_index };
}

export interface CrashRoundDraw {
  round: number;
  chainIndex: number;
  hash: string;
  resultHash: string;
  point: number;
  isInstantBust: boolean;
}

/** Takes the chain's next round for the room (one statement: the index and the round row together). */
export async function drawRound(
  db: Db,
  room: string,
  chain: CrashChain,
  startedAt: Date,
): Promise<CrashRoundDraw | null> {
  const index = chain.nextIndex;
  const hash = chain.hashes[index];
  if (hash === undefined) return null;
  const { point, isInstantBust, resultHash } = crashPoint(hash, chain.salt);
  const [row] = await db.query<{ round: number }>(
    `with taken as (
       update studio_crash_chains set next_index = next_index + 1 where id = $1 and next_index = $2 returning id
     )
     insert into studio_crash_rounds (room, round, chain_id, chain_index, hash, result_hash, point, started_at)
     select $3, coalesce((select max(round) + 1 from studio_crash_rounds where room = $3), 1), taken.id, $2, $4, $5, $6, $7
     from taken returning round`,
    [chain.id, index, room, hash, resultHash, point, startedAt],
  );
  if (!row) return null;
  chain.nextIndex = index + 1;
  return { round: row.round, chainIndex: index, hash, resultHash, point, isInstantBust };
}

/** Marks a round busted (its hash is public from now on), with the start it flew from. */
export async function markBusted(db: Db, room: string, round: number, startedAt: Date, at: Date): Promise<void> {
  await db.query('update studio_crash_rounds set started_at = $3, busted_at = $4 where room = $1 and round = $2', [
    room,
    round,
    startedAt,
    at,
  ]);
}

/** The last busted rounds, newest first, with their hashes (what the history and the verifier show). */
export async function pastRounds(db: Db, room: string, limit: number) {
  const rows = await db.query<{ round: number; point: unknown; hash: string; result_hash: string; salt: string }>(
    `select r.round, r.point, r.hash, r.result_hash, c.salt from studio_crash_rounds r
     join studio_crash_chains c on c.id = r.chain_id
     where r.room = $1 and r.busted_at is not null order by r.round desc limit $2`,
    [room, limit],
  );
  return rows.map((r) => ({
    round: r.round,
    point: Number(r.point),
    hash: r.hash,
    result_hash: r.result_hash,
    salt: r.salt,
  }));
}

/** Whether the room ever drew a round (a new leader resumes such a room at once, ADR 0058). */
export async function roomWasOpened(db: Db, room: string): Promise<boolean> {
  const rows = await db.query('select 1 from studio_crash_rounds where room = $1 limit 1', [room]);
  return rows.length > 0;
}
