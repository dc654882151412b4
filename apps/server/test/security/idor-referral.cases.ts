// IDOR case of bring a friend's referred players (ADR 0061): removing another referrer's referred
// player by its id answers 404, as a missing one, and that referrer's list keeps the player.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/infra/db';
import type { Call } from './security-bets';
import { createLoggedInUser, type LoggedInUser } from './security-users';

interface Suite {
  app: FastifyInstance;
  database: Database;
  call: Call;
}

const FRIEND = '/web-api/bringfriend';

/** Defines the case; answers the `METHOD path field` keys it covers. */
export function describeReferralIdor({ app, database, call }: Suite): string[] {
  let owner: LoggedInUser;
  let friend: LoggedInUser;
  let intruder: LoggedInUser;

  beforeAll(async () => {
    owner = await createLoggedInUser(app, database, '10.81.1.1');
    friend = await createLoggedInUser(app, database, '10.81.1.2');
    intruder = await createLoggedInUser(app, database, '10.81.1.3');
  });

  describe('referred players', () => {
    it('removing another referrer’s referred player answers 404 and the player stays in their list', async () => {
      const tag = await call(owner, '/web-api/api/v3/users/friend-reffer-tag', undefined, 'GET');
      expect(tag.statusCode, tag.body).toBe(200);
      const bound = await call(friend, `${FRIEND}/registration`, { tag: tag.json().data.tag });
      expect(bound.statusCode, bound.body).toBe(200);
      const listed = async () =>
        (await call(owner, `${FRIEND}/getReferralUsers`, {})).json<{ data: { users: { referralUserId: number }[] } }>()
          .data.users;
      const [user] = await listed();
      expect(user).toBeDefined();
      const res = await call(intruder, `${FRIEND}/removeReferralUser`, { referralUserId: user?.referralUserId });
      expect(res.statusCode, res.body).toBe(404);
      expect(await listed()).toEqual([expect.objectContaining({ referralUserId: user?.referralUserId })]);
    });
  });

  return [`POST ${FRIEND}/removeReferralUser referralUserId`];
}
