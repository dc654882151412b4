// Recently played, game history (recall) and the balance push (ADR 0037) after real wallet callbacks:
// a player launches two games and a provider moves their money round by round; the history shows each
// round's stake, win and cash before and after exactly, the header hears every move over /ws.
import { LIVE_PROTOCOL_VERSION } from '@fairline/shared/realtime/protocol';
import { topics } from '@fairline/shared/realtime/topics';
import { type CasinoRound, casinoHistoryAnswer, casinoRecentAnswer } from '@fairline/shared/wire/casino-lobby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFrame, openTestClient } from '../realtime/ws-client.testing';
import { createLobbyTestApp, type LobbyPlayer, type LobbyTestApp, TEST_ORIGIN, TEST_PROVIDER } from './lobby.testing';

let t: LobbyTestApp;
let player: LobbyPlayer;
const tokens: Record<string, string> = {};
const DICE = `${TEST_PROVIDER}:dice`;
const WHEEL = `${TEST_PROVIDER}:wheel`;
let seq = 0;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A signed callback of the test provider for the player's session of `game`. */
function move(kind: 'bet' | 'win' | 'rollback', game: string, round: string, extra: object) {
  seq += 1;
  return t.callback(`/transaction/${kind}`, {
    request_uuid: `req-${seq}`,
    user: String(player.id),
    token: tokens[game],
    game_code: game,
    transaction_uuid: `${round}-${kind}-${seq}`,
    round,
    currency: 'EUR',
    ...extra,
  });
}
const bet = async (game: string, round: string, amount: number) => {
  const answer = await move('bet', game, round, { amount });
  expect(answer.status).toBe('RS_OK');
  return `${round}-bet-${seq}`;
};

