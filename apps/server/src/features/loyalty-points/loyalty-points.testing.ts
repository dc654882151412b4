// The whole app for the points tests: the bonus test app (players, deposits, the bonus clock) with
// the points clock bound to the same clock, and the office's points calls.
import type { PointsHistoryAnswer, PointsShopAnswer } from '@fairline/shared/wire/loyalty-points';
import type { LightMyRequestResponse } from 'fastify';
import type { BonusPlayer, BonusTestApp } from '../bonuses/bonuses.testing';
import { createBonusTestApp } from '../bonuses/bonuses.testing';
import { bindPoints, syncPointsForBet } from './loyalty-points.service';

export const POINTS = '/web-api/officeapi/points';

export interface PointsTestApp extends BonusTestApp {
  /** A bet of the player's settled (or corrected) to `status`; the points moved. */
  settle(player: BonusPlayer, betId: number, stake: number, status: string): Promise<number>;
  shop(player: BonusPlayer): Promise<PointsShopAnswer['data']>;
  redeem(player: BonusPlayer, item: string, key: string): Promise<LightMyRequestResponse>;
  history(player: BonusPlayer): Promise<PointsHistoryAnswer['data']>;
  pointsAccountOf(player: BonusPlayer): Promise<number>;
}

export async function createPointsTestApp(): Promise<PointsTestApp> {
  const t = await createBonusTestApp();
  bindPoints(t.database, { now: () => t.bonusClock.now, onError: (err) => t.errors.push(err) });
  return {
    ...t,
    settle: (player, betId, stake, status) =>
      syncPointsForBet(t.database, { betId, userId: player.id, status, stake, currencyId: 10 }),
    async shop(player) {
      const res = await t.app.inject({ method: 'GET', url: `${POINTS}/shop?lang=en`, headers: player.headers });
      if (res.statusCode !== 200) throw new Error(`shop: ${res.statusCode} ${res.body}`);
      return res.json<PointsShopAnswer>().data;
    },
    redeem: (player, item, key) =>
      t.app.inject({
        method: 'POST',
        url: `${POINTS}/redeem`,
        headers: player.headers,
        payload: { item, idempotency_key: key },
      }),
    async history(player) {
      const res = await t.app.inject({ method: 'GET', url: `${POINTS}/history`, headers: player.headers });
      if (res.statusCode !== 200) throw new Error(`history: ${res.statusCode} ${res.body}`);
      return res.json<PointsHistoryAnswer>().data;
    },
    async pointsAccountOf(player) {
      const [row] = await t.database.query<{ id: unknown }>('select ledger_player_account($1, 10, $2) as id', [
        player.id,
        'player_points',
      ]);
      return Number(row?.id);
    },
  };
}
