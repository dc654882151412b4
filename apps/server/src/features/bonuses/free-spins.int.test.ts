// Free spins (ADR 0064) through the whole real path: a promo code grants the spins once, the studio
// plays each as the wallet protocol's free bet (amount 0, its reward) once, the wins become a bonus with
// the campaign's wagering (or cash when it has none), and the spins end with the bonus's time.
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import type { StudioFreeSpinAnswer, StudioFreeSpinsAnswer } from '@fairline/shared/wire/casino-free-spins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { grantStaffBonus } from './bonuses.service';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, DAY, OFFICE } from './bonuses.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
  // A second campaign without wagering: its wins go to cash once its spins are played.
  await t.database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
       casino_weight, valid_days, promo_code, is_listed, spin_game, spin_count, spin_bet_cents)
     select 'FREESPINS_PLAIN', brand_id, 'freespins', 3, 'casino', names, 100, 10, 0, 100, 7, 'PLAIN3', false,
       'orchard-stars', 3, 50 from bonus_campaigns where code = 'FREESPINS_ORCHARD'`,
  );
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

async function activate(player: BonusPlayer, code: string) {
  return t.app.inject({
    method: 'POST',
    url: `${OFFICE}/promo/activate`,
    headers: player.headers,
    payload: { promo_code: code },
  });
}

/** A real studio session of Orchard Stars opened through the platform's launch. */
async function slotSession(player: BonusPlayer): Promise<Record<string, string>> {
  const launch = await t.app.inject({
    method: 'POST',
    url: '/web-api/casino/v1/launch',
    headers: player.headers,
    payload: { game: 'fairline-studio:orchard-stars', mode: 'real', lang: 'en' },
  });
  expect(launch.statusCode, launch.body).toBe(200);
  const query = new URL(launch.json<{ data: { url: string } }>().data.url, 'http://x').searchParams;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/studio-api/v1/sessions',
    payload: { token: query.get('token'), user: query.get('user'), game: 'orchard-stars' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { authorization: `Bearer ${opened.json<{ session: string }>().session}` };
}

const spinsLeft = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/studio-api/v1/free-spins', headers })).json<StudioFreeSpinsAnswer>();
const spin = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/studio-api/v1/free-spins', headers });

async function freeSpinsBonus(player: BonusPlayer): Promise<BonusRecord> {
  const all = [...(await t.bonuses(player)).active, ...(await t.bonuses(player)).history];
  const found = all.find((b) => b.freeSpins);
  if (!found) throw new Error('no free-spins bonus');
  return found;
}

/** The casino transactions of the player's free bets and their wins. */
async function freeRounds(player: BonusPlayer) {
  const rows = await t.database.query<{ amount: unknown; win: unknown }>(
    `select b.amount, coalesce(w.amount, 0) as win from casino_transactions b
       left join casino_transactions w on w.provider_id = b.provider_id and w.reference_uuid = b.transaction_uuid
         and w.kind = 'win'
     where b.user_id = $1 and b.kind = 'bet' and b.is_free`,
    [player.id],
  );
  return rows.map((r) => ({ amount: asNumber(r.amount), win: asNumber(r.win) }));
}

describe('free spins', () => {
  it('are granted once by their promo code, even when activated ten times at once', async () => {
    const player = await t.player({ welcome: null });
    const answers = await Promise.all(Array.from({ length: 10 }, () => activate(player, 'spins10')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json<{ error_code?: string }>().error_code === 'promo_used')).toHaveLength(9);
    const bonus = await freeSpinsBonus(player);
    // 1 USD a spin, ten of them; the bonus starts empty and grows with the wins.
    expect(bonus).toMatchObject({ amount: 0, money: 0, status: 'active' });
    expect(bonus.freeSpins).toEqual({ game: 'fairline-studio:orchard-stars', bet: 1_00, total: 10, left: 10 });
  });

  it('are granted by staff once per request key, as spins (not as the campaign’s money)', async () => {
    const player = await t.player({ welcome: null });
    const [campaign] = await t.database.query<{ id: number }>(
      `select id from bonus_campaigns where code = 'FREESPINS_ORCHARD'`,
    );
    const grant = () =>
      grantStaffBonus(t.database, {
        userId: player.id,
        campaignId: Number(campaign?.id),
        idempotencyKey: 'gift-1',
        actor: 'staff:1',
      });
    const [first, again] = [await grant(), await grant()];
    expect(again.bonus_id).toBe(first.bonus_id);
    expect(await freeSpinsBonus(player)).toMatchObject({ amount: 0, freeSpins: { total: 10, left: 10, bet: 1_00 } });
  });

  it('are played as free bets of amount 0, each once; the wins are a bonus wagered five times', async () => {
    const player = await t.player({ welcome: null, cash: 7_00 });
    expect((await activate(player, 'SPINS10')).statusCode).toBe(200);
    const headers = await slotSession(player);
    expect(await spinsLeft(headers)).toEqual({ left: 10, bet: 1_00 });

    const lefts: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await spin(headers);
      expect(res.statusCode, res.body).toBe(200);
      lefts.push(res.json<StudioFreeSpinAnswer>().free_spins_left);
    }
    expect(lefts).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    // The last two asked for five times at once: two spins are played, the rest find none left.
    const raced = await Promise.all(Array.from({ length: 5 }, () => spin(headers)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(
      raced.filter((r) => r.statusCode === 409).map((r) => r.json<{ error: { code: string } }>().error.code),
    ).toEqual(['NO_FREE_SPINS', 'NO_FREE_SPINS', 'NO_FREE_SPINS']);
    expect(await spinsLeft(headers)).toEqual({ left: 0, bet: 0 });

    const rounds = await freeRounds(player);
    expect(rounds).toHaveLength(10);
    expect(rounds.every((r) => r.amount === 0)).toBe(true);
    const won = rounds.reduce((sum, r) => sum + r.win, 0);
    const bonus = await freeSpinsBonus(player);
    expect(bonus).toMatchObject({ amount: won, money: won, requiredValue: won * 5, status: 'active' });
    expect(bonus.freeSpins?.left).toBe(0);
    // The player's own cash never moved.
    expect(await t.balance(player.cashAccountId)).toBe(7_00);
  });

  it('without wagering, pay their wins to cash once the spins are played', async () => {
    const player = await t.player({ welcome: null, cash: 1_00 });
    expect((await activate(player, 'PLAIN3')).statusCode).toBe(200);
    const headers = await slotSession(player);
    for (let i = 0; i < 3; i++) expect((await spin(headers)).statusCode).toBe(200);
    await t.app.bonuses.sweep(t.bonusClock.now);
    const won = (await freeRounds(player)).reduce((sum, r) => sum + r.win, 0);
    expect(await freeSpinsBonus(player)).toMatchObject({ status: 'converted', closedAmount: won });
    expect(await t.balance(player.cashAccountId)).toBe(1_00 + won);
  });

  it('end with the bonus’s time: the spins left are gone and the wins go back to the house', async () => {
    const player = await t.player({ welcome: null });
    expect((await activate(player, 'SPINS10')).statusCode).toBe(200);
    const headers = await slotSession(player);
    expect((await spin(headers)).statusCode).toBe(200);
    await t.app.bonuses.sweep(new Date(t.bonusClock.now.getTime() + 8 * DAY));
    expect(await freeSpinsBonus(player)).toMatchObject({ status: 'expired', money: 0, freeSpins: { left: 0 } });
    expect(await spinsLeft(headers)).toEqual({ left: 0, bet: 0 });
    expect((await spin(headers)).statusCode).toBe(409);
  });
});
