// The inbox through the real app (issue 20, ADR 0031): paging and read state, the owner-only rule,
// the unread count pushed over /ws, and the senders — settlement, verification, player protection and
// the operator's message.
import { topics } from '@fairline/shared/realtime/topics';
import type { InboxMessage, MessagesAnswer } from '@fairline/shared/wire/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { isFrame, openTestClient } from '../realtime/ws-client.testing';
import { createRgTestApp, type RgPlayer, type RgTestApp } from '../responsible-gambling/rg.testing';
import { verifyThroughSandbox } from '../verification/verification.testing';
import { sendInboxMessage, sendOperatorMessage } from './messages.service';

const OFFICE = '/web-api/officeapi';
let t: RgTestApp;

beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());

const post = (player: RgPlayer, path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${OFFICE}/${path}`, headers: player.headers, payload: payload ?? {} });
const inbox = async (player: RgPlayer, page: object = {}) => {
  const res = await post(player, 'getmessages', page);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagesAnswer>();
};
const unread = async (player: RgPlayer) =>
  (await t.app.inject({ method: 'GET', url: `${OFFICE}/getunreadmessagescount`, headers: player.headers })).json<{
    unread: number;
  }>().unread;
const operatorSays = (player: RgPlayer, title: string) =>
  sendOperatorMessage(t.database, { userId: player.id, operator: 'desk', message: { title, body: `${title} body` } });

describe('the inbox', () => {
  it('lists a player’s messages newest first, page by page, with the total and the unread count', async () => {
    const player = await t.seedPlayer();
    for (let i = 1; i <= 5; i++) await operatorSays(player, `Note ${i}`);
    const first = await inbox(player, { page_number: 1, page_size: 2 });
    expect(first.messages.map((m) => m.title)).toEqual(['Note 5', 'Note 4']);
    expect(first).toMatchObject({ total: 5, unread: 5, page_number: 1, page_size: 2 });
    const last = await inbox(player, { page_number: 3, page_size: 2 });
    expect(last.messages.map((m) => m.title)).toEqual(['Note 1']);
    expect(last.messages[0]).toMatchObject({ kind: 'operator', template: null, body: 'Note 1 body', read_at: null });
  });

  it('marks one read, then all read, and deletes one; the unread count follows every change', async () => {
    const player = await t.seedPlayer();
    for (let i = 1; i <= 3; i++) await operatorSays(player, `Item ${i}`);
    const [newest, middle] = (await inbox(player)).messages as [InboxMessage, InboxMessage, InboxMessage];
    const read = await post(player, 'readmessage', { message_id: newest.id });
    expect(read.json()).toEqual({ unread: 2 });
    expect((await inbox(player)).messages[0]?.read_at).not.toBeNull();
    expect((await inbox(player, { unread_only: true })).total).toBe(2);
    expect((await post(player, 'deletemessage', { message_id: middle.id })).json()).toEqual({ unread: 1 });
    expect((await post(player, 'readallmessages')).json()).toEqual({ unread: 0 });
    expect(await unread(player)).toBe(0);
    expect((await inbox(player)).messages.map((m) => m.title)).toEqual(['Item 3', 'Item 1']);
  });

  it('answers 404 to another player’s message id, for read and delete, and leaves it as it was (IDOR)', async () => {
    const owner = await t.seedPlayer();
    const other = await t.seedPlayer();
    const id = await operatorSays(owner, 'Private');
    for (const path of ['readmessage', 'deletemessage']) {
      expect((await post(other, path, { message_id: id })).statusCode).toBe(404);
    }
    expect((await inbox(owner)).messages).toMatchObject([{ id, read_at: null }]);
    expect((await inbox(other)).total).toBe(0);
  });

  it('refuses guests and bad bodies', async () => {
    const guest = await t.app.inject({ method: 'POST', url: `${OFFICE}/getmessages`, payload: {} });
    expect(guest.statusCode).toBe(401);
    const player = await t.seedPlayer();
    expect((await post(player, 'readmessage', { message_id: 'x' })).statusCode).toBe(400);
    expect((await post(player, 'getmessages', { page_size: 500 })).statusCode).toBe(400);
    await expect(
      sendOperatorMessage(t.database, { userId: player.id, operator: 'desk', message: { title: '', body: 'x' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('keeps a message that waits hidden and uncounted until it comes due; the sweep then pushes it once', async () => {
    const player = await t.seedPlayer();
    await sendInboxMessage(t.database, player.id, {
      kind: 'operator',
      title: 'Soon',
      body: 'Later',
      availableAt: new Date(Date.now() + 400),
    });
    expect(await unread(player)).toBe(0);
    expect((await inbox(player)).total).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await unread(player)).toBe(1);
    expect(await t.app.inbox.sweep()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.query<{ pushed_at: Date | null }>(
      'select pushed_at from inbox_messages where user_id = $1',
      [player.id],
    );
    expect(row?.pushed_at).not.toBeNull();
  });

  it('pushes the unread count over /ws when a message arrives and when it is read', async () => {
    const player = await t.seedPlayer();
    const origin = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
    const client = await openTestClient(`${origin}/ws`, { cookie: player.headers.cookie ?? '' });
    client.send({ op: 'sub', topics: [topics.user(player.id)] });
    await client.waitFor(isFrame('subscribed'));
    const counts = () =>
      client.frames.flatMap((f) => (f.t === 'batch' ? f.items : [])).filter((i) => i.t === 'inbox') as {
        unread: number;
      }[];
    const id = await operatorSays(player, 'Live');
    await expect.poll(() => counts().map((c) => c.unread)).toEqual([1]);
    await post(player, 'readmessage', { message_id: id });
    await expect.poll(() => counts().map((c) => c.unread)).toEqual([1, 0]);
    client.close();
  });
});

describe('the senders', () => {
  it('settlement: a bet of 60 USD (over the 50 USD threshold) that settles lands in the inbox; a 1 USD one does not', async () => {
    const player = await t.seedPlayer(500_00);
    const { engine, clock } = t.app.trading;
    const { game, outcome } = findOffer(engine, clock.now(), 'line');
    for (const summ of [60, 1]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/service-api/LiveBet/Secure/MakeBetWeb',
        headers: player.headers,
        payload: { Events: [wireEvent(game, outcome)], Vid: 0, Summ: summ, CheckCf: 2, betGuid: crypto.randomUUID() },
      });
      expect(res.json().Success, res.body).toBe(true);
    }
    const ms = game.start - clock.now() + 3 * 3_600_000;
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { ms } });
    expect(moved.statusCode, moved.body).toBe(200);
    const { messages } = await inbox(player);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.kind).toBe('bet');
    expect(['bet_won', 'bet_lost', 'bet_void']).toContain(message?.template);
    expect(message?.params).toMatchObject({ stake: 60_00, currency_id: 10 });
    expect(message?.link).toBe('bets');
  });

  it('verification: the provider’s approval and refusal each send the player a message', async () => {
    const approved = await t.seedPlayer();
    expect(await verifyThroughSandbox(t.app, approved.headers)).toBe('verified');
    expect((await inbox(approved)).messages).toMatchObject([
      { kind: 'verification', template: 'verification_verified' },
    ]);
    const refused = await t.seedPlayer();
    const status = await verifyThroughSandbox(t.app, refused.headers, {
      decision: 'reject',
      reason: 'document_expired',
    });
    expect(status).toBe('rejected');
    expect((await inbox(refused)).messages).toMatchObject([
      { template: 'verification_rejected', params: { reason: 'document_expired' } },
    ]);
  });

  it('player protection: a lowered limit is told at once, a raise now and again when it applies; a time-out is told', async () => {
    const player = await t.seedPlayer();
    expect((await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 100 }] })).statusCode).toBe(200);
    let { messages } = await inbox(player);
    expect(messages).toMatchObject([
      { kind: 'limits', template: 'limit_set', params: { limit: 'loss', period: '24h', amount: 100_00 } },
    ]);
    expect((await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 300 }] })).statusCode).toBe(200);
    ({ messages } = await inbox(player));
    expect(messages.map((m) => m.template)).toEqual(['limit_pending', 'limit_set']);
    expect(messages[0]?.params).toMatchObject({ amount: 300_00, effective_at: expect.any(String) });

    const reset = await t.put(player, 'session-limit', { minutes: 60 });
    expect(reset.statusCode, reset.body).toBe(200);
    ({ messages } = await inbox(player));
    expect(messages[0]).toMatchObject({ template: 'limit_set', params: { limit: 'session', minutes: 60 } });

    const started = await t.put(player, 'time-out', { period: '24h', confirm: true });
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await t.database.query<{ template: string; params: { until: string } }>(
      'select template, params from inbox_messages where user_id = $1 order by id desc limit 1',
      [player.id],
    );
    expect(row?.template).toBe('time_out');
    expect(Date.parse(row?.params.until ?? '')).toBeGreaterThan(Date.now());
  });

  it('a raise announced for tomorrow is withdrawn when the limit is lowered again before then', async () => {
    const player = await t.seedPlayer();
    await t.put(player, 'wager-limits', { limits: [{ period: '7d', amount: 100 }] });
    await t.put(player, 'wager-limits', { limits: [{ period: '7d', amount: 500 }] });
    const waiting = () =>
      t.database.query('select 1 from inbox_messages where user_id = $1 and template = $2', [
        player.id,
        'limit_applied',
      ]);
    expect(await waiting()).toHaveLength(1);
    await t.put(player, 'wager-limits', { limits: [{ period: '7d', amount: 50 }] });
    expect(await waiting()).toHaveLength(0);
  });
});
