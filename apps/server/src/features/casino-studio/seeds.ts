// Provably fair seed pairs (docs/domain/casino.md, ADR 0036): a random server seed committed by its
// SHA-256 before play, the player's client seed, a nonce per bet from 0; rotation reveals the old seed.
import { randomBytes } from 'node:crypto';
import { commitServerSeed, type SeedTriple } from '@fairline/shared/casino/index';
import type { StudioRotateAnswer, StudioSeeds } from '@fairline/shared/wire/casino-studio-play';
import type { Database } from '../../infra/db';
import { StudioError } from './studio-errors';

type Db = Pick<Database, 'query'>;

interface PairRow {
  id: unknown;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

/** A seed pair's id and the triple of one bet on it. */
export type TakenNonce = { pairId: number; seeds: SeedTriple };

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');
const toSeeds = (row: PairRow): StudioSeeds => ({
  server_seed_hash: row.server_seed_hash,
  client_seed: row.client_seed,
  nonce: row.next_nonce,
});

async function insertPair(db: Db, owner: string, clientSeed: string, now: Date): Promise<void> {
  const serverSeed = newServerSeed();
  await db.query(
    `insert into studio_seed_pairs (owner, server_seed, server_seed_hash, client_seed, created_at)
     values ($1, $2, $3, $4, $5) on conflict (owner) where revealed_at is null do nothing`,
    [owner, serverSeed, commitServerSeed(serverSeed), clientSeed, now],
  );
}

async function currentPair(db: Db, owner: string, now: Date): Promise<PairRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db.query<PairRow>('select * from studio_seed_pairs where owner = $1 and revealed_at is null', [
      owner,
    ]);
    if (row) return row;
    await insertPair(db, owner, newClientSeed(), now);
  }
  throw new Error(`no current seed pair for ${owner}`);
}

/** The owner's current seeds (a first pair is made on first use). */
export async function currentSeeds(db: Db, owner: string, now: Date): Promise<StudioSeeds> {
  return toSeeds(await currentPair(db, owner, now));
}

async function refuseWhileOpen(db: Db, owner: string): Promise<void> {
  const [open] = await db.query('select 1 from studio_rounds where owner = $1 and status = $2 limit 1', [
    owner,
    'open',
  ]);
  if (open) {
    throw new StudioError(409, 'ROUND_OPEN', 'Finish the open round first: its seeds cannot change while it is played');
  }
}

/** Reveals the current pair and commits a new one (the client seed carries over unless a new one is given). */
export async function rotateSeeds(db: Db, owner: string, now: Date, clientSeed?: string): Promise<StudioRotateAnswer> {
  forgetPair(db, owner);
  await currentPair(db, owner, now);
  await refuseWhileOpen(db, owner);
  // The open-round guard is repeated in the statement, so a round opened meanwhile keeps its seed secret.
  const [old] = await db.query<PairRow>(
    `update studio_seed_pairs p set revealed_at = $2
     where owner = $1 and revealed_at is null
       and not exists (select 1 from studio_rounds r where r.seed_pair_id = p.id and r.status = 'open')
     returning *`,
    [owner, now],
  );
  if (!old) throw new StudioError(409, 'ROUND_OPEN', 'Finish the open round first');
  await insertPair(db, owner, clientSeed ?? old.client_seed, now);
  return {
    revealed: {
      server_seed: old.server_seed,
      server_seed_hash: old.server_seed_hash,
      client_seed: old.client_seed,
      last_nonce: old.next_nonce - 1,
    },
    seeds: await currentSeeds(db, owner, now),
  };
}

/**
 * Sets the client seed. On a pair no bet used yet it changes in place; once bets were played on the
 * pair the pair is rotated instead (its server seed revealed, nonce from 0 again), so a seed triple is
 * never played twice (switching back to an old client seed must not replay known outcomes).
 */
export async function setClientSeed(db: Db, owner: string, clientSeed: string, now: Date): Promise<StudioSeeds> {
  forgetPair(db, owner);
  await refuseWhileOpen(db, owner);
  const [changed] = await db.query<PairRow>(
    `update studio_seed_pairs set client_seed = $2
     where owner = $1 and revealed_at is null and next_nonce = 0 returning *`,
    [owner, clientSeed],
  );
  if (changed) return toSeeds(changed);
  return (await rotateSeeds(db, owner, now, clientSeed)).seeds;
}

/**
 * The current pairs this process last saw, by owner. A round is decided on the cached pair and stored by
 * one statement that takes its nonce only if the pair is still exactly that (same pair, client seed and
 * nonce, unrevealed), so a pair changed elsewhere is read again and the round decided again (ADR 0046).
 */
const knownPairs = new WeakMap<Db, Map<string, PairRow>>();
const KNOWN_MAX = 20_000;

function pairsOf(db: Db): Map<string, PairRow> {
  let pairs = knownPairs.get(db);
  if (!pairs) {
    pairs = new Map();
    knownPairs.set(db, pairs);
  }
  return pairs;
}

/** Forgets what this process knew of the owner's pair (it changed, or may have). */
export function forgetPair(db: Db, owner: string): void {
  knownPairs.get(db)?.delete(owner);
}

/** The seed pair a round is about to be played on: the triple, and the pair's commitment. */
export type PlayPair = TakenNonce & { serverSeedHash: string };

/** The owner's current pair and next nonce, as last known here (`fresh`: read from the database). */
export async function pairToPlay(db: Db, owner: string, now: Date, fresh = false): Promise<PlayPair> {
  const pairs = pairsOf(db);
  let row = fresh ? undefined : pairs.get(owner);
  if (!row) {
    row = await currentPair(db, owner, now);
    if (pairs.size >= KNOWN_MAX) pairs.delete(pairs.keys().next().value as string);
    pairs.set(owner, row);
  }
  return {
    pairId: Number(row.id),
    serverSeedHash: row.server_seed_hash,
    seeds: { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.next_nonce },
  };
}

/** The pair's nonce was taken by a stored round: the next round plays the next one. */
export function nonceTaken(db: Db, owner: string, pair: PlayPair): void {
  const row = knownPairs.get(db)?.get(owner);
  if (row && Number(row.id) === pair.pairId && row.next_nonce === pair.seeds.nonce) row.next_nonce += 1;
}

/** The seed triple a stored round was played with (its pair's server seed, kept even before it is revealed). */
export async function seedsOfRound(
  db: Db,
  owner: string,
  pairId: number,
  clientSeed: string,
  nonce: number,
): Promise<SeedTriple> {
  // A pair's server seed never changes: the owner's pair this process knows serves when it is that one.
  const known = knownPairs.get(db)?.get(owner);
  if (known && Number(known.id) === pairId) return { serverSeed: known.server_seed, clientSeed, nonce };
  const [row] = await db.query<{ server_seed: string }>('select server_seed from studio_seed_pairs where id = $1', [
    pairId,
  ]);
  if (!row) throw new Error(`seed pair ${pairId} is missing`);
  return { serverSeed: row.server_seed, clientSeed, nonce };
}
