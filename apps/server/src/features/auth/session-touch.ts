// last_seen_at writes, coalesced: while one write is in the database, the sessions seen meanwhile
// wait for it and then go together, in one statement and one commit. Each caller still waits until
// its own session's write has committed, as when every request wrote its own row; under load (many
// sessions seen at once, e.g. when the session cache expires for all of them) that is one commit for
// many sessions instead of one each.
import { type Database, namedStatement } from '../../infra/db';

const TOUCH_SESSIONS = namedStatement(
  'touch_sessions',
  'update sessions set last_seen_at = now() where id = any($1::text[]) and closed_at is null',
);

interface TouchQueue {
  /** Sessions waiting for the next write. */
  waiting: Set<string>;
  /** The next write, once a session waits for it. */
  next: Promise<void> | undefined;
  /** The write in the database now. */
  current: Promise<void> | undefined;
}

const queues = new WeakMap<Database, TouchQueue>();
const ignore = () => {};

/** Sets the session's last_seen_at to now; resolves once that has committed. */
export function touchSession(database: Database, sessionId: string): Promise<void> {
  let queue = queues.get(database);
  if (!queue) {
    queue = { waiting: new Set(), next: undefined, current: undefined };
    queues.set(database, queue);
  }
  queue.waiting.add(sessionId);
  queue.next ??= write(database, queue);
  return queue.next;
}

async function write(database: Database, queue: TouchQueue): Promise<void> {
  // After the write under way (its failure is its own callers'), or one turn when there is none, so
  // that the sessions seen in the same turn go too.
  await queue.current?.then(ignore, ignore);
  const ids = [...queue.waiting];
  queue.waiting.clear();
  queue.next = undefined;
  const current = database.query(TOUCH_SESSIONS, [ids]).then(ignore);
  queue.current = current;
  try {
    await current;
  } finally {
    if (queue.current === current) queue.current = undefined;
  }
}
