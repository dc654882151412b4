// `POST /dev/clock/advance` on the real app: once it answers, the live feed already shows the jump.
// The live lists (the REST answers, the cached answers the fast path and the first screen send, the
// `feed:games` topic) name no game that ended in the jump, and the ended game's page is gone.
import { topics } from '@fairline/shared/realtime/topics';
import type { ServerFrame } from '@fairline/shared/wire/live-frames';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isFrame, openTestClient } from '../realtime/ws-client.testing';

const LIVE = '/service-api/LiveFeed/';
const LIST = `${LIVE}Get1x2_VZip?sports=1&count=200&lng=en`;
const TOP = `${LIVE}GetTopGamesStatZip?lng=en`;
const STEP_MS = 20 * 60_000;

interface Listed {
  I: number;
  S: number;
}

let t: TestApp;
let socketUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  socketUrl = `${(await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')}/ws`;
});
afterAll(() => t.close());

const read = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Value: Listed[] }>().Value;
};
const liveNow = (id: number) => t.app.trading.engine.getGame(id, t.app.trading.clock.now())?.phase === 'live';

async function advance(ms: number) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { ms } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every live list answer names exactly the games live at the clock's time, whichever way it is read. */
async function expectListsCurrent() {
  for (const url of [LIST, TOP]) {
    const listed = await read(url);
    expect(
      listed.filter((g) => !liveNow(g.I)).map((g) => g.I),
      url,
    ).toEqual([]);
    // The cached answer the fast path and the first screen send is that same, current answer.
    const cached = t.app.feed.currentAnswer(url)?.answer.body.toString('utf8');
    expect(cached && (JSON.parse(cached) as { Value: Listed[] }).Value, url).toEqual(listed);
  }
  const topic = t.app.feed.snapshotForTopic('feed:games') as { live: number[] };
  expect(topic.live.filter((id) => !liveNow(id))).toEqual([]);
}

describe('POST /dev/clock/advance republishes the live feed before it answers', () => {
  it('drops a game that ended in the jump from the very next live list, top games and feed:games; its page no longer answers', async () => {
    const client = await openTestClient(socketUrl);
    client.send({ op: 'sub', topics: [topics.games] });
    await client.waitFor(isFrame('subscribed'));
    const before = await read(LIST);
    await read(TOP);
    // The listed football game that started first ends first.
    const ending = [...before].sort((a, b) => a.S - b.S || a.I - b.I)[0];
    expect(ending).toBeDefined();
    const id = ending?.I ?? 0;
    expect((await t.app.inject(`${LIVE}GetGameZip?id=${id}&lng=en`)).json().Value?.I).toBe(id);

    // Twenty-minute jumps until it has ended: after each, the lists read at once are already current.
    for (let step = 0; step < 12 && liveNow(id); step++) {
      await advance(STEP_MS);
      await expectListsCurrent();
    }
    expect(liveNow(id)).toBe(false);
    expect((await read(LIST)).some((g) => g.I === id)).toBe(false);
    const page = (await t.app.inject(`${LIVE}GetGameZip?id=${id}&lng=en`)).json();
    expect(page).toEqual(expect.objectContaining({ Success: false, Value: null }));
    // A socket on `feed:games` is told the game left the live list.
    const gone = (f: ServerFrame): f is ServerFrame =>
      f.t === 'batch' && f.items.some((item) => item.t === 'game-' && item.gameId === id);
    await client.waitFor(gone);
    client.close();
  });
});
