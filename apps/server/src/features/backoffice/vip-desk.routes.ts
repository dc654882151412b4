// The VIP bet desk's approval (issue 24 §2 risk and trading, docs/decisions/0052-backoffice-vip-approve.md):
// a risk user accepts an awaiting request with a stake; the coupon feature places the bet at once and
// gives back the rest of the hold in one statement; the player gets an inbox message (their channel
// already heard it from the coupon feature) and the staff audit keeps before/after with the stake.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { idParams } from '@fairline/shared/wire/backoffice';
import { vipApproveAnswer, vipApproveRequest, vipReviewAnswer } from '@fairline/shared/wire/backoffice-vip';
import { findVipRequest } from '../coupon/coupon.service';
import { sendInboxMessage } from '../messages/messages.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { ADMIN_API, actorOf } from './staff-guard';

export function vipDeskRoutes({ r, app, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/vip-bets/:id`,
    {
      config: { staffPermission: 'risk.vip' },
      schema: {
        tags: ['backoffice'],
        summary: 'A VIP bet request with its selections at the requested and the current odds',
        params: idParams,
        response: { 200: vipReviewAnswer },
      },
    },
    async (req) => app.coupon.reviewVipBet(req.params.id),
  );

  r.post(
    `${ADMIN_API}/vip-bets/:id/approve`,
    {
      config: { staffPermission: 'risk.vip' },
      schema: {
        tags: ['backoffice'],
        summary: 'Approve an awaiting VIP bet request with a stake: the bet is placed at once, the rest given back',
        description:
          'stake_minor may be the requested stake or lower (never above it: 400 vip_stake_above_request; never ' +
          'below the minimum bet: 400 vip_stake_below_min). The coupon is placed at the odds it was requested ' +
          'at; 409 when the request is no longer awaiting (vip_not_awaiting), has expired (vip_expired), a ' +
          'selection no longer takes bets (vip_selection_closed) or the player may not bet (player_may_not_bet).',
        params: idParams,
        body: vipApproveRequest,
        response: { 200: vipApproveAnswer },
      },
    },
    async (req) => {
      const approval = await app.coupon.approveVipBet(req.params.id, req.body.stake_minor);
      const { requestId, userId, betId, currencyId, held, stake, released } = approval;
      await sendInboxMessage(database, userId, {
        kind: 'bet',
        template: released > 0 ? 'vip_bet_approved_part' : 'vip_bet_approved',
        params: {
          request_id: requestId,
          bet_id: betId,
          stake,
          currency_id: currencyId,
          ...(released > 0 ? { returned: released } : {}),
        },
        link: 'bets',
      });
      const after = await findVipRequest(database, requestId);
      await appendAudit(database, actorOf(req, req.body.reason || null), {
        action: 'risk.vip.approved',
        subject: `vip:${requestId}`,
        before: { status: 'awaiting', stake_minor: held },
        after: {
          status: after?.status ?? 'approved',
          stake_minor: stake,
          released_minor: released,
          bet_id: betId,
          user: userId,
        },
      });
      return {
        request_id: requestId,
        bet_id: betId,
        user_id: userId,
        currency: currencyById(currencyId)?.code ?? '',
        held_minor: held,
        stake_minor: stake,
        released_minor: released,
        odds: approval.odds / 1000,
        potential_return_minor: approval.potentialReturn,
      };
    },
  );
}
