// The `/ws` wire contract on the whole app: every frame a guest's or a player's socket receives fits
// the shared schema exactly (serverFrame; each snapshot also its topic's schema), and a client that
// speaks another protocol version is refused. Guests and players differ in the player's own topic.
import { LIVE_PROTOCOL_VERSION } from '@fairline/shared/realtime/protocol';
import { topics } from '@fairline/shared/realtime/topics';
import { feedTopicSnapshotOf } from '@fairline/shared/wire/feed-changes';
import { type ServerFrame, serverFrame } from '@fairline/shared/wire/live-frames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createMixUser,
  lineCoupon,
  type MixUser,
  post,
  providerCallback,
  SECURE,
  USD,
} from '../../../test/money/mix-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { isFrame, openTestClient } from './ws-client.testing';

let t: TestApp;
let origin: string;
let player: MixUser;

const socketUrl = (version: number | string = LIVE_PROTOCOL_VERSION) => `${origin}/ws?v=${version}`;
const feedValue = async (url: string) => (await t.app.inject(url)).json().Value;

/** Every frame parses with the shared schema to exactly itself: no missing, mistyped or undeclared key. */
function expectContract(frames: readonly ServerFrame[]) {
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) {
    const parsed = serverFrame.safeParse(frame);
    expect(parsed.error?.issues, JSON.stringify(frame).slice(0, 300)).toBeUndefined();
    expect(parsed.data).toEqual(frame);
    if (frame.t !== 'snapshot') continue;
    const data = feedTopicSnapshotOf(frame.topic)?.safeParse(frame.data);
    expect(data?.error?.issues, frame.topic).toBeUndefined();
    expect(data?.data, frame.topic).toEqual(frame.data);
  }
}

async function advance(ms: number) {
  const res = await post(t.app, '/dev/clock/advance', { ms });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  origin = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
  player = await createMixUser(t.database, `ws-contract-${process.pid}`);
  const started = await post(t.app, '/web-api/payments/deposit', { amount: '50.00', currency_id: USD }, player.headers);
  expect(started.statusCode, started.body).toBe(200);
  const credited = await providerCallback(t.app, testConfig().PAYMENTS_SANDBOX_SECRET, {
    provider_tx_id: `sbx_ws_contract_${process.pid}`,
    deposit_id: started.json<{ deposit_id: string }>().deposit_id,
    status: 'succeeded',
    amount: 50_00,
    currency: 'USD',
  });
  expect(credited.json<{ status: string }>().status).toBe('credited');
});
afterAll(() => t.close());

describe('GET /ws by the shared frame contract', () => {
  it('sends a guest subscriptions, snapshots and every kind of feed change in frames that fit the contract', async () => {
    const [live] = await feedValue('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=1');
    const [line] = await feedValue('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1');
    const feedTopics = [
      topics.game(live.I),
      topics.game(line.I),
      topics.sport(1, 'live'),
      topics.sport(1, 'line'),
      topics.champ(live.LI),
      topics.games,
    ];
    const client = await openTestClient(socketUrl());
    client.send({ op: 'sub', topics: [...feedTopics, topics.user(player.id), 'news'] });
    const subscribed = await client.waitFor(isFrame('subscribed'));
    expect(subscribed.rejected).toEqual([
      { topic: topics.user(player.id), reason: 'forbidden' },
      { topic: 'news', reason: 'unknown_topic' },
    ]);
    for (const topic of feedTopics)
      await client.waitFor((f): f is ServerFrame => f.t === 'snapshot' && f.topic === topic);

    // Matches kick off, score, change prices and end as simulated time moves on.
    const kinds = new Set<string>();
    const wanted = ['odds', 'score', 'status', 'game+', 'game-'];
    for (let step = 0; step < 40 && wanted.some((k) => !kinds.has(k)); step++) {
      await advance(5 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 80));
      for (const frame of client.frames) if (frame.t === 'batch') for (const item of frame.items) kinds.add(item.t);
    }
    expect([...kinds].sort()).toEqual([...wanted].sort());

    client.send({ op: 'ping' });
    client.send({ op: 'subscribe' });
    client.send({ op: 'unsub', topics: feedTopics });
    await client.waitFor(isFrame('pong'));
    await client.waitFor(isFrame('error'));
    await client.waitFor(isFrame('unsubscribed'));
    expectContract(client.frames);
    client.close();
  });

  it('sends a player their own bet and balance changes in frames that fit the contract', async () => {
    const client = await openTestClient(socketUrl(), { cookie: player.headers.cookie ?? '' });
    client.send({ op: 'sub', topics: [topics.user(player.id)] });
    expect(await client.waitFor(isFrame('subscribed'))).toEqual({ t: 'subscribed', topics: [topics.user(player.id)] });
    const bet = lineCoupon(t.app, { vid: 0, legs: 1 }, 0, 2, `ws-contract-bet-${process.pid}`, 2);
    const placed = await post(t.app, `${SECURE}/MakeBetWeb`, bet, player.headers);
    expect(placed.json().Success, placed.body).toBe(true);
    const batch = await client.waitFor(isFrame('batch'));
    expect(batch.items.map((item) => item.t).sort()).toEqual(['balance', 'bet']);
    expectContract(client.frames);
    client.close();
  });

  it('refuses the upgrade of a client that speaks another protocol version, and takes one that names none', async () => {
    const refused = new WebSocket(socketUrl(LIVE_PROTOCOL_VERSION + 1));
    const error = await new Promise<Error>((resolve) => refused.once('error', resolve));
    expect(error.message).toContain('400');
    const unversioned = await openTestClient(`${origin}/ws`);
    unversioned.send({ op: 'ping' });
    expectContract([await unversioned.waitFor(isFrame('pong'))]);
    unversioned.close();
  });
});
