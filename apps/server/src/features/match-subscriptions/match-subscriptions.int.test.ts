// Match-event subscriptions through the real app (issue 23 §4, ADR 0069): the spec's three calls (auth,
// schema errors, an idempotent save), an engine event matched to its subscribers, the /ws frame, Web Push
// to a stand-in push service on 127.0.0.1 (VAPID header, TTL, an encrypted body; 410 forgets the
// subscription) and the notice of a settled bet.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { topics } from '@fairline/shared/realtime/topics';
import type { MatchNotice } from '@fairline/shared/wire/match-subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT } from '../../trading/catalog/sports';
import type { GameInfo } from '../../trading/types';
import { isFrame, openTestClient } from '../realtime/ws-client.testing';
import { createRgTestApp, type RgPlayer, type RgTestApp } from '../responsible-gambling/rg.testing';
import { browserKeys, verifyVapid } from './push-crypto.testing';

const SERVICE = '/service-api/SubscriptionService/api';
const SAVE = '/web-api/gamesubscription/save';
const PUSH = '/web-api/gamesubscription/push';
const GAMES = '/web-api/gamesubscription/games';

let t: RgTestApp;
let pushService: Server;
let pushOrigin: string;
let answerStatus = 201;
const received: { url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  t = await createRgTestApp();
  // Settlement's first pass would read a week of results these tests' bets (all placed later) do not need.
  await t.database.query(
    `insert into settlement_watermarks (name, processed_until) values ('engine', $1) on conflict (name) do nothing`,
    [t.app.trading.clock.now()],
  );
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

const now = () => t.app.trading.clock.now();
const advanceTo = async (at: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/clock/advance',
    payload: { ms: Math.max(1, at - now()) },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.matchSubscriptions.idle();
  await t.app.matchSubscriptions.drain();
};
const post = (path: string, payload: object, player?: RgPlayer) =>
  t.app.inject({ method: 'POST', url: path, payload, ...(player ? { headers: player.headers } : {}) });
let wsOrigin: string | undefined;
/** A socket of the player's, watching their own channel. */
async function openPlayerSocket(player: RgPlayer) {
  wsOrigin ??= (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
  const client = await openTestClient(`${wsOrigin}/ws`, { cookie: player.headers.cookie ?? '' });
  client.send({ op: 'sub', topics: [topics.user(player.id)] });
  await client.waitFor(isFrame('subscribed'));
  return client;
}
const eventTypes = (gameId: number | string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `${SERVICE}/GetEventTypesByGameId?gameId=${gameId}&language=${language}` });

/** The next line game of a sport that scores before its end: the first goal's moment, and the final whistle's. */
function nextScoringGame(sportId: number): { game: GameInfo; goalAt: number; endAt: number } {
  const { engine } = t.app.trading;
  for (const game of engine.listGames(now(), { kind: 'line', sportIds: [sportId] })) {
    let goalAt: number | undefined;
    for (let at = game.start + 30_000; at < game.start + 3 * 3_600_000; at += 30_000) {
      const g = engine.getGame(game.constId, at);
      if (g?.phase === 'cancelled') break;
      if (g?.status !== 1) {
        if (goalAt !== undefined) return { game, goalAt, endAt: at };
        break;
      }
      if (goalAt === undefined && (g.SC?.FS.S1 ?? 0) + (g.SC?.FS.S2 ?? 0) > 0) goalAt = at;
    }
  }
  throw new Error('no scoring game');
}
const lineGame = (sportId: number) => {
  const game = t.app.trading.engine.listGames(now(), { kind: 'line', sportIds: [sportId] })[0];
  if (!game) throw new Error(`no line game of sport ${sportId}`);
  return game;
};

describe('the spec’s subscription calls', () => {
  it('GetEventTypesByGameId offers the events the engine tells for the game’s sport, in the asked language', async () => {
    const football = (await eventTypes(lineGame(SPORT.football).id, 'ru')).json();
    expect(football.Success).toBe(true);
    expect(football.Value.Types.map((x: { Key: string }) => x.Key)).toEqual([
      'start',
      'goal',
      'red_card',
      'period_end',
      'result',
    ]);
    expect(football.Value.Types[1]).toEqual({ Id: 2, Key: 'goal', Name: 'Голы' });
    const hockey = (await eventTypes(lineGame(SPORT.hockey).id)).json();
    expect(hockey.Value.Types.map((x: { Key: string }) => x.Key)).toEqual(['start', 'goal', 'period_end', 'result']);
    const tennis = (await eventTypes(lineGame(SPORT.tennis).id)).json();
    expect(tennis.Value.Types.map((x: { Key: string }) => x.Key)).toEqual(['start', 'period_end', 'result']);
  });

  it('refuses an unknown game with ErrorCode 1401 and a malformed id with 400', async () => {
    expect((await eventTypes(999_999_999)).json()).toMatchObject({ Success: false, ErrorCode: 1401, Value: null });
    expect((await eventTypes('abc')).statusCode).toBe(400);
  });

  it('GetGameSubscription and save need the auth header', async () => {
    const gameId = lineGame(SPORT.football).id;
    expect((await post(`${SERVICE}/GetGameSubscription`, { gameId })).statusCode).toBe(401);
    expect((await post(SAVE, { gameId, events: ['goal'] })).statusCode).toBe(401);
    const keys = browserKeys();
    const payload = { endpoint: `${pushOrigin}/guest`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await t.app.inject({ method: 'PUT', url: PUSH, payload })).statusCode).toBe(401);
  });

  it('save is idempotent, keeps the chooser’s order, and an empty set unsubscribes', async () => {
    const player = await t.seedPlayer();
    const gameId = lineGame(SPORT.football).id;
    for (let i = 0; i < 2; i++) {
      const saved = await post(SAVE, { gameId, events: ['result', 'goal', 'goal'] }, player);
      expect(saved.json(), saved.body).toEqual({
        Success: true,
        Error: '',
        ErrorCode: 0,
        Value: { GameId: gameId, Events: ['goal', 'result'] },
      });
    }
    const rows = await t.database.query('select events from match_subscriptions where user_id = $1', [player.id]);
    expect(rows).toEqual([{ events: ['goal', 'result'] }]);
    const read = await post(`${SERVICE}/GetGameSubscription`, { gameId }, player);
    expect(read.json().Value).toEqual({ GameId: gameId, Events: ['goal', 'result'] });
    await post(SAVE, { gameId, events: [] }, player);
    expect((await post(`${SERVICE}/GetGameSubscription`, { gameId }, player)).json().Value.Events).toEqual([]);
    expect(await t.database.query('select 1 from match_subscriptions where user_id = $1', [player.id])).toEqual([]);
  });

  it('answers 404 to a player’s calls where the site switches the bell off (betting.isGameNotifySettingsEnabled)', async () => {
    await t.database.query(
      `update site_configs set config = jsonb_set(config, '{betting,isGameNotifySettingsEnabled}', 'false')
       where country = 'gb' and brand_id = (select id from brands where slug = 'fairline')`,
    );
    const player = await t.seedPlayer();
    const gameId = lineGame(SPORT.football).id;
    const british = { ...player, headers: { ...player.headers, 'x-geo-country': 'gb' } };
    expect((await post(SAVE, { gameId, events: ['goal'] }, british)).statusCode).toBe(404);
    expect((await post(`${SERVICE}/GetGameSubscription`, { gameId }, british)).statusCode).toBe(404);
    expect((await post(SAVE, { gameId, events: ['goal'] }, player)).statusCode).toBe(200);
  });

  it('lists the games a player follows by const id, for the bells of a list (auth needed)', async () => {
    const player = await t.seedPlayer();
    const game = lineGame(SPORT.football);
    const followed = async () =>
      (await t.app.inject({ method: 'GET', url: GAMES, headers: player.headers })).json<{ constIds: number[] }>()
        .constIds;
    expect((await t.app.inject({ method: 'GET', url: GAMES })).statusCode).toBe(401);
    expect(await followed()).toEqual([]);
    await post(SAVE, { gameId: game.id, events: ['goal'] }, player);
    expect(await followed()).toEqual([game.constId]);
    await post(SAVE, { gameId: game.id, events: [] }, player);
    expect(await followed()).toEqual([]);
  });

  it('refuses an event the sport does not tell, an unknown event key and a missing game id (400)', async () => {
    const player = await t.seedPlayer();
    const tennis = lineGame(SPORT.tennis).id;
    expect((await post(SAVE, { gameId: tennis, events: ['red_card'] }, player)).statusCode).toBe(400);
    expect((await post(SAVE, { gameId: tennis, events: ['corner'] }, player)).statusCode).toBe(400);
    expect((await post(SAVE, { events: ['start'] }, player)).statusCode).toBe(400);
    const push = await t.app.inject({
      method: 'PUT',
      url: PUSH,
      headers: player.headers,
      payload: { endpoint: 'not a url', keys: {} },
    });
    expect(push.statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it('a goal reaches the subscriber over /ws and as an encrypted, VAPID-signed push; 410 forgets the browser', async () => {
    const player = await t.seedPlayer();
    const other = await t.seedPlayer();
    const { game, goalAt, endAt } = nextScoringGame(SPORT.football);
    expect(
      (await post(SAVE, { gameId: game.id, events: ['start', 'goal', 'result'], language: 'en' }, player)).json()
        .Success,
    ).toBe(true);
    expect((await post(SAVE, { gameId: game.id, events: ['result'] }, other)).json().Success).toBe(true);
    const keys = browserKeys();
    const endpoint = `${pushOrigin}/push/${player.id}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: PUSH,
      headers: player.headers,
      payload: { endpoint, keys, language: 'ru' },
    });
    expect(saved.json()).toEqual({ saved: true });
    const { publicKey } = (await t.app.inject({ method: 'GET', url: PUSH })).json<{ publicKey: string }>();

    const client = await openPlayerSocket(player);
    const notices = () =>
      client.frames.flatMap((f) => (f.t === 'batch' ? f.items : [])).filter((i) => i.t === 'notice') as MatchNotice[];

    await advanceTo(goalAt);
    await expect.poll(() => notices().map((n) => n.kind)).toEqual(['start', 'goal']);
    const goal = notices()[1];
    expect(goal).toMatchObject({ gameId: game.liveId, live: true, path: `/live/game/${game.liveId}` });
    expect(goal?.teams).toBe(`${game.home.name.en} – ${game.away.name.en}`);
    expect(goal?.score).toMatch(/^(1:0|0:1)$/);

    const pushes = received.filter((r) => r.url === `/push/${player.id}`);
    expect(pushes).toHaveLength(2);
    const last = pushes[1];
    if (!last) throw new Error('no push');
    expect(last.headers.ttl).toBe('3600');
    expect(last.headers['content-encoding']).toBe('aes128gcm');
    expect(verifyVapid(String(last.headers.authorization), publicKey).aud).toBe(pushOrigin);
    const payload = JSON.parse(keys.decrypt(last.body));
    expect(payload).toMatchObject({ kind: 'goal', title: 'Гол!', url: `/ru/live/game/${game.liveId}` });

    // The push service says the browser unsubscribed: the subscription and its queue go.
    answerStatus = 410;
    await advanceTo(endAt);
    // One more notice for the result, after a goal notice for any step that saw more goals.
    await expect.poll(() => notices().at(-1)?.kind).toBe('result');
    expect(new Set(notices().map((n) => n.kind))).toEqual(new Set(['start', 'goal', 'result']));
    expect(await t.database.query('select 1 from push_subscriptions where user_id = $1', [player.id])).toEqual([]);
    // A finished game has nothing more to tell: its subscriptions are gone too.
    expect(await t.database.query('select 1 from match_subscriptions where const_id = $1', [game.constId])).toEqual([]);
    answerStatus = 201;
    client.close();
  });

  it('a settled bet is told to its player over /ws and as a push, without waiting for the push service', async () => {
    const player = await t.seedPlayer();
    const keys = browserKeys();
    const endpoint = `${pushOrigin}/bets/${player.id}`;
    await t.app.inject({ method: 'PUT', url: PUSH, headers: player.headers, payload: { endpoint, keys } });
    const client = await openPlayerSocket(player);
    expect((await t.bet(player, 1)).Success).toBe(true);
    const [bet] = await t.database.query<{ id: unknown }>('select id from bets where user_id = $1', [player.id]);

    await advanceTo(now() + 4 * 3_600_000);
    const [settled] = await t.database.query<{ status: string }>('select status from bets where user_id = $1', [
      player.id,
    ]);
    expect(['won', 'lost', 'void']).toContain(settled?.status);
    const notice = await client.waitFor(
      (f): f is Extract<typeof f, { t: 'batch' }> => f.t === 'batch' && f.items.some((i) => i.t === 'notice'),
    );
    expect(notice.items.find((i) => i.t === 'notice')).toMatchObject({
      kind: `bet_${settled?.status}`,
      betId: Number(bet?.id),
      path: '/office/bets',
    });
    const push = received.find((r) => r.url === `/bets/${player.id}`);
    if (!push) throw new Error('no push');
    expect(JSON.parse(keys.decrypt(push.body))).toMatchObject({
      kind: `bet_${settled?.status}`,
      url: '/en/office/bets',
    });
    client.close();
  });
});
