// IDOR case of the office's bonus refusal (issue 22, ADR 0039): another player's bonus id answers
// 404, as a missing one, and the owner's bonus stays active with its money. And of a free bet (ADR 0071):
// another player's free bet named as the coupon's bonusId stakes nothing and stays theirs, unused.

import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantDepositBonus } from '../../src/features/bonuses/bonuses.service';
import { grantTestFreeBet } from '../../src/features/bonuses/free-bets.testing';
import type { Database } from '../../src/infra/db';
import { betIdsOf, type Call, LIVEBET, singleCoupon } from './security-bets';
import { createLoggedInUser, type LoggedInUser } from './security-users';

interface Suite {
  app: FastifyInstance;
  database: Database;
  call: Call;
}

const OFFICE = '/web-api/officeapi';

/** Defines the case; answers the `METHOD path field` keys it covers. */
export function describeBonusIdor({ app, database, call }: Suite): string[] {
  let owner: LoggedInUser;
  let intruder: LoggedInUser;

  beforeAll(async () => {
    owner = await createLoggedInUser(app, database, '10.80.2.1');
    intruder = await createLoggedInUser(app, database, '10.80.2.2');
  });

  describe('bonuses', () => {
    it('refusebonus with another player’s bonus id answers 404 and the bonus stays active', async () => {
      await database.query(`update users set profile = profile || '{"bonusId": 0}' where id = $1`, [owner.id]);
      const granted = await grantDepositBonus(database, {
        userId: owner.id,
        depositId: `idor-${owner.id}`,
        amount: 1000_00,
        currencyId: 1,
        isFirstDeposit: true,
      });
      expect(granted.outcome).toBe('granted');
      const bonusId = granted.outcome === 'granted' ? granted.bonusId : 0;
      const res = await call(intruder, `${OFFICE}/refusebonus`, { bonus_id: bonusId });
      expect(res.statusCode, res.body).toBe(404);
      const list = await call(owner, `${OFFICE}/getbonuses`, undefined, 'GET');
      expect(list.json<{ data: { active: { id: number; money: number }[] } }>().data.active).toEqual([
        expect.objectContaining({ id: bonusId, money: 1000_00 }),
      ]);
    });
  });

  describe('free bets', () => {
    it('bonusId of another player’s free bet on MakeBetWeb places nothing and their free bet stays unused', async () => {
      const token = await grantTestFreeBet(database, owner.id, 1);
      const { body } = singleCoupon(app);
      const res = await call(intruder, `${LIVEBET}/Secure/MakeBetWeb`, {
        ...body,
        Summ: token.amount / 100,
        bonusId: token.id,
      });
      expect(res.json()).toMatchObject({ Success: false, ErrorCode: CouponErrorCode.freeBetUnusable });
      expect(await betIdsOf(database, intruder.id)).toEqual([]);
      const list = await call(owner, `${OFFICE}/freebets`, undefined, 'GET');
      expect(list.json<{ data: { usable: { id: number }[] } }>().data.usable).toEqual([
        expect.objectContaining({ id: token.id, status: 'active' }),
      ]);
    });
  });

  return [`POST ${OFFICE}/refusebonus bonus_id`];
}
