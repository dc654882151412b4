import { commitServerSeed } from '@fairline/shared/casino/index';
import type {
  StudioPlayAnswer,
  StudioPlayRound,
  StudioRotateAnswer,
  StudioSeeds,
} from '@fairline/shared/wire/casino-studio-play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';
import { purgeDemoSessions } from './rounds.repository';

let t: StudioTestApp;
beforeAll(async () => {
  t = await createStudioTestApp();
});
afterAll(() => t.close());

const API = '/studio-api/v1';
const dice = { game: 'dice', stake: 100, params: { target: 50, direction: 'over' } };

async function play(session: string): Promise<StudioPlayAnswer> {
  const res = await t.post(`${API}/rounds`, session, dice);
  expect(res.statusCode).toBe(200);
  return res.json<StudioPlayAnswer>();
}

describe('provably fair seeds', () => {
  it('commits the server seed by its SHA-256 before play and counts the nonce per bet from 0', async () => {
    const demo = await t.demoSession();
    expect(demo.seeds).toMatchObject({ nonce: 0 });
    expect(demo.seeds.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const first = await play(demo.session);
    const second = await play(demo.session);
    expect([first.round.verify.nonce, second.round.verify.nonce]).toEqual([0, 1]);
    expect(second.round.verify).toMatchObject({ server_seed_hash: demo.seeds.server_seed_hash, server_seed: null });
  });

  it('sets the client seed in place before any bet; after bets it rotates, so no seed triple is played twice', async () => {
    const demo = await t.demoSession();
    const fresh = await t.post(`${API}/seeds/client`, demo.session, { client_seed: 'lucky-7' });
    expect(fresh.json<{ seeds: StudioSeeds }>().seeds).toEqual({
      server_seed_hash: demo.seeds.server_seed_hash,
      client_seed: 'lucky-7',
      nonce: 0,
    });
    const played = await play(demo.session);
    expect(played.round.verify.client_seed).toBe('lucky-7');

    const changed = (await t.post(`${API}/seeds/client`, demo.session, { client_seed: 'lucky-7' })).json<{
      seeds: StudioSeeds;
    }>().seeds;
    expect(changed.nonce).toBe(0);
    expect(changed.server_seed_hash).not.toBe(demo.seeds.server_seed_hash);
    const revealed = (await t.get(`${API}/rounds/${played.round.id}`)).json<StudioPlayRound>().verify;
    expect(revealed.server_seed).not.toBeNull();
    expect(commitServerSeed(revealed.server_seed ?? '')).toBe(demo.seeds.server_seed_hash);
  });

  it('rotation reveals the old seed (its hash is the commitment), keeps the client seed and resets the nonce', async () => {
    const demo = await t.demoSession();
    await t.post(`${API}/seeds/client`, demo.session, { client_seed: 'mine' });
    await play(demo.session);
    await play(demo.session);
    const res = await t.post(`${API}/seeds/rotate`, demo.session);
    expect(res.statusCode).toBe(200);
    const rotated = res.json<StudioRotateAnswer>();
    expect(rotated.revealed).toMatchObject({
      server_seed_hash: demo.seeds.server_seed_hash,
      client_seed: 'mine',
      last_nonce: 1,
    });
    expect(commitServerSeed(rotated.revealed.server_seed)).toBe(demo.seeds.server_seed_hash);
    expect(rotated.seeds).toMatchObject({ client_seed: 'mine', nonce: 0 });
    expect(rotated.seeds.server_seed_hash).not.toBe(demo.seeds.server_seed_hash);
    const next = await play(demo.session);
    expect(next.round.verify).toMatchObject({ nonce: 0, server_seed_hash: rotated.seeds.server_seed_hash });
    const empty = (await t.post(`${API}/seeds/rotate`, demo.session)).json<StudioRotateAnswer>();
    expect(empty.revealed.last_nonce).toBe(0);
  });

  it('keeps one seed pair per player across that player’s sessions, and one per demo session', async () => {
    const player = await t.seedPlayer(10_00);
    const a = await t.realSession(player);
    const b = await t.realSession(player);
    expect(b.seeds).toEqual(a.seeds);
    const d1 = await t.demoSession();
    const d2 = await t.demoSession();
    expect(d1.seeds.server_seed_hash).not.toBe(d2.seeds.server_seed_hash);
  });

  it('refuses a client seed that is empty, too long or not visible ASCII', async () => {
    const demo = await t.demoSession();
    for (const client_seed of ['', 'x'.repeat(65), 'has space', 'ünïcode']) {
      const res = await t.post(`${API}/seeds/client`, demo.session, { client_seed });
      expect(res.statusCode, client_seed).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('forgets a demo session with its rounds and seeds once it has long ended, and keeps real players’ seeds', async () => {
    const demo = await t.demoSession();
    const round = (await play(demo.session)).round;
    const player = await t.seedPlayer(10_00);
    const real = await t.realSession(player);
    await t.post(`${API}/rounds`, real.session, dice);
    const count = async (sql: string, value: string) =>
      Number((await t.database.query<{ n: unknown }>(sql, [value]))[0]?.n);
    expect(await purgeDemoSessions(t.database, new Date())).toBe(0);
    expect(await purgeDemoSessions(t.database, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThan(0);
    expect((await t.get(`${API}/rounds/${round.id}`)).statusCode).toBe(404);
    expect(await count('select count(*) as n from studio_seed_pairs where owner = $1', `demo:${demo.session}`)).toBe(0);
    expect(await count('select count(*) as n from studio_seed_pairs where owner = $1', `player:${player.userId}`)).toBe(
      1,
    );
  });
});
