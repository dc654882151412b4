// The promo-code history (ADR 0044 "Bet-slip codes in the history") through the real app: a code entered
// at the office's promo-code check and a boost code typed in the bet slip both appear, newest first, each
// with when, where and what it did; a refused slip code and another player's codes do not.
import type { UserPromoCode } from '@fairline/shared/wire/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInfo, Outcome } from '../../trading/types';
import { wireEvent } from '../coupon/coupon.testing';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, OFFICE } from './bonuses.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

function offer(): { game: GameInfo; outcome: Outcome } {
  const { engine, clock } = t.app.trading;
  for (const game of engine.listGames(clock.now(), { kind: 'line' })) {
    if (game.status !== 1 || game.start < clock.now() + 600_000) continue;
    const outcomes = engine.getGameMarkets(game.id, clock.now())?.groups.find((g) => g.G === 1)?.outcomes ?? [];
    const outcome = outcomes.find((o) => !o.B && o.C >= 1.5 && o.C <= 6);
    if (outcome) return { game, outcome };
  }
  throw new Error('no line outcome');
}

async function slipBet(player: BonusPlayer, promo: string) {
  const { game, outcome } = offer();
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Secure/MakeBetWeb',
    headers: player.headers,
    payload: { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 5, CheckCf: 2, betGuid: crypto.randomUUID(), promo },
  });
  return res.json<{ Success: boolean; Error?: string; Value?: { Id: number; Summ?: number } }>();
}

async function history(player: BonusPlayer, lang = 'en'): Promise<UserPromoCode[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${OFFICE}/promo/getUserPromoCodesNew?lang=${lang}`,
    headers: player.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UserPromoCode[] }>().data;
}

describe('every code a player used is in the promo-code history', () => {
  it('lists the promo-check bonus and the bet-slip boost with when, where and the effect, newest first', async () => {
    const player = await t.player({ welcome: null });
    const activated = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/promo/activate`,
      headers: player.headers,
      payload: { promo_code: 'start20' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    // A slip code is typed in any case; an unknown one refuses the bet and is no code used.
    expect((await slipBet(player, 'NOPE99')).Success).toBe(false);
    const placed = await slipBet(player, 'welcome10');
    expect(placed.Success, placed.Error).toBe(true);
    const betId = Number(placed.Value?.Id);

    const rows = await history(player);
    expect(rows).toHaveLength(2);
    const [slip, check] = rows;
    expect(slip).toMatchObject({
      promoCode: 'WELCOME10',
      source: 'bet_slip',
      betId,
      bonusId: null,
      boostPercent: 10,
      currencyIso: 'USD',
      status: 'pending',
      name: `+10 % on the winnings of bet #${betId}`,
    });
    // The effect's amount is the bet's return with the boost: above the stake (5 USD) at odds from 1.50.
    expect(slip?.amount).toBeGreaterThan(5_00);
    expect(check).toMatchObject({ promoCode: 'START20', source: 'promo_check', betId: null, boostPercent: null });
    expect(check?.status).toBe('active');
    expect(check?.amount).toBe(20_00);
    expect(Date.parse(slip?.activatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(check?.activatedAt ?? ''));
    // In the player's language.
    expect((await history(player, 'ru'))[0]?.name).toBe(`+10 % к выигрышу ставки №${betId}`);
    // Another player's history holds none of it.
    expect(await history(await t.player({ welcome: null }))).toEqual([]);
  });

  it('shows where a boosted bet stands once it is settled', async () => {
    const player = await t.player({ welcome: null });
    const placed = await slipBet(player, 'EXPRESS5');
    expect(placed.Success, placed.Error).toBe(true);
    await t.database.query(`update bets set status = 'lost', settled_at = now() where id = $1`, [placed.Value?.Id]);
    const [row] = await history(player);
    expect(row).toMatchObject({ promoCode: 'EXPRESS5', source: 'bet_slip', boostPercent: 5, status: 'lost' });
  });
});
