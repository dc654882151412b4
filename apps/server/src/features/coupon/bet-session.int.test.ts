// Bet placement takes the session from this process's cache (requireBettor); these prove that a
// closed session still places nothing: place_bet checks the session in the statement that moves the
// money, and the paths that do not reach place_bet ask the database first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../infra/hash';
import { closeSession } from '../auth/auth.service';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import {
  balanceOf,
  type CouponTestApp,
  createCouponTestApp,
  findOffer,
  type Player,
  wireEvent,
} from './coupon.testing';

const MAKE = '/service-api/LiveBet/Secure/MakeBetWeb';
let t: CouponTestApp;

beforeAll(async () => {
  t = await createCouponTestApp();
});
afterAll(() => t.close());

const lineSingle = (extra: Record<string, unknown> = {}) => {
  const { game, outcome } = findOffer(t.engine, t.clock.now(), 'line');
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 10, CheckCf: 0, betGuid: crypto.randomUUID(), ...extra };
};

const sessionIdOf = (player: Player) => sha256(/fl_session=([^;]+)/.exec(player.headers.cookie ?? '')?.[1] ?? '');

// What another server process (or the office, in SQL) does: this process's cache is not told.
const closeElsewhere = (player: Player) =>
  t.database.query(`update sessions set closed_at = now(), closed_reason = 'logout' where id = $1`, [
    sessionIdOf(player),
  ]);

const betCount = async (player: Player) => {
  const [row] = await t.database.query<{ n: number }>('select count(*)::int as n from bets where user_id = $1', [
    player.id,
  ]);
  return row?.n ?? 0;
};

describe('a bet with a cached session', () => {
  it('answers a new bet as its replays answer it', async () => {
    const player = await t.seedPlayer(100_00);
    const body = lineSingle();
    const first = (await t.post(MAKE, body, player)).json();
    const replay = (await t.post(MAKE, body, player)).json();
    expect(first.Success, first.Error).toBe(true);
    expect(replay).toEqual(first);
  });

  it('is refused with 401 and moves no money once the session was closed by another process', async () => {
    const player = await t.seedPlayer(100_00);
    expect((await t.post(MAKE, lineSingle(), player)).json().Success).toBe(true);
    await closeElsewhere(player);
    const res = await t.post(MAKE, lineSingle(), player);
    expect(res.statusCode).toBe(401);
    expect(await betCount(player)).toBe(1);
    expect(await balanceOf(t.database, player.cashAccountId)).toBe(90_00);
    // The refusal also dropped the cached session: the next request is refused before pricing.
    expect((await t.post(MAKE, lineSingle(), player)).statusCode).toBe(401);
    await assertLedgerInvariants(t.database);
  });

  it('is refused with 401 at once after a logout in this process', async () => {
    const player = await t.seedPlayer(100_00);
    expect((await t.post(MAKE, lineSingle(), player)).json().Success).toBe(true);
    await closeSession(t.database, sessionIdOf(player), 'logout');
    expect((await t.post(MAKE, lineSingle(), player)).statusCode).toBe(401);
    expect(await betCount(player)).toBe(1);
  });

  it('does not replay a placed bet to a closed session', async () => {
    const player = await t.seedPlayer(100_00);
    const body = lineSingle();
    expect((await t.post(MAKE, body, player)).json().Success).toBe(true);
    await closeElsewhere(player);
    expect((await t.post(MAKE, body, player)).statusCode).toBe(401);
  });

  it('refuses an advance bet of a session closed elsewhere before looking at the advance', async () => {
    const player = await t.seedPlayer(100_00);
    expect((await t.post(MAKE, lineSingle(), player)).json().Success).toBe(true);
    await closeElsewhere(player);
    expect((await t.post(MAKE, lineSingle({ avanceBet: true }), player)).statusCode).toBe(401);
    expect(await betCount(player)).toBe(1);
  });
});
