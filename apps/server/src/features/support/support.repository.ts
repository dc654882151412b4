import type { TICKET_SORTS } from '@fairline/shared/wire/backoffice';
import type { SupportTopic, TicketMessage, TicketStatus, TicketSummary } from '@fairline/shared/wire/support';
import type { Database } from '../../infra/db';
import { type SortDir, sortedBy } from '../../infra/sql-order';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;
type Author = 'player' | 'staff';

const iso = (value: Date | string) => new Date(value).toISOString();

const SUMMARY = `t.id, t.user_id, t.topic, t.subject, t.status, t.created_at, t.updated_at,
  (select count(*) from support_messages m where m.ticket_id = t.id) as message_count,
  (select m.author from support_messages m where m.ticket_id = t.id order by m.id desc limit 1) as last_author`;

interface SummaryRow {
  id: unknown;
  user_id: unknown;
  topic: SupportTopic;
  subject: string;
  status: TicketStatus;
  created_at: Date | string;
  updated_at: Date | string;
  message_count: unknown;
  last_author: Author | null;
}

/** A stored ticket as the player sees it, and whose it is. */
export type StoredTicket = TicketSummary & { userId: number };

function summaryOf(row: SummaryRow): StoredTicket {
  return {
    id: asNumber(row.id),
    userId: asNumber(row.user_id),
    topic: row.topic,
    subject: row.subject,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    message_count: asNumber(row.message_count),
    last_author: row.last_author ?? 'player',
  };
}

/** Opens a ticket with the player's first message, in one statement; answers its id. */
export async function insertTicket(
  database: Query,
  input: { userId: number; topic: SupportTopic; subject: string; text: string; now: Date },
): Promise<number> {
  const [row] = await database.query<{ ticket_id: unknown }>(
    `with ticket as (
       insert into support_tickets (user_id, topic, subject, created_at, updated_at)
       values ($1, $2, $3, $5, $5) returning id
     )
     insert into support_messages (ticket_id, author, text, created_at)
     select id, 'player', $4, $5 from ticket returning ticket_id`,
    [input.userId, input.topic, input.subject, input.text, input.now],
  );
  return asNumber(row?.ticket_id);
}

/** A page of the player's tickets, last changed first, and how many there are. */
export async function listTickets(
  database: Query,
  input: { userId: number; offset: number; limit: number },
): Promise<{ tickets: TicketSummary[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    database.query<SummaryRow>(
      `select ${SUMMARY} from support_tickets t where t.user_id = $1
        order by t.updated_at desc, t.id desc offset $2 limit $3`,
      [input.userId, input.offset, input.limit],
    ),
    database.query<{ n: unknown }>('select count(*) as n from support_tickets where user_id = $1', [input.userId]),
  ]);
  return { tickets: rows.map((r) => withoutOwner(summaryOf(r))), total: asNumber(count?.n ?? 0) };
}

/** A ticket by id (any player's: callers check the owner), or undefined. */
export async function findTicket(database: Query, id: number): Promise<StoredTicket | undefined> {
  const [row] = await database.query<SummaryRow>(`select ${SUMMARY} from support_tickets t where t.id = $1`, [id]);
  return row ? summaryOf(row) : undefined;
}

/** A ticket's thread, oldest first. */
export async function threadOf(database: Query, ticketId: number): Promise<TicketMessage[]> {
  const rows = await database.query<{ id: unknown; author: Author; text: string; created_at: Date | string }>(
    'select id, author, text, created_at from support_messages where ticket_id = $1 order by id',
    [ticketId],
  );
  return rows.map((r) => ({ id: asNumber(r.id), author: r.author, text: r.text, created_at: iso(r.created_at) }));
}

/**
 * Adds a message to a ticket that is not closed and sets its status (the player's reply: open; staff:
 * answered), in one statement; false when the ticket is closed by then.
 */
export async function addMessage(
  database: Query,
  input: { ticketId: number; author: Author; staffName: string | null; text: string; now: Date },
): Promise<boolean> {
  const rows = await database.query(
    `with ticket as (
       update support_tickets set status = case when $2 = 'staff' then 'answered' else 'open' end, updated_at = $5
        where id = $1 and status <> 'closed' returning id
     )
     insert into support_messages (ticket_id, author, staff_name, text, created_at)
     select id, $2, $3, $4, $5 from ticket returning id`,
    [input.ticketId, input.author, input.staffName, input.text, input.now],
  );
  return rows.length > 0;
}

/** Closes a ticket (closing a closed one changes nothing). */
export async function closeTicket(database: Query, ticketId: number, now: Date): Promise<void> {
  await database.query(
    `update support_tickets set status = 'closed', closed_at = $2, updated_at = $2
      where id = $1 and status <> 'closed'`,
    [ticketId, now],
  );
}

/** The ticket without whose it is (the wire's shape). */
export function withoutOwner(ticket: StoredTicket): TicketSummary {
  const { userId: _owner, ...summary } = ticket;
  return summary;
}

/** The back office's queue: every player's tickets of a status (all when none), oldest change first. */
export type TicketSort = (typeof TICKET_SORTS)[number];
const TICKET_ORDER: Record<TicketSort, string> = {
  id: 't.id',
  updated_at: 't.updated_at',
  created_at: 't.created_at',
  user_id: 't.user_id',
  status: 't.status',
};

export async function listTicketQueue(
  database: Query,
  input: {
    status?: TicketStatus | undefined;
    sort?: TicketSort | undefined;
    dir?: SortDir | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ tickets: StoredTicket[]; total: number }> {
  const order = input.sort ? sortedBy(TICKET_ORDER, input.sort, input.dir, 't.id') : 't.updated_at, t.id';
  const [rows, [count]] = await Promise.all([
    database.query<SummaryRow>(
      `select ${SUMMARY} from support_tickets t where ($1::text is null or t.status = $1)
        order by ${order} offset $2 limit $3`,
      [input.status ?? null, input.offset, input.limit],
    ),
    database.query<{ n: unknown }>(
      'select count(*) as n from support_tickets where ($1::text is null or status = $1)',
      [input.status ?? null],
    ),
  ]);
  return { tickets: rows.map(summaryOf), total: asNumber(count?.n ?? 0) };
}