async function launchReal(game: string) {
  const res = await t.request(player, {
    method: 'POST',
    url: '/web-api/casino/v1/launch',
    payload: { game, mode: 'real', lang: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  tokens[game] = new URL(res.json().data.url).searchParams.get('token') ?? '';
}

beforeAll(async () => {
  t = await createLobbyTestApp({ fr: { isEnabled: true, categories: ['instant'], providers: [TEST_PROVIDER] } });
  player = await t.seedPlayer(100_00);
  await launchReal(DICE);
  // Round 1 (dice): 10.00 staked, 25.00 won, closed: 100.00 → 90.00 → 115.00.
  const first = await bet(DICE, 'round-1', 10_00);
  expect(
    (await move('win', DICE, 'round-1', { amount: 25_00, reference_transaction_uuid: first, round_closed: true }))
      .balance,
  ).toBe(115_00);
  await pause();
  // Round 2 (dice): 5.00 staked and rolled back: 115.00 → 110.00 → 115.00.
  const second = await bet(DICE, 'round-2', 5_00);
  expect((await move('rollback', DICE, 'round-2', { reference_transaction_uuid: second })).balance).toBe(115_00);
  await pause();
  // Round 3 (dice): 3.00 staked, not settled yet: 115.00 → 112.00.
  await bet(DICE, 'round-3', 3_00);
  await pause();
  // Round 4 (wheel): 2.00 staked, nothing won, closed: 112.00 → 110.00.
  await launchReal(WHEEL);
  const fourth = await bet(WHEEL, 'round-4', 2_00);
  await move('win', WHEEL, 'round-4', { amount: 0, reference_transaction_uuid: fourth, round_closed: true });
});
afterAll(() => t.close());

const history = async (query = '') => {
  const res = await t.request(player, { url: `/web-api/casino/v1/history${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return casinoHistoryAnswer.parse(res.json()).data;
};
const round = (r: Partial<CasinoRound> & Pick<CasinoRound, 'round'>) => ({
  game: DICE,
  name: 'Dice',
  currency: 'EUR',
  details_url: `${TEST_ORIGIN}/rounds/${r.round}`,
  started_at: expect.any(String),
  ...r,
});

describe('game history', () => {
  it('shows each round, newest first, with stake, win, status and the cash before and after it', async () => {
    expect(await t.cash(player)).toBe(110_00);
    const { rounds, next_cursor } = await history();
    expect(next_cursor).toBeNull();
    expect(rounds).toEqual([
      round({
        round: 'round-4',
        game: WHEEL,
        name: 'Big Wheel',
        stake: 2_00,
        win: 0,
        balance_before: 112_00,
        balance_after: 110_00,
        status: 'closed',
      }),
      round({ round: 'round-3', stake: 3_00, win: 0, balance_before: 115_00, balance_after: 112_00, status: 'open' }),
      round({
        round: 'round-2',
        stake: 0,
        win: 0,
        balance_before: 115_00,
        balance_after: 115_00,
        status: 'rolled_back',
      }),
      round({
        round: 'round-1',
        stake: 10_00,
        win: 25_00,
        balance_before: 100_00,
        balance_after: 115_00,
        status: 'closed',
      }),
    ]);
    const started = rounds.map((r) => Date.parse(r.started_at));
    expect([...started].sort((a, b) => b - a)).toEqual(started);
  });

  it('pages by cursor without repeating or skipping a round', async () => {
    const first = await history('?limit=3');
    expect(first.rounds.map((r) => r.round)).toEqual(['round-4', 'round-3', 'round-2']);
    expect(first.next_cursor).not.toBeNull();
    const second = await history(`?limit=3&cursor=${first.next_cursor}`);
    expect(second.rounds.map((r) => r.round)).toEqual(['round-1']);
    expect(second.next_cursor).toBeNull();
  });

  it('refuses a cursor it did not give (400) and a guest (401)', async () => {
    expect((await t.request(player, { url: '/web-api/casino/v1/history?cursor=bm9wZQ' })).statusCode).toBe(400);
    expect((await t.request(null, { url: '/web-api/casino/v1/history' })).statusCode).toBe(401);
  });

  it('shows one player nothing of another’s rounds', async () => {
    const other = await t.seedPlayer();
    const res = await t.request(other, { url: '/web-api/casino/v1/history' });
    expect(casinoHistoryAnswer.parse(res.json()).data).toEqual({ rounds: [], next_cursor: null });
  });
});

describe('recently played', () => {
  it('lists the games the player played, newest first, as the lobby’s tiles', async () => {
    const res = await t.request(player, { url: '/web-api/casino/v1/recent' });
    expect(res.statusCode, res.body).toBe(200);
    const games = casinoRecentAnswer.parse(res.json()).data;
    expect(games.map((g) => g.id)).toEqual([WHEEL, DICE]);
    expect(games[1]).toMatchObject({ slug: 'dice', name: 'Dice', category: 'instant', has_demo: true });
    expect(Date.parse(games[0]?.last_played_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(games[1]?.last_played_at ?? ''),
    );
  });

  it('leaves out games the country does not offer, and answers a guest 401', async () => {
    const res = await t.request(player, { url: '/web-api/casino/v1/recent', headers: { 'x-geo-country': 'fr' } });
    expect(casinoRecentAnswer.parse(res.json()).data.map((g) => g.id)).toEqual([DICE]);
    expect((await t.request(null, { url: '/web-api/casino/v1/recent' })).statusCode).toBe(401);
  });
});

describe('the balance over /ws', () => {
  it('pushes the player’s new cash on their channel after a casino bet and its win', async () => {
    const origin = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
    const client = await openTestClient(`${origin}/ws?v=${LIVE_PROTOCOL_VERSION}`, {
      cookie: player.headers.cookie ?? '',
    });
    client.send({ op: 'sub', topics: [topics.user(player.id)] });
    await client.waitFor(isFrame('subscribed'));
    const [account] = await t.database.query<{ id: string }>(
      `select id::text as id from ledger_accounts where owner_id = $1 and currency_id = 12 and kind = 'player_cash'`,
      [player.id],
    );
    const balances = () =>
      client.frames
        .flatMap((f) => (f.t === 'batch' ? f.items : []))
        .filter((i) => (i as { t?: string }).t === 'balance');

    const placed = await bet(DICE, 'round-5', 4_00);
    await client.waitFor((f): f is typeof f => f.t === 'batch' && balances().length >= 1);
    expect(balances()).toEqual([{ t: 'balance', accountId: Number(account?.id), balance: 106_00 }]);

    await move('win', DICE, 'round-5', { amount: 8_00, reference_transaction_uuid: placed, round_closed: true });
    await client.waitFor((f): f is typeof f => f.t === 'batch' && balances().length >= 2);
    expect(balances().at(-1)).toEqual({ t: 'balance', accountId: Number(account?.id), balance: 114_00 });
    client.close();
  });
});
