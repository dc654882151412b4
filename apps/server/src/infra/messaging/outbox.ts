import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import type { Database } from '../db';

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

/** The development outbox: every message the product would send, as a table row. */
export function createOutbox(database: Database) {
  return {
    async write(m: { channel: 'email' | 'sms'; recipient: string; subject?: string; body: string }): Promise<void> {
      await database.db
        .insert(outboxMessages)
        .values({ channel: m.channel, recipient: m.recipient, subject: m.subject ?? null, body: m.body });
    },
  };
}

/** The newest outbox messages, optionally for one recipient. */
export function listOutbox(
  database: Database,
  opts: { recipient?: string | undefined; limit?: number } = {},
): Promise<OutboxRow[]> {
  const where = opts.recipient === undefined ? undefined : and(eq(outboxMessages.recipient, opts.recipient));
  return database.db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.id))
    .limit(opts.limit ?? 100);
}
