import {
  actBlackjack,
  allowedActions,
  commitServerSeed,
  floatSource,
  placeMines,
  playDice,
  playMines,
  startBlackjack,
} from '@fairline/shared/casino/index';
import type { StudioPlayAnswer, StudioPlayRound, StudioRotateAnswer } from '@fairline/shared/wire/casino-studio-play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PROVIDER_ID } from '../casino/casino.service';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';

let t: StudioTestApp;
beforeAll(async () => {
  t = await createStudioTestApp();
});
afterAll(() => t.close());

const API = '/studio-api/v1';

/** The current (secret) server seed of an owner, read from the studio's table to steer a test's deal. */
async function serverSeedOf(owner: string): Promise<string> {
  const [row] = await t.database.query<{ server_seed: string }>(
    'select server_seed from studio_seed_pairs where owner = $1 and revealed_at is null',
    [owner],
  );
  return row?.server_seed ?? '';
}

/** Sets the client seed (nonce 0, so in place) to the first candidate whose bet at nonce 0 satisfies `wanted`. */
async function steer(session: string, owner: string, wanted: (clientSeed: string, serverSeed: string) => boolean) {
  const serverSeed = await serverSeedOf(owner);
  const clientSeed = Array.from({ length: 20_000 }, (_, i) => `steer-${i}`).find((c) => wanted(c, serverSeed));
  if (!clientSeed) throw new Error('no client seed found');
  const res = await t.post(`${API}/seeds/client`, session, { client_seed: clientSeed });
  expect(res.statusCode).toBe(200);
  return clientSeed;
}

const roundsOf = async (owner: string) =>
  (await t.database.query('select id from studio_rounds where owner = $1', [owner])).length;

