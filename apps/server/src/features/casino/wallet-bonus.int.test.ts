// Bonus money in the casino wallet (ADR 0064, ADR 0039's staking order): a bet takes cash first and the
// shortfall from a casino-usable bonus within its maximum bet; wins and rollbacks go back in the same
// proportion; a bonus closed meanwhile sends its share to cash (converted) or to the house (expired,
// refused); replays move nothing; the game sees cash + bonus. Signed HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { bindBonuses } from '../bonuses/bonuses.service';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type CasinoTestApp, callbackBase, createCasinoTestApp, EUR, grantFreeSpins, uuid } from './casino.testing';
import { createGameSession, type GameSession } from './game-sessions';
import { STUDIO_PROVIDER_ID } from './providers';

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
  bindBonuses(t.database, { now: () => t.clock.now, onError: (err) => console.error(err) });
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

const RULES = {
  multiplier: 35,
  minOddsSingle: 1000,
  minOddsLeg: 1000,
  minOddsExpress: 1000,
  sportWeight: 0,
  casinoWeight: 100,
  maxBet: 5_00,
};

/** Grants the player a bonus of `amount` (a casino one unless told) straight through bonus_grant. */
async function grant(
  s: GameSession,
  amount: number,
  opts: { campaign?: string; required?: number; rules?: object } = {},
) {
  const [row] = await t.database.query<{ r_bonus_id: unknown }>(
    `select r_bonus_id from bonus_grant($1, (select id from bonus_campaigns where code = $2), $3, $4, $5, $6, $7, $8, $9)`,
    [
      s.userId,
      opts.campaign ?? 'WELCOME_CASINO',
      uuid('cause'),
      EUR,
      amount,
      opts.required ?? amount * 35,
      JSON.stringify(opts.rules ?? RULES),
      new Date(t.clock.now.getTime() + 86_400_000),
      t.clock.now,
    ],
  );
  return asNumber(row?.r_bonus_id);
}

