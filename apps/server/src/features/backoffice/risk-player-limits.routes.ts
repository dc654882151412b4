// A player's own stake limits on the risk desk (ADR 0053 "per-player limits"): the player's rows of
// `risk_limits` over the global ones, one per scope (sport or any × market group or any), each change
// with a reason and an audit row with before/after.
import { idParams } from '@fairline/shared/wire/backoffice';
import {
  deletePlayerLimitRequest,
  limitRow,
  limitScopeParams,
  playerLimitsAnswer,
  setPlayerLimitRequest,
} from '@fairline/shared/wire/backoffice-limits';
import type { BackofficeContext } from './backoffice-context';
import { deletePlayerLimit, parseScope, playerLimits, setPlayerLimit } from './risk-player-limits';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
const WINDOW =
  'Amounts are minor units of the currency the bet is placed in. Bets see a change within the coupon’s ' +
  'limit cache window (5 s); UpdateCoupon at once.';

export function playerLimitRoutes({ r, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/players/:id/limits`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'The player’s own stake limit rows and the global rows they override',
        description: WINDOW,
        params: idParams,
        response: { 200: playerLimitsAnswer },
      },
    },
    async (req) => playerLimits(database, req.params.id),
  );

  r.put(
    `${ADMIN_API}/players/:id/limits`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Set the player’s limit row of one scope (sport or null × market group or null) with a reason',
        description: `Replaces the player’s row of the same scope; min_stake ≤ max_stake. ${WINDOW}`,
        params: idParams,
        body: setPlayerLimitRequest,
        response: { 200: limitRow },
      },
    },
    async (req) =>
      setPlayerLimit(database, {
        userId: req.params.id,
        sportId: req.body.sport_id,
        marketGroup: req.body.market_group,
        minStake: req.body.min_stake,
        maxStake: req.body.max_stake,
        maxPayout: req.body.max_payout,
        reason: req.body.reason,
        actor: actorOf(req),
      }),
  );

  r.delete(
    `${ADMIN_API}/players/:id/limits/:scope`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Remove the player’s limit row of a scope (`1-any`, `any-136`, `any-any`) with a reason',
        description: `The global rows apply again. ${WINDOW}`,
        params: limitScopeParams,
        body: deletePlayerLimitRequest,
        response: { 200: limitRow },
      },
    },
    async (req) =>
      deletePlayerLimit(database, {
        userId: req.params.id,
        ...parseScope(req.params.scope),
        reason: req.body.reason,
        actor: actorOf(req),
      }),
  );
}
