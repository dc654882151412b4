// The player's own inbox: a page of messages, the unread count, read, read all, delete. Every call
// acts on the caller's messages only: another player's id is "not found", as a missing one.
import type { MessagesAnswer } from '@fairline/shared/wire/messages';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { deleteMessage, listMessages, markAllRead, markRead } from './inbox.repository';
import { inboxRuntime, pushUnreadCount } from './inbox-runtime';

/** A page of the player's messages, newest first, with the list's total and the unread count. */
export async function getInbox(
  database: Database,
  userId: number,
  page: { page_number: number; page_size: number; unread_only: boolean },
): Promise<MessagesAnswer> {
  const found = await listMessages(database, {
    userId,
    now: inboxRuntime(database).now(),
    offset: (page.page_number - 1) * page.page_size,
    limit: page.page_size,
    unreadOnly: page.unread_only,
  });
  return { ...found, page_number: page.page_number, page_size: page.page_size };
}

/** Marks one message read; the new unread count goes to the player's other pages too. */
export async function readInboxMessage(database: Database, userId: number, id: number): Promise<number> {
  if (!(await markRead(database, userId, id, inboxRuntime(database).now()))) throw notFound('Message');
  return pushUnreadCount(database, userId);
}

/** Marks every message read. */
export async function readAllInboxMessages(database: Database, userId: number): Promise<number> {
  await markAllRead(database, userId, inboxRuntime(database).now());
  return pushUnreadCount(database, userId);
}

/** Deletes one message. */
export async function deleteInboxMessage(database: Database, userId: number, id: number): Promise<number> {
  if (!(await deleteMessage(database, userId, id, inboxRuntime(database).now()))) throw notFound('Message');
  return pushUnreadCount(database, userId);
}
