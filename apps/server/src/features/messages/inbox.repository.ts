import type { InboxMessage, MessageKind, MessageTemplate } from '@fairline/shared/wire/messages';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** A message to store; `availableAt` later than `now` makes it wait (hidden and uncounted until then). */
export interface NewMessage {
  userId: number;
  kind: MessageKind;
  template: MessageTemplate | null;
  params: Record<string, string | number | null>;
  title: string | null;
  body: string | null;
  link: string | null;
  supersedesKey: string | null;
  now: Date;
  availableAt: Date;
}

interface MessageRow {
  id: unknown;
  kind: MessageKind;
  template: MessageTemplate | null;
  params: Record<string, string | number | null> | string;
  title: string | null;
  body: string | null;
  link: string | null;
  available_at: Date | string;
  read_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function messageOf(row: MessageRow): InboxMessage {
  return {
    id: asNumber(row.id),
    kind: row.kind,
    template: row.template,
    params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
    title: row.title,
    body: row.body,
    link: row.link,
    // A waiting message is dated when it became visible: that is when the player could first read it.
    created_at: iso(row.available_at),
    read_at: row.read_at === null ? null : iso(row.read_at),
  };
}

/**
 * Stores a message; one with a supersedes key first deletes the player's messages of that key still
 * waiting (a raise announced for tomorrow is withdrawn when the limit changes again). Answers its id.
 */
export async function insertMessage(database: Query, m: NewMessage): Promise<number> {
  const [row] = await database.query<{ id: unknown }>(
    `with withdrawn as (
       delete from inbox_messages
        where $8::text is not null and user_id = $1 and supersedes_key = $8 and available_at > $9
     )
     insert into inbox_messages
       (user_id, kind, template, params, title, body, link, supersedes_key, created_at, available_at, pushed_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, case when $10 <= $9 then $9::timestamptz end)
     returning id`,
    [
      m.userId,
      m.kind,
      m.template,
      JSON.stringify(m.params),
      m.title,
      m.body,
      m.link,
      m.supersedesKey,
      m.now,
      m.availableAt,
    ],
  );
  return asNumber(row?.id);
}

/** Messages the player can see at `now`: a page newest first, the list's total and the unread count. */
export async function listMessages(
  database: Query,
  input: { userId: number; now: Date; offset: number; limit: number; unreadOnly: boolean },
): Promise<{ messages: InboxMessage[]; total: number; unread: number }> {
  const [rows, [counts]] = await Promise.all([
    database.query<MessageRow>(
      `select id, kind, template, params, title, body, link, available_at, read_at from inbox_messages
        where user_id = $1 and available_at <= $2 and ($5::boolean is false or read_at is null)
        order by available_at desc, id desc offset $3 limit $4`,
      [input.userId, input.now, input.offset, input.limit, input.unreadOnly],
    ),
    database.query<{ total: unknown; unread: unknown }>(
      `select count(*) as total, count(*) filter (where read_at is null) as unread from inbox_messages
        where user_id = $1 and available_at <= $2`,
      [input.userId, input.now],
    ),
  ]);
  const unread = asNumber(counts?.unread ?? 0);
  return { messages: rows.map(messageOf), total: input.unreadOnly ? unread : asNumber(counts?.total ?? 0), unread };
}

/** The player's unread messages visible at `now`. */
export async function countUnread(database: Query, userId: number, now: Date): Promise<number> {
  const [row] = await database.query<{ n: unknown }>(
    'select count(*) as n from inbox_messages where user_id = $1 and read_at is null and available_at <= $2',
    [userId, now],
  );
  return asNumber(row?.n ?? 0);
}

/** Marks one of the player's visible messages read; false when it is not theirs (or not there). */
export async function markRead(database: Query, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await database.query(
    `update inbox_messages set read_at = coalesce(read_at, $3)
      where id = $1 and user_id = $2 and available_at <= $3 returning id`,
    [id, userId, now],
  );
  return rows.length > 0;
}

/** Marks every visible message of the player read; answers how many were unread. */
export async function markAllRead(database: Query, userId: number, now: Date): Promise<number> {
  const rows = await database.query(
    `update inbox_messages set read_at = $2
      where user_id = $1 and read_at is null and available_at <= $2 returning id`,
    [userId, now],
  );
  return rows.length;
}

/** Deletes one of the player's visible messages; false when it is not theirs (or not there). */
export async function deleteMessage(database: Query, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await database.query(
    'delete from inbox_messages where id = $1 and user_id = $2 and available_at <= $3 returning id',
    [id, userId, now],
  );
  return rows.length > 0;
}

/** Claims the waiting messages that came due by `now` (each once, whichever instance sweeps): their players. */
export async function claimDueMessages(database: Query, now: Date): Promise<number[]> {
  const rows = await database.query<{ user_id: unknown }>(
    `update inbox_messages set pushed_at = $1
      where id in (select id from inbox_messages where pushed_at is null and available_at <= $1
                    order by available_at limit 500 for update skip locked)
      returning user_id`,
    [now],
  );
  return [...new Set(rows.map((r) => asNumber(r.user_id)))];
}