describe('real-money rounds through the platform wallet', () => {
  it('a dice round takes the stake and pays the win in the ledger, and its stored seeds recompute the roll after rotation', async () => {
    const player = await t.seedPlayer(500_00);
    const studio = await t.realSession(player);
    expect(studio).toMatchObject({ mode: 'real', currency: 'EUR', balance: 500_00, digits: 2 });
    expect(studio.seeds.nonce).toBe(0);
    const before = await t.cash(player);

    const res = await t.post(`${API}/rounds`, studio.session, {
      game: 'dice',
      stake: 250,
      params: { target: 50, direction: 'over' },
    });
    expect(res.statusCode).toBe(200);
    const { round, balance } = res.json<StudioPlayAnswer>();
    expect(round).toMatchObject({ game: 'dice', status: 'closed', stake: 250, currency: 'EUR' });
    const win = round.outcome && 'isWin' in round.outcome && round.outcome.isWin ? Math.floor(250 * (99 / 50)) : 0;
    expect(round.win).toBe(win);
    expect(await t.cash(player)).toBe(before - 250 + win);
    expect(balance).toBe(before - 250 + win);
    expect(round.verify).toMatchObject({
      server_seed: null,
      nonce: 0,
      server_seed_hash: studio.seeds.server_seed_hash,
    });

    const rotated = (await t.post(`${API}/seeds/rotate`, studio.session)).json<StudioRotateAnswer>();
    expect(rotated.revealed.last_nonce).toBe(0);
    expect(commitServerSeed(rotated.revealed.server_seed)).toBe(studio.seeds.server_seed_hash);
    const details = (await t.get(`${API}/rounds/${round.id}`)).json<StudioPlayRound>();
    expect(details.verify.server_seed).toBe(rotated.revealed.server_seed);
    const recomputed = playDice(
      floatSource({
        serverSeed: rotated.revealed.server_seed,
        clientSeed: details.verify.client_seed,
        nonce: details.verify.nonce,
      }),
      { target: 50, direction: 'over' },
    );
    expect(details.outcome).toEqual(recomputed);
    expect(t.walletCalls.slice(-2)).toEqual(['/transaction/bet', '/transaction/win']);
  });

  it('refuses a stake larger than the balance with the wallet’s code, and keeps no round', async () => {
    const player = await t.seedPlayer(50);
    const studio = await t.realSession(player);
    const owner = `player:${player.userId}`;
    const res = await t.post(`${API}/rounds`, studio.session, {
      game: 'dice',
      stake: 100,
      params: { target: 50, direction: 'under' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(res.json().error.message).toMatch(/not enough money/i);
    expect(await roundsOf(owner)).toBe(0);
    expect(await t.cash(player)).toBe(50);
  });

  it('refuses every stake of a self-excluded player (RS_ERROR_USER_DISABLED), moving nothing', async () => {
    const player = await t.seedPlayer(100_00);
    const studio = await t.realSession(player);
    await t.database.query(
      `insert into rg_blocks (user_id, kind, until, set_by, created_at) values ($1, 'self_exclusion', now() + interval '180 days', 'player', now())`,
      [player.userId],
    );
    const res = await t.post(`${API}/rounds`, studio.session, {
      game: 'dice',
      stake: 100,
      params: { target: 50, direction: 'under' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('RS_ERROR_USER_DISABLED');
    expect(await roundsOf(`player:${player.userId}`)).toBe(0);
    expect(await t.cash(player)).toBe(100_00);
  });

  it('plays mines step by step: the mines stay hidden while open, a cash-out pays stake × multiplier', async () => {
    const player = await t.seedPlayer(100_00, `${STUDIO_PROVIDER_ID}:mines`);
    const studio = await t.realSession(player);
    const owner = `player:${player.userId}`;
    const serverSeed = await serverSeedOf(owner);
    const seeds = { serverSeed, clientSeed: studio.seeds.client_seed, nonce: 0 };
    const mines = placeMines(floatSource(seeds), 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));

    const opened = (
      await t.post(`${API}/rounds`, studio.session, { game: 'mines', stake: 1000, params: { mines: 3 } })
    ).json<StudioPlayAnswer>();
    expect(opened.round.status).toBe('open');
    expect(opened.round.outcome).toMatchObject({ mines: null, picks: [] });
    expect(opened.balance).toBe(100_00 - 1000);
    const again = await t.post(`${API}/rounds`, studio.session, { game: 'mines', stake: 1000, params: { mines: 3 } });
    expect(again.statusCode).toBe(409);
    expect((await t.post(`${API}/seeds/rotate`, studio.session)).statusCode).toBe(409);

    const id = opened.round.id;
    for (const tile of safe.slice(0, 2)) {
      const step = await t.post(`${API}/rounds/${id}/actions`, studio.session, { action: 'reveal', params: { tile } });
      expect(step.statusCode).toBe(200);
      expect(step.json<StudioPlayAnswer>().round.outcome).toMatchObject({ mines: null });
    }
    const cashed = (
      await t.post(`${API}/rounds/${id}/actions`, studio.session, { action: 'cashout', params: {} })
    ).json<StudioPlayAnswer>();
    const expected = playMines(floatSource(seeds), 3, safe.slice(0, 2));
    expect(cashed.round.status).toBe('closed');
    expect(cashed.round.outcome).toMatchObject({ mines, hitMine: false, multiplier: expected.multiplier });
    expect(cashed.round.win).toBe(Math.floor(1000 * expected.multiplier));
    expect(await t.cash(player)).toBe(100_00 - 1000 + cashed.round.win);
    const late = await t.post(`${API}/rounds/${id}/actions`, studio.session, { action: 'cashout', params: {} });
    expect(late.statusCode).toBe(409);
  });

  it('a blackjack double is a second transaction/bet in the same round, and the win settles both stakes', async () => {
    const player = await t.seedPlayer(100_00, `${STUDIO_PROVIDER_ID}:blackjack`);
    const studio = await t.realSession(player);
    const owner = `player:${player.userId}`;
    await steer(studio.session, owner, (clientSeed, serverSeed) => {
      const state = startBlackjack(floatSource({ serverSeed, clientSeed, nonce: 0 }), 1000);
      return state.phase === 'player';
    });
    const calls = t.walletCalls.length;
    const dealt = (
      await t.post(`${API}/rounds`, studio.session, { game: 'blackjack', stake: 1000, params: {} })
    ).json<StudioPlayAnswer>();
    expect(dealt.round.status).toBe('open');
    expect(dealt.round.outcome).toMatchObject({ phase: 'player' });
    expect(dealt.round.outcome && 'dealer' in dealt.round.outcome && dealt.round.outcome.dealer).toHaveLength(1);
    const doubled = (
      await t.post(`${API}/rounds/${dealt.round.id}/actions`, studio.session, { action: 'double', params: {} })
    ).json<StudioPlayAnswer>();
    expect(doubled.round).toMatchObject({ status: 'closed', stake: 2000 });
    // The round keeps what the player did, in order, for the verifier to replay.
    expect((doubled.round.outcome as { decisions?: string[] }).decisions).toEqual(['double']);
    expect(t.walletCalls.slice(calls)).toEqual(['/transaction/bet', '/transaction/bet', '/transaction/win']);
    expect(await t.cash(player)).toBe(100_00 - 2000 + doubled.round.win);
    expect(doubled.balance).toBe(100_00 - 2000 + doubled.round.win);
    expect([0, 2000, 4000]).toContain(doubled.round.win);
  });

  it('blackjack insurance and a split are more transaction/bet calls in the same round, closed by one win', async () => {
    const player = await t.seedPlayer(100_00, `${STUDIO_PROVIDER_ID}:blackjack`);
    const studio = await t.realSession(player);
    await steer(studio.session, `player:${player.userId}`, (clientSeed, serverSeed) => {
      const source = floatSource({ serverSeed, clientSeed, nonce: 0 });
      const dealt = startBlackjack(source, 1000);
      if (dealt.phase !== 'insurance') return false;
      const insured = actBlackjack(dealt, source, 'insurance');
      return insured.phase === 'player' && allowedActions(insured).includes('split');
    });
    const calls = t.walletCalls.length;
    const post = (path: string, body: object) => t.post(`${API}${path}`, studio.session, body);
    const dealt = (await post('/rounds', { game: 'blackjack', stake: 1000, params: {} })).json<StudioPlayAnswer>();
    expect(dealt.round.outcome).toMatchObject({ phase: 'insurance', actions: ['insurance', 'noInsurance'] });
    const id = dealt.round.id;
    let step = (await post(`/rounds/${id}/actions`, { action: 'insurance', params: {} })).json<StudioPlayAnswer>();
    expect(step.round.stake).toBe(1500);
    step = (await post(`/rounds/${id}/actions`, { action: 'split', params: {} })).json<StudioPlayAnswer>();
    expect(step.round.stake).toBe(2500);
    while (step.round.status === 'open') {
      step = (await post(`/rounds/${id}/actions`, { action: 'stand', params: {} })).json<StudioPlayAnswer>();
    }
    const moves = t.walletCalls.slice(calls).filter((c) => c.startsWith('/transaction/'));
    expect(moves).toEqual(['/transaction/bet', '/transaction/bet', '/transaction/bet', '/transaction/win']);
    expect(await t.cash(player)).toBe(100_00 - 2500 + step.round.win);
  });

  it('refuses odd blackjack stakes and stakes above the game’s maximum before any wallet call', async () => {
    const player = await t.seedPlayer(100_00, `${STUDIO_PROVIDER_ID}:blackjack`);
    const studio = await t.realSession(player);
    const calls = t.walletCalls.length;
    const odd = await t.post(`${API}/rounds`, studio.session, { game: 'blackjack', stake: 1001, params: {} });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.code).toBe('STAKE_OUT_OF_RANGE');
    const huge = await t.post(`${API}/rounds`, studio.session, { game: 'blackjack', stake: 10_000_000, params: {} });
    expect(huge.statusCode).toBe(400);
    const other = await t.post(`${API}/rounds`, studio.session, {
      game: 'dice',
      stake: 100,
      params: { target: 50, direction: 'over' },
    });
    expect(other.statusCode).toBe(400);
    expect(t.walletCalls.length).toBe(calls);
  });

  it('keeps a win the wallet did not answer and pays it exactly once when retried', async () => {
    const player = await t.seedPlayer(100_00);
    const studio = await t.realSession(player);
    await steer(
      studio.session,
      `player:${player.userId}`,
      (clientSeed, serverSeed) =>
        playDice(floatSource({ serverSeed, clientSeed, nonce: 0 }), { target: 90, direction: 'under' }).isWin,
    );
    t.failing.path = '/transaction/win';
    const res = await t.post(`${API}/rounds`, studio.session, {
      game: 'dice',
      stake: 900,
      params: { target: 90, direction: 'under' },
    });
    t.failing.path = null;
    const { round } = res.json<StudioPlayAnswer>();
    expect(round.win).toBe(990);
    expect(await t.cash(player)).toBe(100_00 - 900);
    expect(await t.retryWins()).toBe(1);
    expect(await t.retryWins()).toBe(0);
    expect(await t.cash(player)).toBe(100_00 - 900 + 990);
  });
});

describe('demo sessions', () => {
  it('play on 1,000.00 of fun money and never call the wallet', async () => {
    const calls = t.walletCalls.length;
    const demo = await t.demoSession('EUR');
    expect(demo).toMatchObject({ mode: 'demo', currency: 'EUR', balance: 1000_00, digits: 2 });
    const dice = (
      await t.post(`${API}/rounds`, demo.session, {
        game: 'dice',
        stake: 500,
        params: { target: 50, direction: 'over' },
      })
    ).json<StudioPlayAnswer>();
    expect(dice.balance).toBe(1000_00 - 500 + dice.round.win);
    const slot = (
      await t.post(`${API}/rounds`, demo.session, { game: 'orchard-stars', stake: 200, params: {} })
    ).json<StudioPlayAnswer>();
    expect(slot.round.status).toBe('closed');
    expect(slot.balance).toBe(dice.balance - 200 + slot.round.win);
    const mines = (
      await t.post(`${API}/rounds`, demo.session, { game: 'mines', stake: 100, params: { mines: 24 } })
    ).json<StudioPlayAnswer>();
    const step = (
      await t.post(`${API}/rounds/${mines.round.id}/actions`, demo.session, { action: 'reveal', params: { tile: 0 } })
    ).json<StudioPlayAnswer>();
    expect(step.round.status).toBe('closed');
    const kr = await t.demoSession('KRW');
    expect(kr).toMatchObject({ balance: 1000, digits: 0 });
    const broke = await t.post(`${API}/rounds`, kr.session, {
      game: 'roulette',
      stake: 1001,
      params: { stakes: [{ bet: { kind: 'red' }, amount: 1001 }] },
    });
    expect(broke.statusCode).toBe(402);
    expect(t.walletCalls.length).toBe(calls);
  });
});
