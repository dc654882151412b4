// Live updates and the feeds' fast path on a real socket (app.inject reaches neither): a player's
// socket refuses the topics of sports they hid, and guests and players without hidden sports keep
// the cached fast path (ADR 0008) untouched.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SportId } from '@fairline/shared/lookups/sports';
import { topics } from '@fairline/shared/realtime/topics';
import type { ServerFrame } from '@fairline/shared/wire/live-frames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFastPathOf } from '../feed/feed.service';
import { isFrame, openTestClient } from '../realtime/ws-client.testing';
import { createSettingsTestApp, type SettingsPlayer, type SettingsTestApp } from './player-settings.testing';

let t: SettingsTestApp;
let port: number;
const FOOTBALL = SportId.Football;

beforeAll(async () => {
  t = await createSettingsTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const socket = (player: SettingsPlayer | null) =>
  openTestClient(`ws://127.0.0.1:${port}/ws`, player ? { cookie: player.cookie } : {});

type Subscribed = Extract<ServerFrame, { t: 'subscribed' }>;

async function subscribe(client: Awaited<ReturnType<typeof socket>>, list: string[]): Promise<Subscribed> {
  const before = client.frames.filter(isFrame('subscribed')).length;
  client.send({ op: 'sub', topics: list });
  await client.waitFor(
    (f): f is Subscribed => f.t === 'subscribed' && client.frames.filter(isFrame('subscribed')).length > before,
  );
  return client.frames.filter(isFrame('subscribed')).at(-1) as Subscribed;
}

describe('live topics over /ws for a player who hid football', () => {
  it('refuses football’s topic in the feed it was hidden from and the all-sports topic; keeps the rest', async () => {
    const player = await t.seedPlayer();
    await t.disallow(player, [], [FOOTBALL]);
    const client = await socket(player);
    const frame = await subscribe(client, [
      topics.sport(FOOTBALL, 'live'),
      topics.sport(FOOTBALL, 'line'),
      topics.sport(SportId.Tennis, 'live'),
      topics.games,
    ]);
    expect(frame.topics.sort()).toEqual([topics.sport(FOOTBALL, 'line'), topics.sport(SportId.Tennis, 'live')].sort());
    expect(frame.rejected).toEqual(
      expect.arrayContaining([
        { topic: topics.sport(FOOTBALL, 'live'), reason: 'forbidden' },
        { topic: topics.games, reason: 'forbidden' },
      ]),
    );
    client.close();
  });

  it('lets a guest and another player watch the same topics', async () => {
    for (const who of [null, await t.seedPlayer()]) {
      const client = await socket(who);
      const frame = await subscribe(client, [topics.sport(FOOTBALL, 'live'), topics.games]);
      expect(frame.rejected ?? []).toEqual([]);
      client.close();
    }
  });

  it('drops a football topic the socket already watched when the player hides football, and allows it again after', async () => {
    const player = await t.seedPlayer();
    const client = await socket(player);
    const topic = topics.sport(FOOTBALL, 'line');
    expect((await subscribe(client, [topic])).topics).toEqual([topic]);
    await t.disallow(player, [FOOTBALL], []);
    const dropped = await client.waitFor(isFrame('unsubscribed'));
    expect(dropped.topics).toEqual([topic]);
    expect((await subscribe(client, [topic])).rejected).toEqual([{ topic, reason: 'forbidden' }]);
    await t.disallow(player, [], []);
    expect((await subscribe(client, [topic])).topics).toEqual([topic]);
    client.close();
  });
});

function get(path: string, cookie?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: cookie ? { cookie } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the feeds’ fast path', () => {
  const url = '/service-api/LineFeed/GetSportsShortZip?lng=en&partner=1';
  const answeredFast = async (cookie?: string) => {
    const fastPath = feedFastPathOf(t.app.server);
    const before = fastPath?.stats.answered ?? 0;
    const res = await get(url, cookie);
    return { res, fast: (fastPath?.stats.answered ?? 0) > before };
  };

  it('still answers guests and players without hidden sports before Fastify', async () => {
    await get(url);
    expect((await answeredFast()).fast).toBe(true);
    const player = await t.seedPlayer();
    expect((await answeredFast(player.cookie)).fast).toBe(true);
  });

  it('leaves a request with the marker to the route, which answers the player’s own list', async () => {
    const player = await t.seedPlayer();
    await t.disallow(player, [FOOTBALL], []);
    await get(url, player.cookie);
    const { res, fast } = await answeredFast(player.cookie);
    expect(fast).toBe(false);
    const ids = (JSON.parse(res.body) as { Value: { I: number }[] }).Value.map((s) => s.I);
    expect(ids).not.toContain(FOOTBALL);
    expect(ids.length).toBeGreaterThan(0);
  });
});
