// A round's studio side is settled once the wallet answered its closing win (ADR 0046). Rounds are stored
// as `win_pending` already, so a win this process never got answered — a failed call, a crash — is sent
// again by the sweep; marking them `settled` is then bookkeeping, and the marks of rounds closing at the
// same time go together: one statement and one commit while another is in the database.
import { JACKPOT_GAMES, JackpotTerms } from '@fairline/shared/casino/jackpot';
import type { Database } from '../../infra/db';

type Db = Pick<Database, 'query'>;

interface Batch {
  ids: string[];
  done: Promise<void>;
  resolve: () => void;
}

interface Queue {
  next: Batch | null;
  running: boolean;
  /** Rounds whose win this process is paying now: the sweep leaves them alone. */
  paying: Set<string>;
}

const queues = new WeakMap<Db, Queue>();

function queueOf(db: Db): Queue {
  let queue = queues.get(db);
  if (!queue) {
    queue = { next: null, running: false, paying: new Set() };
    queues.set(db, queue);
  }
  return queue;
}

/** The round's win is being paid by this process (until it is settled or the payment gave up). */
export function startPaying(db: Db, round: string): void {
  queueOf(db).paying.add(round);
}

export function stopPaying(db: Db, round: string): void {
  queueOf(db).paying.delete(round);
}

export function isPaying(db: Db, round: string): boolean {
  return queues.get(db)?.paying.has(round) ?? false;
}

async function drain(db: Db, queue: Queue): Promise<void> {
  queue.running = true;
  while (queue.next) {
    const batch = queue.next;
    queue.next = null;
    try {
      // The rounds that become settled here feed their jackpot pool in the same statement: once each (ADR 0066).
      await db.query(
        `with settled as (
           update studio_rounds set wallet_state = 'settled' where id = any($1::text[]) and wallet_state = 'win_pending'
           returning currency, game, stake
         ), fed as (
           select currency, sum(stake * rate.bp / 10000)::bigint as amount
           from settled, (select coalesce((select contribution_bp from studio_jackpot_settings where id = 1), $3) as bp) rate
           where game = any($2::text[]) group by currency
         )
         update studio_jackpot_pools p set amount = p.amount + fed.amount, updated_at = now()
         from fed where p.currency = fed.currency and fed.amount > 0`,
        [batch.ids, JACKPOT_GAMES, JackpotTerms.contributionBp],
      );
    } catch {
      // Left `win_pending`: the sweep sends the win again, the wallet answers it as a replay, and it is marked then.
    } finally {
      for (const id of batch.ids) queue.paying.delete(id);
      batch.resolve();
    }
  }
  queue.running = false;
}

/** Marks the round settled with the rounds closing beside it; resolves once that statement is done. */
export function settleRound(db: Db, round: string): Promise<void> {
  const queue = queueOf(db);
  if (!queue.next) {
    let resolve = () => {};
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    queue.next = { ids: [], done, resolve };
  }
  queue.next.ids.push(round);
  const { done } = queue.next;
  if (!queue.running) void drain(db, queue);
  return done;
}
