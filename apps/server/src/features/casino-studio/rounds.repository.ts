// Stored rounds: each with its seed pair and nonce (what verifies it), params, full state, stake and win.
import type { StudioPlayGame, StudioPlayRound } from '@fairline/shared/wire/casino-studio-play';
import { type Database, namedStatement } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { publicOutcome } from './games';

type Db = Pick<Database, 'query'>;

export type WalletState = 'demo' | 'open' | 'win_pending' | 'settled';

export interface RoundRecord {
  id: string;
  sessionId: string;
  owner: string;
  game: StudioPlayGame;
  status: 'open' | 'closed';
  currency: string;
  params: Record<string, unknown>;
  state: unknown;
  stake: number;
  win: number;
  bets: number;
  seedPairId: number;
  clientSeed: string;
  nonce: number;
  walletState: WalletState;
  version: number;
  createdAt: Date;
}

interface RoundRow {
  id: string;
  session_id: string;
  owner: string;
  game: StudioPlayGame;
  status: 'open' | 'closed';
  currency: string;
  params: Record<string, unknown>;
  state: unknown;
  stake: unknown;
  win: unknown;
  bets: number;
  seed_pair_id: unknown;
  client_seed: string;
  nonce: number;
  wallet_state: WalletState;
  version: number;
  created_at: Date | string;
  server_seed_hash?: string;
  server_seed?: string | null;
}

const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

function toRecord(row: RoundRow): RoundRecord {
  return {
    id: row.id,
    sessionId: row.session_id,
    owner: row.owner,
    game: row.game,
    status: row.status,
    currency: row.currency,
    params: parseJson(row.params) as Record<string, unknown>,
    state: parseJson(row.state),
    stake: asNumber(row.stake),
    win: asNumber(row.win),
    bets: row.bets,
    seedPairId: asNumber(row.seed_pair_id),
    clientSeed: row.client_seed,
    nonce: row.nonce,
    walletState: row.wallet_state,
    version: row.version,
    createdAt: new Date(row.created_at),
  };
}

/** What storing a new round came to: stored, its nonce taken meanwhile (decide again), or a round already open. */
export type Stored = 'stored' | 'stale' | 'open';

/**
 * Takes the round's nonce from its seed pair and stores the round, in one statement and one commit
 * (ADR 0046): the nonce only if the pair is still unrevealed, with the client seed and next nonce the
 * round was decided on ('stale' otherwise, nothing written). 'open': the nonce is used, but the session
 * already has an open round of this game (mines, blackjack), as when the two were separate statements.
 */
/** Prepared once per pooled connection (PostgreSQL): the round's one statement, run by name (ADR 0046). */
const INSERT_ROUND_AT_NONCE = namedStatement(
  'studio_insert_round_at_nonce',
  `with taken as (
       update studio_seed_pairs set next_nonce = next_nonce + 1
       where id = $12 and revealed_at is null and client_seed = $13 and next_nonce = $14
       returning id
     ), stored as (
       insert into studio_rounds (id, session_id, owner, game, status, currency, params, state, stake, win, bets,
         seed_pair_id, client_seed, nonce, wallet_state, created_at, closed_at)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, taken.id, $13, $14, $15, $16, $17 from taken
       on conflict (session_id, game) where status = 'open' and game in ('mines', 'blackjack') do nothing
       returning id
     )
     select (select count(*) from taken)::int as took, (select count(*) from stored)::int as stored`,
);

export async function insertRoundAtNonce(db: Db, round: RoundRecord, closedAt: Date | null): Promise<Stored> {
  const [row] = await db.query<{ took: number; stored: number }>(INSERT_ROUND_AT_NONCE, [
    round.id,
    round.sessionId,
    round.owner,
    round.game,
    round.status,
    round.currency,
    JSON.stringify(round.params),
    JSON.stringify(round.state),
    round.stake,
    round.win,
    round.bets,
    round.seedPairId,
    round.clientSeed,
    round.nonce,
    round.walletState,
    round.createdAt,
    closedAt,
  ]);
  if (!row || Number(row.took) === 0) return 'stale';
  return Number(row.stored) === 1 ? 'stored' : 'open';
}

