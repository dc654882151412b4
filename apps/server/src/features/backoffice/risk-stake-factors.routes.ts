// Players' stake factors on the risk desk (ADR 0053): a multiplier on the player's maximum stake
// (0 = no betting), applied by the coupon's limit check; every change is audited with its reason.
import { BackofficeLimits, csvAnswer, idParams, paging } from '@fairline/shared/wire/backoffice';
import { stakeFactorItem, stakeFactorRequest, stakeFactorsAnswer } from '@fairline/shared/wire/backoffice-risk';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { listStakeFactors, setStakeFactor, stakeFactorOf } from './risk-stake-factors';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];

export function stakeFactorRoutes({ r, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/risk/stake-factors`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Players whose stake factor is not 1, the most restricted first',
        querystring: paging,
        response: { 200: stakeFactorsAnswer },
      },
    },
    async (req) => listStakeFactors(database, req.query),
  );

  r.get(
    `${ADMIN_API}/risk/stake-factors.csv`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: { tags: TAGS, summary: 'Players’ stake factors as CSV', response: { 200: csvAnswer } },
    },
    async (_req, reply) => {
      const page = await listStakeFactors(database, { offset: 0, limit: BackofficeLimits.csvRowsMax });
      reply.header('content-disposition', 'attachment; filename="stake-factors.csv"').type('text/csv; charset=utf-8');
      return toCsv(['user_id', 'factor', 'reason', 'set_by', 'set_at'], page.items);
    },
  );

  r.get(
    `${ADMIN_API}/players/:id/stake-factor`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'The player’s stake factor (1 when none was set)',
        params: idParams,
        response: { 200: stakeFactorItem },
      },
    },
    async (req) => stakeFactorOf(database, req.params.id),
  );

  r.post(
    `${ADMIN_API}/players/:id/stake-factor`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Set the player’s stake factor with a reason: the maximum stake times it (0 = no betting)',
        description:
          'Rounded to 3 decimals, 0–100. Bets placed see it within the coupon’s limit cache window (5 s); ' +
          'UpdateCoupon at once.',
        params: idParams,
        body: stakeFactorRequest,
        response: { 200: stakeFactorItem },
      },
    },
    async (req) =>
      setStakeFactor(database, {
        userId: req.params.id,
        factor: req.body.factor,
        reason: req.body.reason,
        actor: actorOf(req),
      }),
  );
}
