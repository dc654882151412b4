// Sending the queued pushes: claimed in batches (a row is locked for a while, so a second sender skips
// it), deleted once the push service took it, retried with a growing pause when the service failed,
// and given up after a few tries. A 404 or 410 means the browser's subscription is gone: it goes too.
import type { Database } from '../../infra/db';
import * as repo from './match-subscriptions.repository';
import type { PushSender } from './push-sender';

const BATCH = 50;
const LOCK_MS = 60_000;
/** Tries before a push is dropped; the pauses between them grow from 5 s to 80 s. */
export const MAX_PUSH_ATTEMPTS = 5;
const FIRST_PAUSE_MS = 5_000;

/** Sends every due push; the number sent. */
export async function drainPushQueue(database: Database, sender: PushSender, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repo.claimDeliveries(database, now, BATCH, LOCK_MS);
    for (const d of batch) {
      const outcome = await sender.send(d.target, JSON.stringify(d.payload));
      if (outcome.kind === 'sent') {
        sent += 1;
        await repo.deleteDelivery(database, d.id);
      } else if (outcome.kind === 'gone') {
        await repo.deleteGoneSubscription(database, d.target.id);
      } else if (d.attempts + 1 >= MAX_PUSH_ATTEMPTS) {
        await repo.deleteDelivery(database, d.id);
      } else {
        await repo.retryDelivery(database, d.id, new Date(now.getTime() + FIRST_PAUSE_MS * 2 ** d.attempts));
      }
    }
    if (batch.length < BATCH) return sent;
  }
}
