// Support tickets through the real app (issue 20, ADR 0031): the contact form by topic, the player's
// list and thread, reply and close, the staff reply that also lands in the inbox, the owner-only rule,
// the creation limit and the form's validation.
import { SUPPORT_TOPICS, SupportLimits, type TicketAnswer, type TicketsAnswer } from '@fairline/shared/wire/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRgTestApp, type RgPlayer, type RgTestApp } from '../responsible-gambling/rg.testing';
import { replyAsStaff } from './support.service';

const OFFICE = '/web-api/officeapi';
let t: RgTestApp;

beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());

const post = (player: RgPlayer, path: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${OFFICE}/${path}`, headers: player.headers, payload });
const open = async (player: RgPlayer, subject = 'Where is my withdrawal?') => {
  const res = await post(player, 'createsupportticket', { topic: 'withdrawal', subject, text: 'It was sent Monday.' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TicketAnswer>();
};
const tickets = async (player: RgPlayer) => (await post(player, 'getsupporttickets')).json<TicketsAnswer>();

describe('support tickets', () => {
  it('offers the fixed list of topics', async () => {
    const player = await t.seedPlayer();
    const res = await t.app.inject({ method: 'GET', url: `${OFFICE}/getsupporttopics`, headers: player.headers });
    expect(res.json()).toEqual({ topics: [...SUPPORT_TOPICS] });
  });

  it('opens a ticket by topic with the first message, and lists it', async () => {
    const player = await t.seedPlayer();
    const ticket = await open(player);
    expect(ticket).toMatchObject({
      topic: 'withdrawal',
      subject: 'Where is my withdrawal?',
      status: 'open',
      message_count: 1,
      last_author: 'player',
      messages: [{ author: 'player', text: 'It was sent Monday.' }],
    });
    expect(await tickets(player)).toMatchObject({ total: 1, tickets: [{ id: ticket.id, status: 'open' }] });
  });

  it('a staff reply answers the ticket and tells the player in the inbox; the player’s reply opens it again', async () => {
    const player = await t.seedPlayer();
    const ticket = await open(player);
    const answered = await replyAsStaff(t.database, { ticketId: ticket.id, staffName: 'anna', text: 'Paid today.' });
    expect(answered).toMatchObject({ status: 'answered', last_author: 'staff', message_count: 2 });
    const inbox = (await post(player, 'getmessages')).json<{ messages: object[] }>();
    expect(inbox.messages).toMatchObject([
      {
        kind: 'support',
        template: 'support_reply',
        params: { ticket_id: ticket.id, subject: ticket.subject },
        link: `support?ticket=${ticket.id}`,
      },
    ]);
    const replied = await post(player, 'replysupportticket', { ticket_id: ticket.id, text: 'Got it, thanks.' });
    expect(replied.json<TicketAnswer>()).toMatchObject({ status: 'open', message_count: 3 });
    const thread = (await post(player, 'getsupportticket', { ticket_id: ticket.id })).json<TicketAnswer>();
    expect(thread.messages.map((m) => [m.author, m.text])).toEqual([
      ['player', 'It was sent Monday.'],
      ['staff', 'Paid today.'],
      ['player', 'Got it, thanks.'],
    ]);
  });

  it('a closed ticket takes no reply from the player or from staff', async () => {
    const player = await t.seedPlayer();
    const ticket = await open(player);
    const closed = await post(player, 'closesupportticket', { ticket_id: ticket.id });
    expect(closed.json<TicketAnswer>().status).toBe('closed');
    const reply = await post(player, 'replysupportticket', { ticket_id: ticket.id, text: 'One more thing' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error_code).toBe('ticket_closed');
    await expect(
      replyAsStaff(t.database, { ticketId: ticket.id, staffName: 'anna', text: 'Late answer' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('answers 404 to another player’s ticket id for read, reply and close, and leaves it as it was (IDOR)', async () => {
    const owner = await t.seedPlayer();
    const other = await t.seedPlayer();
    const ticket = await open(owner);
    for (const [path, extra] of [
      ['getsupportticket', {}],
      ['replysupportticket', { text: 'hijack' }],
      ['closesupportticket', {}],
    ] as const) {
      const res = await post(other, path, { ticket_id: ticket.id, ...extra });
      expect(res.statusCode, path).toBe(404);
    }
    const after = (await post(owner, 'getsupportticket', { ticket_id: ticket.id })).json<TicketAnswer>();
    expect(after).toMatchObject({ status: 'open', message_count: 1 });
    expect((await tickets(other)).total).toBe(0);
  });

  it(`opens at most ${SupportLimits.ticketsPerHour} tickets an hour per player (429 too_many_tickets)`, async () => {
    const player = await t.seedPlayer();
    for (let i = 0; i < SupportLimits.ticketsPerHour; i++) await open(player, `Question ${i}`);
    const refused = await post(player, 'createsupportticket', { topic: 'other', subject: 'Again', text: 'Hello' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('too_many_tickets');
    expect((await tickets(player)).total).toBe(SupportLimits.ticketsPerHour);
  });

  it('validates the form: a known topic, a subject of 3–120 characters, a text that is not blank', async () => {
    const player = await t.seedPlayer();
    for (const body of [
      { topic: 'lottery', subject: 'Hello there', text: 'x' },
      { topic: 'other', subject: 'Hi', text: 'x' },
      { topic: 'other', subject: 'x'.repeat(121), text: 'x' },
      { topic: 'other', subject: 'Hello there', text: '   ' },
      { topic: 'other', subject: 'Hello there', text: 'x'.repeat(SupportLimits.textMax + 1) },
    ]) {
      expect((await post(player, 'createsupportticket', body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await tickets(player)).total).toBe(0);
    const guest = await t.app.inject({ method: 'POST', url: `${OFFICE}/getsupporttickets`, payload: {} });
    expect(guest.statusCode).toBe(401);
  });
});
