// Free spins granted by deposit campaigns (ADR 0064 "Free spins from a deposit") through the real cashier
// callback: a free-spins campaign with a deposit trigger grants its spins beside the welcome bonus's money
// (on the same bonus) or alone when no money campaign applies, exactly once per qualifying deposit however
// often the provider repeats its callback, and never for a player who refused a welcome bonus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { freeSpinsOf } from './bonuses.service';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, onlyActive } from './bonuses.testing';

let t: BonusTestApp;
const CASINO = 1;

beforeAll(async () => {
  t = await createBonusTestApp();
  // Five spins of Orchard Stars at 0.20 USD with a first deposit; three at 0.50 USD with a redeposit.
  await t.database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
       casino_weight, valid_days, is_listed, spin_game, spin_count, spin_bet_cents, deposit_trigger, min_deposit_usd)
     select v.code, c.brand_id, 'freespins', 1, 'casino', c.names, 100, 10, 3, 100, 5, false, 'orchard-stars', v.n, v.bet,
       v.trig, v.min_usd
     from bonus_campaigns c, (values ('FREESPINS_FIRSTDEP', 5, 20, 'first_deposit', 20),
                                   ('FREESPINS_REDEP', 3, 50, 'redeposit', 0)) as v(code, n, bet, trig, min_usd)
     where c.code = 'FREESPINS_ORCHARD'`,
  );
});
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await assertLedgerInvariants(t.database);
  await t.close();
});

const bonusesOfCause = async (depositId: string) =>
  asNumber(
    (
      await t.database.query<{ n: unknown }>('select count(*) as n from bonuses where cause = $1', [
        `deposit:${depositId}`,
      ])
    )[0]?.n,
  );

const rewards = (player: BonusPlayer) =>
  freeSpinsOf(t.database, {
    userId: player.id,
    currencyId: 10,
    providerId: 'fairline-studio',
    gameId: 'fairline-studio:orchard-stars',
    now: new Date(),
  });

describe('a deposit campaign grants free spins', () => {
  it('beside the welcome bonus: one bonus with the money and the spins, once for a repeated callback', async () => {
    const player = await t.player({ welcome: CASINO });
    const depositId = await t.startDeposit(player, '100');
    const answers = await Promise.all([t.confirm(depositId), t.confirm(depositId), t.confirm(depositId)]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const bonus = onlyActive(await t.bonuses(player));
    // The casino welcome bonus (100 % of 100 USD) carries the campaign's five spins at 0.20 USD.
    expect(bonus.money).toBe(100_00);
    expect(bonus.freeSpins).toMatchObject({ total: 5, left: 5, bet: 20 });
    expect(await bonusesOfCause(depositId)).toBe(1);
    const [reward, ...others] = await rewards(player);
    expect(others).toEqual([]);
    expect(reward).toMatchObject({ bet: 20, left: 5 });
    await t.confirm(depositId);
    expect(await rewards(player)).toHaveLength(1);
  });

  it('alone when no money campaign applies: a redeposit below the reload minimum still earns its spins', async () => {
    const player = await t.player({ welcome: null });
    await t.deposit(player, '20'); // the first deposit: no welcome bonus chosen, so nothing.
    expect((await t.bonuses(player)).active).toEqual([]);
    const depositId = await t.startDeposit(player, '5'); // below RELOAD_SPORT's 10 USD
    await Promise.all([t.confirm(depositId), t.confirm(depositId)]);
    const bonus = onlyActive(await t.bonuses(player));
    expect(bonus.money).toBe(0);
    expect(bonus.freeSpins).toMatchObject({ total: 3, left: 3, bet: 50 });
    expect(await bonusesOfCause(depositId)).toBe(1);
    // The next redeposit finds the account held by the running spins: no second bonus.
    await t.deposit(player, '5');
    expect((await t.bonuses(player)).active).toHaveLength(1);
  });

  it('not for a player who refused the welcome bonus, nor below the campaign’s minimum deposit', async () => {
    const refused = await t.player({ welcome: -1 });
    await t.deposit(refused, '100');
    expect((await t.bonuses(refused)).active).toEqual([]);
    expect(await rewards(refused)).toEqual([]);
    // A casino choice with 15 USD: the welcome money comes, the first-deposit spins need 20 USD.
    const small = await t.player({ welcome: CASINO });
    await t.deposit(small, '15');
    const bonus = onlyActive(await t.bonuses(small));
    expect(bonus.money).toBe(15_00);
    expect(bonus.freeSpins ?? null).toBeNull();
  });
});
