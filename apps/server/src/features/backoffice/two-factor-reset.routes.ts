// A verified player's 2FA reset (issue 24 §2 "reset 2FA after verification", ADR 0048): staff switch the
// player's TOTP off only when the verification feature says the player is verified; every session of
// the player ends, the player is told in the inbox, and the staff audit keeps the reason.
import { idParams } from '@fairline/shared/wire/backoffice';
import { twoFactorResetAnswer, twoFactorResetRequest } from '@fairline/shared/wire/backoffice-adjustments';
import { AppError } from '../../errors';
import { closeUserSessions, findUserById, resetUserTotp } from '../auth/auth.service';
import { tellTwoFactorReset } from '../messages/messages.service';
import { verificationStatusOf } from '../verification/verification.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { ADMIN_API, actorOf } from './staff-guard';

export function twoFactorResetRoutes({ r, database }: BackofficeContext) {
  r.post(
    `${ADMIN_API}/players/:id/2fa-reset`,
    {
      config: { staffPermission: 'players.2fa_reset' },
      schema: {
        tags: ['backoffice'],
        summary: 'Switch a verified player’s two-factor authentication off; their sessions end',
        description:
          'Refused with 409 player_not_verified unless the player’s verification status is verified, and with ' +
          '409 two_factor_off when 2FA is not on. The player gets an inbox message; audited with the reason.',
        params: idParams,
        body: twoFactorResetRequest,
        response: { 200: twoFactorResetAnswer },
      },
    },
    async (req) => {
      const userId = req.params.id;
      const user = await findUserById(database, userId);
      if (!user) throw new AppError('NOT_FOUND', 'Player is not found');
      const verification = await verificationStatusOf(database, userId);
      if (verification !== 'verified')
        throw new AppError('CONFLICT', `Verify the player first: their verification is ${verification}`, {
          errorCode: 'player_not_verified',
        });
      if (!user.totpEnabled)
        throw new AppError('CONFLICT', 'Two-factor authentication is not on for this player', {
          errorCode: 'two_factor_off',
        });
      await resetUserTotp(database, userId);
      const ended = await closeUserSessions(database, userId, 'two_factor_reset');
      await tellTwoFactorReset(database, userId);
      await appendAudit(database, actorOf(req, req.body.reason), {
        action: 'players.2fa_reset',
        subject: `user:${userId}`,
        before: { totp_enabled: true, verification },
        after: { totp_enabled: false, sessions_ended: ended },
      });
      return { reset: true as const, sessions_ended: ended };
    },
  );
}