/** Saves a step of an open round if nobody else did meanwhile (its version); false on a lost race. */
export async function updateRound(db: Db, round: RoundRecord, closedAt: Date | null): Promise<boolean> {
  const rows = await db.query(
    `update studio_rounds set status = $3, state = $4, stake = $5, win = $6, bets = $7, wallet_state = $8,
       closed_at = $9, version = version + 1
     where id = $1 and version = $2 and status = 'open' returning id`,
    [
      round.id,
      round.version,
      round.status,
      JSON.stringify(round.state),
      round.stake,
      round.win,
      round.bets,
      round.walletState,
      closedAt,
    ],
  );
  return rows.length === 1;
}

export async function setWalletState(db: Db, id: string, walletState: WalletState): Promise<void> {
  await db.query('update studio_rounds set wallet_state = $2 where id = $1', [id, walletState]);
}

export async function deleteRound(db: Db, id: string): Promise<void> {
  await db.query('delete from studio_rounds where id = $1', [id]);
}

export async function findRound(db: Db, id: string): Promise<RoundRecord | undefined> {
  const [row] = await db.query<RoundRow>('select * from studio_rounds where id = $1', [id]);
  return row ? toRecord(row) : undefined;
}

/** Rounds whose closing win call failed, oldest first. */
export async function pendingWins(db: Db, limit: number): Promise<RoundRecord[]> {
  const rows = await db.query<RoundRow>(
    `select * from studio_rounds where wallet_state = 'win_pending' order by created_at limit $1`,
    [limit],
  );
  return rows.map(toRecord);
}

/** A round as the API shows it, with what verifies it (the server seed once its pair was rotated). */
export async function publicRound(db: Db, id: string): Promise<StudioPlayRound | undefined> {
  const [row] = await db.query<RoundRow>(
    `select r.*, p.server_seed_hash, case when p.revealed_at is null then null else p.server_seed end as server_seed
     from studio_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id where r.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return showRound(toRecord(row), row.server_seed_hash ?? '', row.server_seed ?? null);
}

/** A round as the API shows it, from its record and its pair's commitment (and seed, once revealed). */
export function showRound(round: RoundRecord, serverSeedHash: string, serverSeed: string | null): StudioPlayRound {
  const isOpen = round.status === 'open';
  return {
    id: round.id,
    game: round.game,
    status: round.status,
    stake: round.stake,
    win: round.win,
    currency: round.currency,
    created_at: round.createdAt.toISOString(),
    params: round.params,
    outcome: publicOutcome(round.game, round.state, isOpen),
    verify: {
      server_seed_hash: serverSeedHash,
      server_seed: serverSeed,
      client_seed: round.clientSeed,
      nonce: round.nonce,
    },
  } as StudioPlayRound;
}

/** Forgets demo sessions that ended before `before`, with their rounds and seed pairs (fun money keeps no history). */
export async function purgeDemoSessions(db: Db, before: Date): Promise<number> {
  const gone = await db.query<{ id: string; owner: string }>(
    `select id, owner from studio_sessions where mode = 'demo' and expires_at < $1 limit 500`,
    [before],
  );
  if (gone.length === 0) return 0;
  const ids = gone.map((s) => s.id);
  await db.query('delete from studio_rounds where session_id = any($1::text[])', [ids]);
  await db.query('delete from studio_crash_bets where session_id = any($1::text[])', [ids]);
  await db.query('delete from studio_seed_pairs where owner = any($1::text[])', [gone.map((s) => s.owner)]);
  await db.query('delete from studio_sessions where id = any($1::text[])', [ids]);
  return gone.length;
}
