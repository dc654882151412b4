import { CrashTiming, elapsedAt } from '@fairline/shared/casino/crash-live';
import { crashPoint, verifyCrashChain } from '@fairline/shared/casino/index';
import type { CrashBetAnswer, CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import { type StudioRound, studioRound } from '@fairline/shared/wire/casino-studio-play';
import { afterEach, describe, expect, it } from 'vitest';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';

// ADR 0058: a crash bet is its own wallet round, so the game history's "Verify" reads it from
// GET /studio-api/v1/rounds/<bet id>: the round's hash only once it busted, then what it must hash to.

let t: StudioTestApp;
let clock = Date.now();
const now = () => new Date(clock);

afterEach(async () => {
  await t?.close();
});

async function open() {
  clock = Date.parse('2026-11-26T12:00:00Z');
  t = await createStudioTestApp({ now });
}

const state = async () => (await t.get('/studio-api/v1/crash/state')).json<CrashSnapshot>();
const roundRow = async (round: number) => {
  const [row] = await t.database.query<{ point: unknown; hash: string }>(
    `select point, hash from studio_crash_rounds where room = 'main' and round = $1`,
    [round],
  );
  return { point: Number(row?.point), hash: row?.hash ?? '' };
};
const details = async (id: string) => {
  const res = await t.get(`/studio-api/v1/rounds/${id}`);
  expect(res.statusCode).toBe(200);
  return { raw: res.body, round: studioRound.parse(res.json()) as Extract<StudioRound, { game: 'crash' }> };
};
const bust = async (snap: CrashSnapshot, point: number) => {
  clock = snap.started_at + Math.ceil(elapsedAt(point)) + 1;
  await t.app.crashRoom.tick();
  await t.app.crashRoom.settled();
};

/** Moves the room on until a later round (not the chain's first) in its betting phase will fly to at least `min`. */
async function roundFlyingTo(min: number) {
  for (let i = 0; i < 50; i++) {
    const snap = await state();
    const { point } = await roundRow(snap.round);
    if (snap.phase === 'betting' && snap.round > 1 && point >= min) return { snap, point };
    await bust(snap, point);
    clock += CrashTiming.afterBustMs + 1;
    await t.app.crashRoom.tick();
  }
  throw new Error(`no round reached ${min}`);
}

describe('crash: a bet’s details for the game history’s verifier', () => {
  it('hides the hash until the bust, then answers the hash that gives the published point and chains to the round before', async () => {
    await open();
    const player = await t.seedPlayer(100_000, 'fairline-studio:crash');
    const real = await t.realSession(player, 'crash');
    const { snap, point } = await roundFlyingTo(1.5);
    const mine = (
      await t.post('/studio-api/v1/crash/bets', real.session, { stake: 400, auto_cash_out: null })
    ).json<CrashBetAnswer>();
    const secret = (await roundRow(snap.round)).hash;

    const before = await details(mine.bet.id);
    expect(before.round).toMatchObject({
      id: mine.bet.id,
      game: 'crash',
      status: 'open',
      stake: 400,
      win: 0,
      params: { auto_cash_out: null, cash_out: null },
      outcome: { crash_point: null },
      verify: { hash: null, salt: snap.salt, commitment: null },
    });
    expect(before.raw).not.toContain(secret);

    clock = snap.started_at + Math.ceil(elapsedAt(1.25)) + 1;
    expect((await t.post(`/studio-api/v1/crash/bets/${mine.bet.id}/cashout`, real.session)).statusCode).toBe(200);
    const cashed = await details(mine.bet.id);
    expect(cashed.round).toMatchObject({ status: 'closed', win: 500, params: { cash_out: 1.25 } });
    expect(cashed.round.verify.hash).toBeNull(); // cashed out, but the round still flies
    expect(cashed.raw).not.toContain(secret);

    await bust(snap, point);
    const after = await state();
    const published = after.history.find((r) => r.round === snap.round);
    const { round } = await details(mine.bet.id);
    expect(round.verify.hash).toBe(published?.hash);
    expect(round.outcome.crash_point).toBe(published?.point);
    expect(crashPoint(round.verify.hash ?? '', round.verify.salt).point).toBe(round.outcome.crash_point);
    expect(round.verify.commitment).toBe(after.history.find((r) => r.round === snap.round - 1)?.hash);
    expect(verifyCrashChain([round.verify.hash ?? ''], round.verify.commitment ?? '')).toBe(true);
  });

  it('gives the chain’s commitment as what its first round hashes to, and 404 for an unknown id', async () => {
    await open();
    const demo = await t.demoSession();
    const first = await state();
    expect(first.history).toEqual([]);
    const bet = (
      await t.post('/studio-api/v1/crash/bets', demo.session, { stake: 100, auto_cash_out: 1000 })
    ).json<CrashBetAnswer>();
    await bust(first, (await roundRow(first.round)).point);
    const { round } = await details(bet.bet.id);
    expect(round.params.auto_cash_out).toBe(1000);
    expect(round.verify.commitment).toBe(first.commitment);
    expect(verifyCrashChain([round.verify.hash ?? ''], first.commitment)).toBe(true);
    const unknown = await t.get(`/studio-api/v1/rounds/${'x'.repeat(20)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});
