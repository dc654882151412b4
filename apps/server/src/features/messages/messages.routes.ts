import { messageIdRequest, messagesAnswer, messagesRequest, unreadCountAnswer } from '@fairline/shared/wire/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { countUnread } from './inbox.repository';
import { deleteInboxMessage, getInbox, readAllInboxMessages, readInboxMessage } from './inbox.service';
import { inboxRuntime } from './inbox-runtime';

const OFFICE = '/web-api/officeapi';
const TAGS = ['messages'];
const PUSHED = 'The new unread count is also pushed on the player’s channel (`user:<id>`, `{t: "inbox", unread}`).';

/** The office's inbox, in the spec's office-call style (POST with a body, lower-case verbs). */
export function messagesRoutes(app: FastifyInstance, database: Database, preHandler: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${OFFICE}/getmessages`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'A page of the player’s messages, newest first, with the total and the unread count',
        body: messagesRequest,
        response: { 200: messagesAnswer },
      },
    },
    async (req) => getInbox(database, userOf(req).id, req.body),
  );

  r.get(
    `${OFFICE}/getunreadmessagescount`,
    {
      preHandler,
      schema: { tags: TAGS, summary: 'How many messages are unread', response: { 200: unreadCountAnswer } },
    },
    async (req) => ({ unread: await countUnread(database, userOf(req).id, inboxRuntime(database).now()) }),
  );

  r.post(
    `${OFFICE}/readmessage`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Mark one message read',
        description: `Another player’s message answers 404, as a missing one. ${PUSHED}`,
        body: messageIdRequest,
        response: { 200: unreadCountAnswer },
      },
    },
    async (req) => ({ unread: await readInboxMessage(database, userOf(req).id, req.body.message_id) }),
  );

  r.post(
    `${OFFICE}/readallmessages`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Mark every message read',
        description: PUSHED,
        response: { 200: unreadCountAnswer },
      },
    },
    async (req) => ({ unread: await readAllInboxMessages(database, userOf(req).id) }),
  );

  r.post(
    `${OFFICE}/deletemessage`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Delete one message',
        description: `Another player’s message answers 404, as a missing one. ${PUSHED}`,
        body: messageIdRequest,
        response: { 200: unreadCountAnswer },
      },
    },
    async (req) => ({ unread: await deleteInboxMessage(database, userOf(req).id, req.body.message_id) }),
  );
}
