// Group commit of the seamless wallet's money-moving callbacks (ADR 0046, the way ADR 0009 batches bets):
// a callback goes to the database at once when nothing is in flight; callbacks that arrive while batches
// are in the database wait and then go together, in one casino_wallet_apply_many statement (one round
// trip, one transaction, one commit). Each callback is still applied by casino_wallet_apply exactly as if
// it came alone — its idempotency by transaction_uuid, tombstones, advisory lock, ledger transaction and
// its own answer — in arrival order. A batch that fails as a whole (a deadlock, an unexpected error) is
// sent again callback by callback, so one callback never makes another fail. PostgreSQL only: on PGlite
// (in process, one statement at a time) there is no round trip or separate commit to save.
import type { CasinoWalletStatus } from '@fairline/shared/wire/casino-wallet';
import { type Database, namedStatement } from '../../infra/db';

/** casino_wallet_apply's arguments, in its order. */
export interface WalletCall {
  provider: string;
  uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  hash: string;
  user: number;
  currency: number;
  amount: number;
  free: boolean;
  game: string;
  round: string;
  roundClosed: boolean;
  reference: string | null;
  at: Date;
  reward: string | null;
}

/** casino_wallet_apply's answer row. */
export interface WalletRow {
  status: CasinoWalletStatus;
  balance: unknown;
  account_id: unknown;
  moved: boolean;
  cash_balance: unknown;
  bonus_id: unknown;
}

/** Prepared once per pooled connection (PostgreSQL), then run by name: no parse and plan per callback. */
const APPLY_ONE = namedStatement(
  'casino_wallet_apply',
  `select status, balance, account_id, moved, cash_balance, bonus_id
   from casino_wallet_apply($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
);
const APPLY_MANY = namedStatement(
  'casino_wallet_apply_many',
  'select r_i, status, balance, account_id, moved, cash_balance, bonus_id from casino_wallet_apply_many($1)',
);

/** Callbacks per statement: keeps a batch's locks and statement short. */
export const MAX_WALLET_BATCH = 32;
/** Batches in the database at once; the pool's other connections serve everything else. */
export const MAX_WALLET_IN_FLIGHT = 2;

type Db = Pick<Database, 'query' | 'kind'>;

/** One callback, one statement: PGlite, a batch of one, and the fallback of a failed batch. */
async function applyOne(db: Db, c: WalletCall): Promise<WalletRow> {
  const [row] = await db.query<WalletRow>(APPLY_ONE, [
    c.provider,
    c.uuid,
    c.kind,
    c.hash,
    c.user,
    c.currency,
    c.amount,
    c.free,
    c.game,
    c.round,
    c.roundClosed,
    c.reference,
    c.at,
    c.reward,
  ]);
  if (!row) throw new Error('casino_wallet_apply returned no row');
  return row;
}

interface Pending {
  call: WalletCall;
  resolve: (row: WalletRow) => void;
  reject: (err: unknown) => void;
}

function createBatcher(db: Db) {
  const queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const send = async (batch: Pending[]) => {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      await applyOne(db, only.call).then(only.resolve, only.reject);
      return;
    }
    try {
      const rows = await db.query<WalletRow & { r_i: number }>(APPLY_MANY, [
        JSON.stringify(batch.map((p) => ({ ...p.call, at: p.call.at.toISOString() }))),
      ]);
      if (rows.length !== batch.length) throw new Error('casino_wallet_apply_many answered another number of rows');
      // r_i counts from 1 (with ordinality).
      for (const row of rows) batch[Number(row.r_i) - 1]?.resolve(row);
    } catch {
      // A failed statement committed nothing (and a callback applied twice is answered as a replay): each
      // callback alone now, each with its own answer or error.
      await Promise.all(batch.map((p) => applyOne(db, p.call).then(p.resolve, p.reject)));
    }
  };

  const pump = () => {
    scheduled = false;
    while (inFlight < MAX_WALLET_IN_FLIGHT && queue.length > 0) {
      const batch = queue.splice(0, MAX_WALLET_BATCH);
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return (call: WalletCall) =>
    new Promise<WalletRow>((resolve, reject) => {
      queue.push({ call, resolve, reject });
      // Callbacks read in the same I/O phase go together.
      if (!scheduled && inFlight < MAX_WALLET_IN_FLIGHT) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}

const batchers = new WeakMap<Db, (call: WalletCall) => Promise<WalletRow>>();

/** Applies one callback's money move: batched with the callbacks beside it on PostgreSQL, alone on PGlite. */
export function applyWalletCall(db: Db, call: WalletCall): Promise<WalletRow> {
  if (db.kind !== 'pg') return applyOne(db, call);
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher(call);
}
