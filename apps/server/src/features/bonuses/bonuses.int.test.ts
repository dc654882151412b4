// The bonus engine through the real app (issue 22, ADR 0039): a welcome bonus granted once on the first
// deposit, wagering counted from settled bets, conversion, refusal and expiry exactly once, and the
// self-excluded player who gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInfo, Outcome } from '../../trading/types';
import { wireEvent } from '../coupon/coupon.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { countSettledBet, sweepBonuses } from './bonuses.service';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, DAY, onlyActive } from './bonuses.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

const SPORT = 0;

/** A line 1X2 outcome at odds of at least `min` (the sport welcome bonus counts singles from 1.50). */
function offerAtLeast(min: number, skip = 0): { game: GameInfo; outcome: Outcome } {
  const { engine, clock } = t.app.trading;
  let left = skip;
  for (const game of engine.listGames(clock.now(), { kind: 'line' })) {
    if (game.status !== 1 || game.start < clock.now() + 600_000) continue;
    const outcomes = engine.getGameMarkets(game.id, clock.now())?.groups.find((g) => g.G === 1)?.outcomes ?? [];
    const outcome = outcomes.find((o) => !o.B && o.C >= min && o.C <= 6);
    if (outcome && left-- === 0) return { game, outcome };
  }
  throw new Error(`no line outcome at ${min} or more`);
}

async function bet(player: BonusPlayer, game: GameInfo, outcome: Outcome, summ: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Secure/MakeBetWeb',
    headers: player.headers,
    payload: { Events: [wireEvent(game, outcome)], Vid: 0, Summ: summ, CheckCf: 2, betGuid: crypto.randomUUID() },
  });
  expect(res.json().Success, res.body).toBe(true);
}

/** Moves the simulated clock past the game's end: the dev clock's advance settles what finished. */
async function playOut(game: GameInfo) {
  const ms = game.start - t.app.trading.clock.now() + 3 * 3_600_000;
  const moved = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { ms } });
  expect(moved.statusCode, moved.body).toBe(200);
}

const templates = async (player: BonusPlayer) =>
  (
    await t.database.query<{ template: string }>(
      `select template from inbox_messages where user_id = $1 and kind = 'bonus' order by id`,
      [player.id],
    )
  ).map((r) => r.template);

describe('the welcome bonus chosen at registration', () => {
  it('is granted on the first deposit, once, however often the provider repeats its callback', async () => {
    const player = await t.player({ welcome: SPORT });
    const depositId = await t.startDeposit(player, '40');
    const answers = await Promise.all([t.confirm(depositId), t.confirm(depositId)]);
    expect(answers.map((a) => a.json().status)).toEqual(['credited', 'credited']);
    expect((await t.confirm(depositId)).json().status).toBe('credited');
    const bonus = onlyActive(await t.bonuses(player));
    // 100 % of the 40 USD deposit, wagered five times.
    expect(bonus).toMatchObject({ amount: 40_00, money: 40_00, currentValue: 0, requiredValue: 200_00, type: SPORT });
    expect(bonus).toMatchObject({ promoId: 'WELCOME_SPORT', name: 'Sport welcome bonus', progressPercent: 0 });
    expect(await t.txCount('bonus_granted', bonus.id)).toBe(1);
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(40_00);
    expect(await templates(player)).toEqual(['bonus_granted']);
    await assertLedgerInvariants(t.database);
  });

  it('is capped at 100 USD for the sport welcome bonus', async () => {
    const player = await t.player({ welcome: SPORT });
    await t.deposit(player, '250');
    expect(onlyActive(await t.bonuses(player)).amount).toBe(100_00);
  });

  it('is not granted on a redeposit: a later deposit earns only the reload bonus', async () => {
    const player = await t.player({ welcome: SPORT });
    await t.deposit(player, '20');
    const welcome = onlyActive(await t.bonuses(player));
    expect((await t.refuse(player, welcome.id)).statusCode).toBe(200);
    // Below the reload's 10 USD minimum: nothing; the welcome bonus never comes again.
    await t.deposit(player, '5');
    expect((await t.bonuses(player)).active).toEqual([]);
    await t.deposit(player, '30');
    const reload = onlyActive(await t.bonuses(player));
    expect(reload).toMatchObject({ promoId: 'RELOAD_SPORT', amount: 15_00, requiredValue: 90_00 });
    // While a bonus runs, another deposit adds none (one active bonus per bonus account).
    await t.deposit(player, '30');
    expect((await t.bonuses(player)).active.map((b) => b.id)).toEqual([reload.id]);
  });

  it('is not granted to a player who refused it at registration', async () => {
    const player = await t.player({ welcome: -1 });
    await t.deposit(player, '50');
    expect(await t.bonuses(player)).toEqual({ active: [], history: [] });
  });

  it('gives a self-excluded player nothing: the deposit is credited, the bonus is not', async () => {
    const player = await t.player({ welcome: SPORT });
    const depositId = await t.startDeposit(player, '50');
    const excluded = await t.put(player, 'self-exclusion', { period: '6m', confirm: true });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await t.confirm(depositId)).json().status).toBe('credited');
    const [row] = await t.database.query<{ n: unknown }>('select count(*) as n from bonuses where user_id = $1', [
      player.id,
    ]);
    expect(Number(row?.n)).toBe(0);
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(0);
  });
});

