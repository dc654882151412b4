// The player page's referral record (ADR 0061 "Fraud checks: hold instead of pay"): who referred the
// player, what the binding saw, and each swept commission period with the reasons a fraud check held it.
import { idParams } from '@fairline/shared/wire/backoffice';
import { playerReferralsAnswer } from '@fairline/shared/wire/backoffice-referrals';
import { AppError } from '../../errors';
import { playerProfile } from '../account/account.service';
import { playerReferrals } from '../bring-a-friend/bring-a-friend.service';
import type { BackofficeContext } from './backoffice-context';
import { ADMIN_API } from './staff-guard';

export function playerReferralRoutes({ r, database }: BackofficeContext) {
  r.get(
    `${ADMIN_API}/players/:id/referrals`,
    {
      config: { staffPermission: 'players.read' },
      schema: {
        tags: ['backoffice'],
        summary: 'The player’s referrals: their referrer, and each commission period paid, held (with why) or empty',
        params: idParams,
        response: { 200: playerReferralsAnswer },
      },
    },
    async (req) => {
      if (!(await playerProfile(database, req.params.id))) throw new AppError('NOT_FOUND', 'Player is not found');
      return playerReferrals(database, req.params.id);
    },
  );
}
