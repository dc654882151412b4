import { elapsedAt } from '@fairline/shared/casino/crash-live';
import type { CrashBetAnswer, CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import { afterEach, describe, expect, it } from 'vitest';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';
import { retryCrashWins } from './crash-money';
import { CrashRoom } from './crash-room';

let t: StudioTestApp;
let clock = Date.parse('2026-11-26T12:00:00Z');
const now = () => new Date(clock);

afterEach(async () => {
  await t?.close();
});

const state = async () => (await t.get('/studio-api/v1/crash/state')).json<CrashSnapshot>();
const walletTx = () => t.walletCalls.filter((c) => c.startsWith('/transaction'));

describe('crash: money when things go wrong', () => {
  it('gives the stakes of a round cut short by a restart back, once', async () => {
    t = await createStudioTestApp({ now });
    const player = await t.seedPlayer(50_000, 'fairline-studio:crash');
    const real = await t.realSession(player, 'crash');
    await state();
    const placed = await t.post('/studio-api/v1/crash/bets', real.session, { stake: 900 });
    expect(placed.statusCode).toBe(200);
    expect(await t.cash(player)).toBe(50_000 - 900);
    // The process stops mid-round; a new room on the same database starts and voids the open bet.
    t.app.crashRoom.close();
    const restarted = new CrashRoom(t.context(), undefined, { tickMs: 0 });
    await restarted.ensureStarted();
    await new CrashRoom(t.context(), undefined, { tickMs: 0 }).ensureStarted();
    expect(await t.cash(player)).toBe(50_000);
    expect(walletTx()).toEqual(['/transaction/bet', '/transaction/rollback']);
    const [row] = await t.database.query<{ wallet_state: string }>(
      'select wallet_state from studio_crash_bets where id = $1',
      [placed.json<CrashBetAnswer>().bet.id],
    );
    expect(row?.wallet_state).toBe('void');
    restarted.close();
  });

  it('keeps a cash-out the wallet did not answer and pays it exactly once when it answers again', async () => {
    t = await createStudioTestApp({ now });
    const player = await t.seedPlayer(50_000, 'fairline-studio:crash');
    const real = await t.realSession(player, 'crash');
    let snap = await state();
    for (let i = 0; i < 50; i++) {
      const [row] = await t.database.query<{ point: unknown }>(
        `select point from studio_crash_rounds where room = 'main' and round = $1`,
        [snap.round],
      );
      if (Number(row?.point) >= 1.5) break;
      clock = snap.started_at + Math.ceil(elapsedAt(Number(row?.point))) + 10_000;
      await t.app.crashRoom.tick();
      await t.app.crashRoom.tick();
      snap = await state();
    }
    const bet = (await t.post('/studio-api/v1/crash/bets', real.session, { stake: 1000 })).json<CrashBetAnswer>();
    clock = snap.started_at + Math.ceil(elapsedAt(1.4)) + 1;
    t.failing.path = '/transaction/win';
    const out = await t.post(`/studio-api/v1/crash/bets/${bet.bet.id}/cashout`, real.session);
    expect(out.statusCode).toBe(200);
    expect(out.json<CrashBetAnswer>().bet).toMatchObject({ cash_out: 1.4, win: 1400 });
    expect(await t.cash(player)).toBe(50_000 - 1000);
    t.failing.path = null;
    clock += 60_000;
    expect(await retryCrashWins(t.context())).toBe(1);
    expect(await retryCrashWins(t.context())).toBe(0);
    expect(await t.cash(player)).toBe(50_000 - 1000 + 1400);
  });
});
