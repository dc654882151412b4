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
  await refuseWhileOpen(db, owner);
  const [changed] = await db.query<PairRow>(
    `update studio_seed_pairs set client_seed = $2
     where owner = $1 and revealed_at is null and next_nonce = 0 returning *`,
    [owner, clientSeed],
  );
  if (changed) return toSeeds(changed);
  return (await rotateSeeds(db, owner, now, clientSeed)).seeds;
}

/** Takes the next nonce of the owner's current pair: the triple that decides one bet. */
export async function takeNonce(db: Db, owner: string, now: Date): Promise<TakenNonce> {
  await currentPair(db, owner, now);
  const [row] = await db.query<PairRow & { nonce: number }>(
    `update studio_seed_pairs set next_nonce = next_nonce + 1
     where owner = $1 and revealed_at is null
     returning id, server_seed, client_seed, next_nonce - 1 as nonce`,
    [owner],
  );
  if (!row) throw new Error(`the seed pair of ${owner} changed under a bet`);
  return {
    pairId: Number(row.id),
    seeds: { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce },
  };
}

/** The seed triple a stored round was played with (its pair's server seed, kept even before it is revealed). */
export async function seedsOfRound(db: Db, pairId: number, clientSeed: string, nonce: number): Promise<SeedTriple> {
  const [row] = await db.query<{ server_seed: string }>('select server_seed from studio_seed_pairs where id = $1', [
    pairId,
  ]);
  if (!row) throw new Error(`seed pair ${pairId} is missing`);
  return { serverSeed: row.server_seed, clientSeed, nonce };
}