describe('wagering', () => {
  it('counts a settled qualifying single and converts the bonus when the requirement is met', async () => {
    const player = await t.player({ welcome: SPORT, cash: 200_00 });
    await t.deposit(player, '10');
    const granted = onlyActive(await t.bonuses(player));
    expect(granted.requiredValue).toBe(50_00);
    const first = offerAtLeast(1.5);
    // 30 USD at odds ≥ 1.50 counts; 60 USD (above the 50 USD max bet) and 1 USD at low odds do not.
    await bet(player, first.game, first.outcome, 30);
    await playOut(first.game);
    expect(onlyActive(await t.bonuses(player))).toMatchObject({ currentValue: 30_00, progressPercent: 60, width: 60 });
    const cashBefore = await t.balance(player.cashAccountId);
    const second = offerAtLeast(1.5);
    await bet(player, second.game, second.outcome, 20);
    await playOut(second.game);
    const after = await t.bonuses(player);
    expect(after.active).toEqual([]);
    expect(after.history[0]).toMatchObject({ id: granted.id, status: 'converted', closedAmount: 10_00, money: 0 });
    expect(await t.txCount('bonus_converted', granted.id)).toBe(1);
    const [payout] = await t.database.query<{ p: unknown }>(
      `select coalesce(sum(payout), 0) as p from bets where user_id = $1 and settled_at is not null and id = (
         select max(id) from bets where user_id = $1)`,
      [player.id],
    );
    expect(await t.balance(player.cashAccountId)).toBe(cashBefore - 20_00 + Number(payout?.p) + 10_00);
    expect(await templates(player)).toEqual(['bonus_granted', 'bonus_converted']);
    await assertLedgerInvariants(t.database);
  });

  it('converts exactly once when two settlements race to complete the wagering', async () => {
    const player = await t.player({ welcome: SPORT });
    await t.deposit(player, '10');
    const bonus = onlyActive(await t.bonuses(player));
    const cashBefore = await t.balance(player.cashAccountId);
    const settled = (betId: number) => ({
      betId,
      userId: player.id,
      status: 'lost',
      stake: 30_00,
      vid: 0,
      legOdds: [1800],
      currencyId: 10,
    });
    const base = 1_000_000_000 + player.id * 10;
    // Two bets that each bring it past half, and one delivered twice: every pair races on the bonus row.
    await Promise.all([
      countSettledBet(t.database, settled(base + 1)),
      countSettledBet(t.database, settled(base + 2)),
      countSettledBet(t.database, settled(base + 2)),
    ]);
    expect(t.errors).toEqual([]);
    const [row] = await t.database.query<{ wagered: unknown; status: string }>(
      'select wagered, status from bonuses where id = $1',
      [bonus.id],
    );
    expect({ wagered: Number(row?.wagered), status: row?.status }).toEqual({ wagered: 60_00, status: 'converted' });
    expect(await t.txCount('bonus_converted', bonus.id)).toBe(1);
    expect(await t.balance(player.cashAccountId)).toBe(cashBefore + 10_00);
    await assertLedgerInvariants(t.database);
  });
});

describe('refusal and expiry', () => {
  it('refusal removes what is left exactly once; again, it changes nothing; another player’s bonus is not found', async () => {
    const player = await t.player({ welcome: SPORT });
    const other = await t.player({ welcome: SPORT });
    await t.deposit(player, '25');
    const bonus = onlyActive(await t.bonuses(player));
    expect((await t.refuse(other, bonus.id)).statusCode).toBe(404);
    const cashBefore = await t.balance(player.cashAccountId);
    const [a, b] = await Promise.all([t.refuse(player, bonus.id), t.refuse(player, bonus.id)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json().data).toMatchObject({ status: 'refused', isClosed: true, closedAmount: 25_00, money: 0 });
    expect((await t.refuse(player, bonus.id)).json().data.status).toBe('refused');
    expect(await t.txCount('bonus_refused', bonus.id)).toBe(1);
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(0);
    expect(await t.balance(player.cashAccountId)).toBe(cashBefore);
    await assertLedgerInvariants(t.database);
  });

  it('expiry removes a bonus whose time ran out exactly once, and tells the player', async () => {
    const player = await t.player({ welcome: SPORT });
    await t.deposit(player, '15');
    const bonus = onlyActive(await t.bonuses(player));
    // The sweep looks at every player's bonuses: a day before its 30 days are up, this one stays.
    await sweepBonuses(t.database, new Date(t.bonusClock.now.getTime() + 29 * DAY));
    expect(onlyActive(await t.bonuses(player)).id).toBe(bonus.id);
    const later = new Date(t.bonusClock.now.getTime() + 31 * DAY);
    const [first, second] = await Promise.all([t.app.bonuses.sweep(later), t.app.bonuses.sweep(later)]);
    expect((first?.expired ?? 0) + (second?.expired ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await t.txCount('bonus_expired', bonus.id)).toBe(1);
    expect((await t.bonuses(player)).history[0]).toMatchObject({
      id: bonus.id,
      status: 'expired',
      closedAmount: 15_00,
    });
    expect(await templates(player)).toEqual(['bonus_granted', 'bonus_expired']);
    await assertLedgerInvariants(t.database);
  });
});
