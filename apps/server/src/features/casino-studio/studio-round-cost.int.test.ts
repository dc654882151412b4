// What a real-money round costs the database (ADR 0046): a dice round is the studio's one statement that
// takes the nonce and stores the round, the wallet's one statement per callback, player protection's and
// the bonus wagering's reads, and the settled mark — nothing read twice, and every guarantee kept.
import { floatSource, playDice } from '@fairline/shared/casino/index';
import type { StudioPlayAnswer } from '@fairline/shared/wire/casino-studio-play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';

let t: StudioTestApp;
beforeAll(async () => {
  t = await createStudioTestApp();
});
afterAll(() => t.close());

const API = '/studio-api/v1';
const DICE = { game: 'dice', stake: 100, params: { target: 50, direction: 'over' } } as const;

const walletStateOf = async (round: string) =>
  (await t.database.query<{ wallet_state: string }>('select wallet_state from studio_rounds where id = $1', [round]))[0]
    ?.wallet_state;

async function settledSoon(round: string): Promise<string | undefined> {
  for (let i = 0; i < 50 && (await walletStateOf(round)) !== 'settled'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return walletStateOf(round);
}

describe('the cost of a real-money round', () => {
  it('plays a dice round in at most six statements, each callback one wallet transaction, no session read twice', async () => {
    const player = await t.seedPlayer(100_00);
    const studio = await t.realSession(player);
    const first = await t.post(`${API}/rounds`, studio.session, DICE);
    expect(first.statusCode).toBe(200);
    await settledSoon(first.json<StudioPlayAnswer>().round.id);

    t.statements.sql = [];
    const res = await t.post(`${API}/rounds`, studio.session, DICE);
    const { round, balance } = res.json<StudioPlayAnswer>();
    expect(await settledSoon(round.id)).toBe('settled');
    // Without this test's own polls of the round's wallet state, nor the jackpot ticker's read of the pools
    // (ADR 0066: at most one a second however many rounds are played, not a cost of this round).
    const sql = t.statements.sql.filter(
      (s) =>
        !s.startsWith('select wallet_state from studio_rounds') &&
        !s.startsWith('select currency, amount, seed from studio_jackpot_pools'),
    );
    t.statements.sql = null;

    expect(res.statusCode).toBe(200);
    expect(balance).toBe(await t.cash(player));
    const applied = sql.filter((s) => s.includes('casino_wallet_apply('));
    expect(applied).toHaveLength(2); // the bet and the win: one statement, one ledger transaction each
    expect(sql.filter((s) => s.includes('insert into studio_rounds'))).toHaveLength(1);
    expect(sql.filter((s) => /from (casino_game_sessions|studio_sessions|studio_seed_pairs) /.test(s))).toEqual([]);
    // protection's state and the bonus wagering's running bonuses are read on every bet, as before.
    expect(sql.length).toBeLessThanOrEqual(6);
  });

  it('decides a round again when another process changed the seed pair this one knew', async () => {
    const player = await t.seedPlayer(100_00);
    const studio = await t.realSession(player);
    const owner = `player:${player.userId}`;
    expect((await t.post(`${API}/rounds`, studio.session, DICE)).statusCode).toBe(200);
    // Another instance rotates the pair behind this process's back: a new server seed and client seed.
    await t.database.query(
      'update studio_seed_pairs set revealed_at = now() where owner = $1 and revealed_at is null',
      [owner],
    );
    await t.database.query(
      `insert into studio_seed_pairs (owner, server_seed, server_seed_hash, client_seed, created_at)
       values ($1, repeat('ab', 32), 'elsewhere', 'changed-elsewhere', now())`,
      [owner],
    );
    const { round } = (await t.post(`${API}/rounds`, studio.session, DICE)).json<StudioPlayAnswer>();
    expect(round.verify).toMatchObject({ client_seed: 'changed-elsewhere', nonce: 0, server_seed_hash: 'elsewhere' });
    const roll = playDice(floatSource({ serverSeed: 'ab'.repeat(32), clientSeed: 'changed-elsewhere', nonce: 0 }), {
      target: 50,
      direction: 'over',
    });
    expect(round.win > 0).toBe(roll.isWin);
    const [pair] = await t.database.query<{ next_nonce: number }>(
      'select next_nonce from studio_seed_pairs where owner = $1 and revealed_at is null',
      [owner],
    );
    expect(pair?.next_nonce).toBe(1);
  });
});
