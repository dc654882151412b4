// IDOR cases of the inbox's message ids and the support tickets' ids (issue 20, ADR 0031): another
// player's id answers 404, as a missing one, and the owner's message or ticket stays as it was.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendOperatorMessage } from '../../src/features/messages/messages.service';
import type { Database } from '../../src/infra/db';
import type { Call } from './security-bets';
import { createLoggedInUser, type LoggedInUser } from './security-users';

interface Suite {
  app: FastifyInstance;
  database: Database;
  call: Call;
}

const OFFICE = '/web-api/officeapi';
const MESSAGE_ROUTES = ['readmessage', 'deletemessage'];
const TICKET_ROUTES = ['getsupportticket', 'replysupportticket', 'closesupportticket'];

/** Defines the cases; answers the `METHOD path field` keys they cover. */
export function describeInboxIdor({ app, database, call }: Suite): string[] {
  let owner: LoggedInUser;
  let intruder: LoggedInUser;

  beforeAll(async () => {
    owner = await createLoggedInUser(app, database, '10.80.1.1');
    intruder = await createLoggedInUser(app, database, '10.80.1.2');
  });

  describe('inbox messages and support tickets', () => {
    it('read and delete with another player’s message id answer 404 and the message stays unread', async () => {
      const id = await sendOperatorMessage(database, {
        userId: owner.id,
        operator: 'idor',
        message: { title: 'Private', body: 'For the owner only' },
      });
      for (const path of MESSAGE_ROUTES) {
        for (const messageId of [id, String(id)]) {
          const res = await call(intruder, `${OFFICE}/${path}`, { message_id: messageId });
          expect(res.statusCode, `${path} ${messageId} → ${res.body}`).toBe(404);
        }
      }
      const inbox = await call(owner, `${OFFICE}/getmessages`, {});
      expect(inbox.json<{ messages: { id: number; read_at: string | null }[] }>().messages).toEqual([
        expect.objectContaining({ id, read_at: null }),
      ]);
    });

    it('read, reply and close with another player’s ticket id answer 404 and the ticket stays as it was', async () => {
      const opened = await call(owner, `${OFFICE}/createsupportticket`, {
        topic: 'account',
        subject: 'My account',
        text: 'A question',
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const ticketId = opened.json<{ id: number }>().id;
      for (const path of TICKET_ROUTES) {
        const res = await call(intruder, `${OFFICE}/${path}`, { ticket_id: ticketId, text: 'intrusion' });
        expect(res.statusCode, `${path} → ${res.body}`).toBe(404);
      }
      const after = await call(owner, `${OFFICE}/getsupportticket`, { ticket_id: ticketId });
      expect(after.json()).toMatchObject({ status: 'open', message_count: 1 });
    });
  });

  return [
    ...MESSAGE_ROUTES.map((path) => `POST ${OFFICE}/${path} message_id`),
    ...TICKET_ROUTES.map((path) => `POST ${OFFICE}/${path} ticket_id`),
  ];
}