async function bonusMoney(s: GameSession): Promise<number> {
  const [row] = await t.database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where owner_id = $1 and currency_id = $2 and kind = 'player_bonus'`,
    [s.userId, EUR],
  );
  return asNumber(row?.balance ?? 0);
}

async function houseBonusCost(): Promise<number> {
  // House accounts keep no cached balance: their entries are the truth.
  const [row] = await t.database.query<{ balance: unknown }>(
    `select coalesce(sum(e.amount), 0) as balance from ledger_entries e join ledger_accounts a on a.id = e.account_id
     where a.owner_id is null and a.currency_id = $1 and a.kind = 'bonus_cost'`,
    [EUR],
  );
  return asNumber(row?.balance ?? 0);
}

const bet = (s: GameSession, amount: number) => ({
  ...callbackBase(s),
  transaction_uuid: uuid('bet'),
  round: uuid('round'),
  currency: 'EUR',
  amount,
});
const win = (s: GameSession, of: { round: string; transaction_uuid: string }, amount: number) => ({
  ...callbackBase(s),
  transaction_uuid: uuid('win'),
  round: of.round,
  currency: 'EUR',
  reference_transaction_uuid: of.transaction_uuid,
  amount,
  round_closed: true,
});
const rollback = (s: GameSession, of: { round: string; transaction_uuid: string }) => ({
  ...callbackBase(s),
  transaction_uuid: uuid('rb'),
  round: of.round,
  currency: 'EUR',
  reference_transaction_uuid: of.transaction_uuid,
});

describe('staking order', () => {
  it('takes cash first and the shortfall from the casino bonus; the game is told cash + bonus', async () => {
    const s = await t.seedPlayer(3_00);
    await grant(s, 10_00);
    expect((await t.call('/user/balance', callbackBase(s))).body.balance).toBe(13_00);
    expect((await t.call('/user/info', callbackBase(s))).body.balance).toBe(13_00);

    const cashOnly = await t.call('/transaction/bet', bet(s, 2_00));
    expect(cashOnly.body).toMatchObject({ status: 'RS_OK', balance: 11_00 });
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([1_00, 10_00]);

    const split = await t.call('/transaction/bet', bet(s, 4_00));
    expect(split.body).toMatchObject({ status: 'RS_OK', balance: 7_00 });
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([0, 7_00]);

    const tooMuch = await t.call('/transaction/bet', bet(s, 5_00));
    expect(tooMuch.body).toMatchObject({ status: 'RS_OK', balance: 2_00 });
    const short = await t.call('/transaction/bet', bet(s, 3_00));
    expect(short.body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 2_00 });
  });

  it('never stakes a sport bonus (its casino weight is 0) and answers cash only', async () => {
    const s = await t.seedPlayer(1_00);
    await grant(s, 10_00, { campaign: 'WELCOME_SPORT', rules: { ...RULES, casinoWeight: 0, sportWeight: 100 } });
    expect((await t.call('/user/balance', callbackBase(s))).body.balance).toBe(1_00);
    const refused = await t.call('/transaction/bet', bet(s, 2_00));
    expect(refused.body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_00 });
    expect(await bonusMoney(s)).toBe(10_00);
  });

  it('refuses a bet that needs bonus money above the maximum bet with RS_ERROR_LIMIT_REACHED; cash alone may exceed it', async () => {
    const s = await t.seedPlayer(1_00);
    await grant(s, 100_00);
    const refused = await t.call('/transaction/bet', bet(s, 6_00));
    expect(refused.body).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED' });
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([1_00, 100_00]);

    const rich = await t.seedPlayer(10_00);
    await grant(rich, 100_00);
    expect((await t.call('/transaction/bet', bet(rich, 6_00))).body.status).toBe('RS_OK');
    expect([await t.cash(rich), await bonusMoney(rich)]).toEqual([4_00, 100_00]);
  });

  it('counts the whole stake toward wagering once, however often the bet is replayed', async () => {
    const s = await t.seedPlayer(1_00);
    const bonusId = await grant(s, 10_00);
    const b = bet(s, 4_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/bet', b)));
    expect(new Set(answers.map((a) => `${a.body.status}:${a.body.balance}`))).toEqual(new Set(['RS_OK:700']));
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([0, 7_00]);
    const [row] = await t.database.query<{ wagered: unknown }>('select wagered from bonuses where id = $1', [bonusId]);
    expect(asNumber(row?.wagered)).toBe(4_00);
  });
});

describe('wins and rollbacks of a split bet', () => {
  it('pays a win back in the bet’s proportion (the bonus share rounded down), once for 10 replays at once', async () => {
    const s = await t.seedPlayer(2_00);
    await grant(s, 10_00);
    const b = bet(s, 5_00); // 2.00 cash + 3.00 bonus
    await t.call('/transaction/bet', b);
    const w = win(s, b, 10_01);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/win', w)));
    expect(answers.every((a) => a.body.status === 'RS_OK' && a.body.balance === 17_01)).toBe(true);
    // 10.01 × 3/5 = 6.006 → 6.00 to the bonus, 4.01 to cash.
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([4_01, 13_00]);
  });

  it('splits a round of two bets by their total (a blackjack double)', async () => {
    const s = await t.seedPlayer(4_00);
    await grant(s, 10_00);
    const first = bet(s, 4_00); // all cash
    await t.call('/transaction/bet', first);
    const double = { ...bet(s, 4_00), round: first.round }; // all bonus
    await t.call('/transaction/bet', double);
    await t.call('/transaction/win', win(s, first, 16_00));
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([8_00, 14_00]);
  });

  it('gives each share of a rolled-back bet back where it came from, once', async () => {
    const s = await t.seedPlayer(1_00);
    await grant(s, 10_00);
    const b = bet(s, 3_00);
    await t.call('/transaction/bet', b);
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([0, 8_00]);
    const rb = rollback(s, b);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/rollback', rb)));
    expect(answers.every((a) => a.body.status === 'RS_OK')).toBe(true);
    await t.call('/transaction/rollback', rollback(s, b));
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([1_00, 10_00]);
  });

  it('sends the bonus share to cash when the bonus converted before the win', async () => {
    const s = await t.seedPlayer(1_00);
    const bonusId = await grant(s, 10_00, { required: 0 });
    const b = bet(s, 5_00); // 1.00 cash + 4.00 bonus
    await t.call('/transaction/bet', b);
    await t.database.query(`select * from bonus_close($1, 'converted', null, $2)`, [bonusId, t.clock.now]);
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([6_00, 0]);
    await t.call('/transaction/win', win(s, b, 10_00));
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([16_00, 0]);
  });

  it('sends the bonus share to the house when the bonus was refused before the win or the rollback', async () => {
    const s = await t.seedPlayer(1_00);
    const bonusId = await grant(s, 10_00);
    const won = bet(s, 5_00); // 1.00 cash + 4.00 bonus
    await t.call('/transaction/bet', won);
    const undone = bet(s, 2_00); // all bonus
    await t.call('/transaction/bet', undone);
    await t.database.query(`select * from bonus_close($1, 'refused', null, $2)`, [bonusId, t.clock.now]);
    const house = await houseBonusCost();
    await t.call('/transaction/win', win(s, won, 10_00)); // 2.00 cash, 8.00 → house
    await t.call('/transaction/rollback', rollback(s, undone)); // 2.00 → house
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([2_00, 0]);
    expect((await houseBonusCost()) - house).toBe(10_00);
  });
});

describe('free bets of a free-spins reward', () => {
  const freeBet = (s: GameSession, reward: string) => ({ ...bet(s, 0), is_free: true, reward_uuid: reward });
  const spinsUsed = async (reward: string) => {
    const [row] = await t.database.query<{ spins_used: number }>(
      'select spins_used from bonus_free_spins where reward_uuid = $1',
      [reward],
    );
    return Number(row?.spins_used);
  };

  it('uses each spin once: ten different free bets at once on two spins, and one bet replayed ten times', async () => {
    const s = await t.seedPlayer(0, 'fairline-studio:orchard-stars');
    const reward = await grantFreeSpins(t, s, { spins: 2 });
    const replayed = freeBet(s, reward);
    const replays = await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/bet', replayed)));
    expect(replays.every((a) => a.body.status === 'RS_OK')).toBe(true);
    expect(await spinsUsed(reward)).toBe(1);
    const raced = await Promise.all(Array.from({ length: 10 }, () => t.call('/transaction/bet', freeBet(s, reward))));
    expect(raced.filter((a) => a.body.status === 'RS_OK')).toHaveLength(1);
    expect(raced.filter((a) => a.body.status === 'RS_ERROR_LIMIT_REACHED')).toHaveLength(9);
    expect(await spinsUsed(reward)).toBe(2);
    // A rolled-back free bet gives its spin back, once.
    await t.call('/transaction/rollback', rollback(s, replayed));
    await t.call('/transaction/rollback', rollback(s, replayed));
    expect(await spinsUsed(reward)).toBe(1);
  });

  it('refuses a free bet of another game’s or another player’s reward', async () => {
    const s = await t.seedPlayer(0, 'fairline-studio:orchard-stars');
    const reward = await grantFreeSpins(t, s);
    const other = await t.seedPlayer(0, 'fairline-studio:orchard-stars');
    const dice = await createGameSession(t.database, {
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'fairline-studio:dice',
      userId: s.userId,
      currencyId: EUR,
      brandId: s.brandId,
      now: t.clock.now,
    });
    expect((await t.call('/transaction/bet', freeBet(other, reward))).body.status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await t.call('/transaction/bet', freeBet(dice, reward))).body.status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await spinsUsed(reward)).toBe(0);
  });

  it('credits a free spin’s win to its bonus with the wagering it adds; after a refusal, to the house', async () => {
    const s = await t.seedPlayer(0, 'fairline-studio:orchard-stars');
    const reward = await grantFreeSpins(t, s);
    const first = freeBet(s, reward);
    await t.call('/transaction/bet', first);
    const paid = await t.call('/transaction/win', win(s, first, 2_50));
    expect(paid.body).toMatchObject({ status: 'RS_OK', balance: 2_50 });
    const [bonus] = await t.database.query<{ id: unknown; amount: unknown; wager_required: unknown }>(
      `select b.id, b.amount, b.wager_required from bonuses b join bonus_free_spins f on f.bonus_id = b.id
       where f.reward_uuid = $1`,
      [reward],
    );
    expect([asNumber(bonus?.amount), asNumber(bonus?.wager_required)]).toEqual([2_50, 12_50]);
    const second = freeBet(s, reward);
    await t.call('/transaction/bet', second);
    await t.database.query(`select * from bonus_close($1, 'refused', null, $2)`, [bonus?.id, t.clock.now]);
    const house = await houseBonusCost();
    await t.call('/transaction/win', win(s, second, 1_00));
    expect([await t.cash(s), await bonusMoney(s)]).toEqual([0, 0]);
    expect((await houseBonusCost()) - house).toBe(1_00);
  });
});
