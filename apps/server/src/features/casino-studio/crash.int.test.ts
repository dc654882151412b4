import { CrashTiming, crashWin, elapsedAt } from '@fairline/shared/casino/crash-live';
import { crashPoint, verifyCrashChain } from '@fairline/shared/casino/index';
import type { CrashBetAnswer, CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import { afterEach, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';

let t: StudioTestApp;
let clock = Date.now();
const now = () => new Date(clock);

afterEach(async () => {
  await t?.close();
});

async function open() {
  clock = Date.parse('2026-11-26T12:00:00Z');
  t = await createStudioTestApp({ now });
  return t;
}

const state = async () => (await t.get('/studio-api/v1/crash/state')).json<CrashSnapshot>();
const pointOf = async (round: number) => {
  const [row] = await t.database.query<{ point: unknown }>(
    `select point from studio_crash_rounds where room = 'main' and round = $1`,
    [round],
  );
  return Number(row?.point);
};

/** Moves the room on until a round in its betting phase will fly to at least `min` (the chain decides). */
async function roundFlyingTo(min: number): Promise<{ snap: CrashSnapshot; point: number }> {
  for (let i = 0; i < 50; i++) {
    const snap = await state();
    const point = await pointOf(snap.round);
    if (snap.phase === 'betting' && point >= min) return { snap, point };
    clock = snap.started_at + elapsedAt(point) + CrashTiming.afterBustMs + 1;
    await t.app.crashRoom.tick();
    await t.app.crashRoom.tick();
  }
  throw new Error(`no round reached ${min}`);
}

async function flyTo(snap: CrashSnapshot, multiplier: number) {
  clock = snap.started_at + Math.ceil(elapsedAt(multiplier)) + 1;
  await t.app.crashRoom.tick();
}

const bet = (session: string, stake: number, auto: number | null = null) =>
  t.post('/studio-api/v1/crash/bets', session, { stake, auto_cash_out: auto });
const cashOut = (session: string, id: string) => t.post(`/studio-api/v1/crash/bets/${id}/cashout`, session);

describe('crash: the live round', () => {
  it('takes bets only in the betting phase', async () => {
    await open();
    const a = await t.demoSession();
    const b = await t.demoSession();
    const { snap } = await roundFlyingTo(1.01);
    const placed = await bet(a.session, 500);
    expect(placed.statusCode).toBe(200);
    expect(placed.json<CrashBetAnswer>().balance).toBe(a.balance - 500);
    expect((await bet(a.session, 500)).json().error.code).toBe('ROUND_OPEN');
    clock = snap.betting_ends_at;
    const late = await bet(b.session, 500);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BETTING_CLOSED');
    expect((await bet(b.session, 0)).statusCode).toBe(400);
  });

  it('pays a cash-out before the bust stake × the multiplier at the server time, floored; after the bust it is lost', async () => {
    await open();
    const player = await t.seedPlayer(100_000, 'fairline-studio:crash');
    const real = await t.realSession(player, 'crash');
    const demo = await t.demoSession();
    const { snap, point } = await roundFlyingTo(1.5);
    const mine = (await bet(real.session, 333)).json<CrashBetAnswer>();
    const late = (await bet(demo.session, 1000)).json<CrashBetAnswer>();
    expect(await t.cash(player)).toBe(100_000 - 333);
    await flyTo(snap, 1.25);
    const out = await cashOut(real.session, mine.bet.id);
    expect(out.statusCode).toBe(200);
    const paid = out.json<CrashBetAnswer>();
    expect(paid.bet.cash_out).toBe(1.25);
    expect(paid.bet.win).toBe(crashWin(333, 1.25));
    expect(paid.bet.win).toBe(416);
    expect(paid.balance).toBe(100_000 - 333 + 416);
    expect((await cashOut(real.session, mine.bet.id)).json().error.code).toBe('ROUND_CLOSED');
    // The demo player waits too long: the cash-out arrives after the bust and is lost.
    clock = snap.started_at + Math.ceil(elapsedAt(point)) + 1;
    const tooLate = await cashOut(demo.session, late.bet.id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.code).toBe('BUSTED');
    await t.app.crashRoom.tick();
    await t.app.crashRoom.settled();
    expect((await state()).phase).toBe('busted');
    // Wallet effects exactly once: one bet and one win call for the real bet; the ledger moved by them.
    expect(t.walletCalls.filter((c) => c.startsWith('/transaction'))).toEqual(['/transaction/bet', '/transaction/win']);
    expect(await t.cash(player)).toBe(100_000 - 333 + 416);
    const [row] = await t.database.query<{ wallet_state: string; win: unknown }>(
      'select wallet_state, win from studio_crash_bets where id = $1',
      [late.bet.id],
    );
    expect(row).toEqual({ wallet_state: 'demo', win: expect.anything() });
    expect(asNumber(row?.win)).toBe(0);
  });

  it('cashes out automatically at the auto cash-out when the round reaches it, and a lost real bet closes with a win of 0', async () => {
    await open();
    const player = await t.seedPlayer(100_000, 'fairline-studio:crash');
    const real = await t.realSession(player, 'crash');
    const demo = await t.demoSession();
    const { snap, point } = await roundFlyingTo(1.3);
    const auto = (await bet(demo.session, 1000, 1.2)).json<CrashBetAnswer>();
    const greedy = (
      await bet(real.session, 200, Math.min(1_000_000, Math.round(point * 100 + 1) / 100))
    ).json<CrashBetAnswer>();
    await flyTo(snap, 1.21);
    await t.app.crashRoom.settled();
    let snapNow = await state();
    expect(snapNow.bets.find((b) => b.id === auto.bet.id)).toMatchObject({ cash_out: 1.2, win: 1200 });
    clock = snap.started_at + Math.ceil(elapsedAt(point)) + 1;
    await t.app.crashRoom.tick();
    await t.app.crashRoom.settled();
    snapNow = await state();
    expect(snapNow.bets.find((b) => b.id === greedy.bet.id)).toMatchObject({ cash_out: null, win: 0 });
    expect(t.walletCalls.filter((c) => c.startsWith('/transaction'))).toEqual(['/transaction/bet', '/transaction/win']);
    expect(await t.cash(player)).toBe(100_000 - 200);
    const [win] = await t.database.query<{ amount: unknown }>(
      `select count(*)::int as amount from casino_transactions where transaction_uuid = $1`,
      [`${greedy.bet.id}:win`],
    );
    expect(Number(win?.amount)).toBe(1);
  });

  it('reveals each round’s hash at the bust, which hashes to the one before and gives the published point', async () => {
    await open();
    const first = await state();
    expect(first.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(first.history).toEqual([]);
    const revealed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const snap = await state();
      clock = snap.started_at + Math.ceil(elapsedAt(await pointOf(snap.round))) + 1;
      await t.app.crashRoom.tick();
      const after = await state();
      expect(after.phase).toBe('busted');
      const past = after.history[0];
      expect(past?.round).toBe(snap.round);
      expect(crashPoint(past?.hash ?? '', after.salt).point).toBe(past?.point);
      expect(after.point).toBe(past?.point);
      revealed.push(past?.hash ?? '');
      clock += CrashTiming.afterBustMs;
      await t.app.crashRoom.tick();
    }
    expect(verifyCrashChain(revealed, first.commitment)).toBe(true);
    // Demo play moves no money through the wallet at all.
    expect(t.walletCalls).toEqual([]);
  });
});
