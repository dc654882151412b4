// The jackpot desk through the real app (issue 21, ADR 0072): the pools and their terms, a win with the player
// masked and a verifier link once the seed is revealed; the contribution rate applies from the next round
// settled and a seed from the pool's next win, both within bounds; read-only roles; every change audited.
import { jackpotTermsOf } from '@fairline/shared/casino/jackpot';
import type { JackpotDeskAnswer } from '@fairline/shared/wire/backoffice-jackpot';
import { jackpotsAnswer } from '@fairline/shared/wire/casino-jackpot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { claimStoredRound, settleStoredRound, storeJackpotRound } from '../casino-studio/jackpot-desk.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

let t: TestApp;
let marketing: TestStaff;
let compliance: TestStaff;
let content: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await signedInStaff(t.app, t.database, 'marketing');
  compliance = await signedInStaff(t.app, t.database, 'compliance');
  content = await signedInStaff(t.app, t.database, 'content');
}, 60_000);
afterAll(() => t.close());

const URL = '/admin-api/casino/jackpot';
const EUR = jackpotTermsOf('EUR') ?? { seed: 0, oneIn: 1, digits: 2 };
const desk = async (staff = marketing) =>
  (await t.app.inject({ method: 'GET', url: URL, headers: asStaff(staff.cookie) })).json<JackpotDeskAnswer>();
const post = (path: string, payload: object, staff = marketing) =>
  t.app.inject({ method: 'POST', url: `${URL}${path}`, headers: asStaff(staff.cookie), payload });
const eurPool = async () => (await desk()).pools.find((p) => p.currency === 'EUR');
const audits = (action: string) =>
  t.database.query<{ staff_email: string; reason: string; before: unknown; after: unknown }>(
    'select staff_email, reason, before, after from staff_audit where action = $1 order by id',
    [action],
  );
const player = { id: 0 };

describe('the jackpot desk', () => {
  it('shows every pool at its seed and terms, and what is read-only and why', async () => {
    const answer = await desk(compliance);
    expect(answer.contribution_bp).toBe(50);
    const eur = answer.pools.find((p) => p.currency === 'EUR');
    expect(eur).toMatchObject({ seed: EUR.seed, default_seed: EUR.seed, one_in: EUR.oneIn, won_count: 0 });
    expect(eur?.rtp_add).toBeCloseTo(0.006, 6);
    expect(answer.read_only.map((r) => r.key)).toEqual(['odds', 'games']);
    expect(answer.read_only.every((r) => r.why.length > 20)).toBe(true);
  });

  it('applies a new contribution rate from the next round settled, audited; out of bounds is refused', async () => {
    const [user] = await t.database.query<{ id: string }>(
      "insert into users (brand_id, country, currency_id, registration_type, email) values (1, 'de', 12, 'full_reg', 'jackpot-desk@example.com') returning id",
    );
    player.id = Number(user?.id);
    expect((await post('/contribution', { contribution_bp: 71, reason: 'too much' })).statusCode).toBe(400);
    expect((await post('/contribution', { contribution_bp: 9, reason: 'too little' })).statusCode).toBe(400);
    const before = (await eurPool())?.amount ?? 0;
    const res = await post('/contribution', { contribution_bp: 70, reason: 'winter push' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JackpotDeskAnswer>().contribution_bp).toBe(70);
    await settleStoredRound(
      t.database,
      await storeJackpotRound(t.database, { userId: player.id, currency: 'EUR', stake: 100_00, revealed: false }),
    );
    expect((await eurPool())?.amount).toBe(before + 70);
    const published = jackpotsAnswer.parse(
      (await t.app.inject({ method: 'GET', url: '/studio-api/v1/jackpots' })).json(),
    );
    expect(published.contribution_bp).toBe(70);
    expect(await audits('casino.jackpot_contribution_changed')).toEqual([
      expect.objectContaining({ staff_email: marketing.email, reason: 'winter push', before: { contribution_bp: 50 } }),
    ]);
  });

  it('applies a new seed from the pool’s next win, within 100–2,000 USD; the win is listed masked with its verifier', async () => {
    expect((await post('/seed', { currency: 'EUR', seed: 1, reason: 'tiny' })).statusCode).toBe(400);
    expect((await post('/seed', { currency: 'XXX', seed: 1000_00, reason: 'none' })).statusCode).toBe(400);
    const seed = EUR.seed * 2;
    const set = await post('/seed', { currency: 'EUR', seed, reason: 'bigger restart' });
    expect(set.statusCode, set.body).toBe(200);
    const pool = await eurPool();
    expect(pool?.seed).toBe(seed);
    // The pool's current amount is untouched until a win resets it.
    const round = await storeJackpotRound(t.database, {
      userId: player.id,
      currency: 'EUR',
      stake: 10_00,
      revealed: true,
    });
    expect(await claimStoredRound(t.database, round, 'EUR')).toBe(pool?.amount);
    const after = await desk();
    expect(after.pools.find((p) => p.currency === 'EUR')).toMatchObject({ amount: seed, won_count: 1 });
    const [win] = after.wins;
    expect(win).toMatchObject({ round: round.id, currency: 'EUR', player: `•••${String(player.id).slice(-2)}` });
    expect(win?.verify_url).toMatch(/^\/en\/casino\/verify\?game=dice&server_seed=seed-.*&stake=1000&currency=EUR$/);
    expect(await audits('casino.jackpot_seed_changed')).toEqual([
      expect.objectContaining({ reason: 'bigger restart', before: { seed: EUR.seed }, after: { seed } }),
    ]);
  });

  it('is read-only for compliance and closed to content', async () => {
    expect((await post('/seed', { currency: 'EUR', seed: EUR.seed, reason: 'not mine' }, compliance)).statusCode).toBe(
      403,
    );
    expect((await post('/contribution', { contribution_bp: 50, reason: 'not mine' }, compliance)).statusCode).toBe(403);
    const closed = await t.app.inject({ method: 'GET', url: URL, headers: asStaff(content.cookie) });
    expect(closed.statusCode).toBe(403);
  });
});
