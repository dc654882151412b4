// Group placement of bets (docs/decisions/0009-batched-bets.md): bets that arrive while an earlier
// batch is in the database wait for it and then go together, in one place_bets call (one round trip,
// one transaction, one commit). A bet that finds nothing in flight goes at once, so a quiet server
// adds no latency; under load, the batch is whatever queued meanwhile, so the batch size follows the
// load by itself. A second batch beside the first goes once it holds MIN_SECOND_BATCH bets, or after
// SECOND_BATCH_WAIT_MS. Each bet keeps place_bet's answer and refusals; a batch that fails as a whole
// (a deadlock, an unexpected error) falls back to placing its bets one by one through place_bet, so
// one bet can never make another fail.
import { type Database, namedStatement } from '../../infra/db';

/** place_bet's arguments for one bet; bet, legs and answer as JSON text. */
export interface BetCall {
  userId: number;
  guid: string;
  hash: string;
  source: 'player_cash' | 'player_bonus';
  stake: number;
  status: 'open' | 'bid';
  bet: string;
  legs: string;
  answer: string;
  now: Date;
  sessionId: string | null;
}

/** place_bet's answer row (r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at). */
export type PlacedRow = Record<string, unknown>;

/** A refusal of place_bets for one bet, shaped like the database error place_bet raises (`code`). */
export class BetRefused extends Error {
  constructor(readonly code: string) {
    super(`bet refused: ${code}`);
  }
}

export const PLACE_BET = namedStatement(
  'place_bet',
  `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at
   from place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
);

const PLACE_BETS = namedStatement(
  'place_bets',
  `select r_i, r_code, r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at from place_bets($1)`,
);

/** Bets per place_bets call; keeps a batch's locks and statement short. */
export const MAX_BATCH = 64;
/** Batches in the database at once; the rest of the pool serves everything else. */
export const MAX_IN_FLIGHT = 2;
/**
 * Bets a batch needs to go while another is in the database. A place_bets call costs about three
 * bets' work before its first bet (bench/README.md), so a second batch of one or two would cost more
 * than waiting for the first to come back; three or more go at once.
 */
export const MIN_SECOND_BATCH = 3;
/** How long a smaller second batch waits for the first before it goes anyway (a slow first batch, a lock wait). */
export const SECOND_BATCH_WAIT_MS = 1;

/** What the batchers of this process did (for /metrics). */
export const batchStats = { batches: 0, bets: 0, fallbacks: 0 };

interface Pending {
  call: BetCall;
  resolve: (row: PlacedRow) => void;
  reject: (err: unknown) => void;
}

/** One bet through place_bet, as before batching. */
export async function placeOne(database: Pick<Database, 'query'>, c: BetCall): Promise<PlacedRow> {
  const rows = await database.query(PLACE_BET, [
    c.userId,
    c.guid,
    c.hash,
    c.source,
    c.stake,
    c.status,
    c.bet,
    c.legs,
    c.answer,
    c.now,
    c.sessionId,
  ]);
  const row = rows[0];
  if (!row) throw new Error('place_bet returned no row');
  return row;
}

// JSON of a batch, written by hand: bet, legs and answer are JSON text already.
function batchJson(batch: readonly Pending[]): string {
  const parts = batch.map(({ call: c }, i) => {
    const head = `{"i":${i},"u":${c.userId},"g":${JSON.stringify(c.guid)},"h":${JSON.stringify(c.hash)}`;
    const ses = c.sessionId === null ? 'null' : JSON.stringify(c.sessionId);
    return `${head},"src":"${c.source}","st":${c.stake},"s":"${c.status}","b":${c.bet},"l":${c.legs},"a":${c.answer},"n":"${c.now.toISOString()}","ses":${ses}}`;
  });
  return `[${parts.join(',')}]`;
}

export interface BetBatcher {
  place(call: BetCall): Promise<PlacedRow>;
}

/** A batcher over a database; one per database (placeBatched keeps it). */
export function createBetBatcher(database: Pick<Database, 'query'>): BetBatcher {
  const queue: Pending[] = [];
  // A guid queued or in flight: a second request of it waits for the first (place_bets wants distinct guids).
  const busy = new Map<string, Promise<unknown>>();
  let inFlight = 0;
  let scheduled = false;

  const send = async (batch: Pending[]) => {
    batchStats.batches += 1;
    batchStats.bets += batch.length;
    try {
      const rows = await database.query(PLACE_BETS, [batchJson(batch)]);
      for (const row of rows) answer(batch[Number(row.r_i)], row);
    } catch {
      // The whole batch failed: each bet alone, so each gets its own answer or error.
      batchStats.fallbacks += 1;
      await Promise.all(batch.map((p) => placeOne(database, p.call).then(p.resolve, p.reject)));
    }
  };

  const answer = (p: Pending | undefined, row: PlacedRow) => {
    if (!p) return;
    const code = row.r_code;
    if (code === null || code === 'replay') p.resolve(row);
    else if (code === 'FLRETRY') placeOne(database, p.call).then(p.resolve, p.reject);
    else p.reject(new BetRefused(String(code)));
  };

  let overdue: NodeJS.Timeout | undefined;
  const pump = (waited = false) => {
    scheduled = false;
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      if (inFlight > 0 && queue.length < MIN_SECOND_BATCH && !waited) break;
      const batch = queue.splice(0, MAX_BATCH);
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
    if (queue.length === 0 || inFlight >= MAX_IN_FLIGHT) {
      clearTimeout(overdue);
      overdue = undefined;
    } else {
      overdue ??= setTimeout(() => {
        overdue = undefined;
        pump(true);
      }, SECOND_BATCH_WAIT_MS);
    }
  };

  const enqueue = (call: BetCall) =>
    new Promise<PlacedRow>((resolve, reject) => {
      queue.push({ call, resolve, reject });
      // After the I/O phase, so requests read from the sockets together go together.
      if (!scheduled && inFlight < MAX_IN_FLIGHT) {
        scheduled = true;
        setImmediate(() => pump());
      }
    });

  return {
    place(call) {
      const key = `${call.userId}:${call.guid}`;
      const before = busy.get(key);
      const mine = (before ?? Promise.resolve()).catch(() => undefined).then(() => enqueue(call));
      busy.set(key, mine);
      void mine
        .catch(() => undefined)
        .then(() => {
          if (busy.get(key) === mine) busy.delete(key);
        });
      return mine;
    },
  };
}

const batchers = new WeakMap<object, BetBatcher>();

/**
 * Places a bet through the database's batcher on PostgreSQL. PGlite runs one statement at a time in
 * this process, with no round trip or socket to save, and runs the set-based batch slower than the
 * same bets one by one: there each bet goes through place_bet.
 */
export function placeBatched(database: Pick<Database, 'query' | 'kind'>, call: BetCall): Promise<PlacedRow> {
  if (database.kind === 'pglite') return placeOne(database, call);
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = createBetBatcher(database);
    batchers.set(database, batcher);
  }
  return batcher.place(call);
}
