import { okAnswer } from '@fairline/shared/wire/auth';
import {
  codeSentNotice,
  twoFactorDisableRequest,
  twoFactorEnableAnswer,
  twoFactorEnableRequest,
  twoFactorSetupAnswer,
} from '@fairline/shared/wire/office';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import { hitRateLimit } from '../../infra/rate-limit';
import type { AuthContext } from '../auth/auth.service';
import {
  claimTotpStep,
  codeRefusal,
  issueCode,
  limitCodeSending,
  matchTotpStep,
  requireUser,
  tooManyRequests,
  userOf,
  verifyCode,
} from '../auth/auth.service';
import { recordSecurityChange } from './notify';
import { requireReauth } from './reauth';
import { loadSecurityUser } from './security-user';
import { disableTotp, enableTotp, pendingTotpSecret, recoveryMatches, startTotpSetup } from './two-factor.service';

const CODE_LENGTH = 6;
const SMS_PURPOSE = 'totp_enable_sms';
/** Wrong app codes, recovery hashes and SMS codes per account in 15 minutes before 429. */
const TRIES = { limit: 10, windowMs: 15 * 60_000 };
const INCORRECT = 'auth_incorrect_code';

/** The spec's rule: error_code 2 puts the message on the sms code field. */
const smsRefusal = (message: string) =>
  new AppError('VALIDATION', message, { errorCode: 2, validationErrors: { sms_code: INCORRECT } });
const appCodeRefusal = (message = 'Incorrect code from the app') =>
  new AppError('VALIDATION', message, { validationErrors: { app_code: INCORRECT } });

/** Two-factor (TOTP) enable and disable in the office. */
export function twoFactorRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const countTry = async (userId: number) => {
    if (!(await hitRateLimit(ctx.database, { bucket: 'totp-change', key: String(userId), ...TRIES })))
      throw tooManyRequests();
  };

  r.post(
    '/web-api/officeapi/gettwofactorqrcodeurl',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'A new TOTP secret: QR code (data: URL), otpauth:// link and the secret for manual entry',
        description:
          'The secret stays pending (15 minutes) until twofactorauthenable confirms it; a new call replaces it.',
        response: { 200: twoFactorSetupAnswer },
      },
    },
    async (req) => {
      const user = await loadSecurityUser(ctx.database, userOf(req).id);
      if (user.totpEnabled)
        throw new AppError('CONFLICT', 'Two-factor authentication is already on', { errorCode: 'two_factor_enabled' });
      const site = await ctx.sites.resolve(req);
      return startTotpSetup(ctx.database, {
        userId: user.id,
        issuer: site.brand.name,
        label: user.email ?? String(user.id),
      });
    },
  );

  r.post(
    '/web-api/officeapi/sendSmsForTwoFactorActivation',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Sends the SMS code that confirms switching 2FA on (accounts with a phone)',
        response: { 200: codeSentNotice },
      },
    },
    async (req) => {
      const user = await loadSecurityUser(ctx.database, userOf(req).id);
      if (!user.phone) throw new AppError('BAD_REQUEST', 'The account has no phone number', { errorCode: 'no_phone' });
      await limitCodeSending(ctx.database, req, `user:${user.id}`);
      const { code } = await issueCode(ctx.database, {
        purpose: SMS_PURPOSE,
        target: `user:${user.id}`,
        userId: user.id,
        length: CODE_LENGTH,
      });
      const site = await ctx.sites.resolve(req);
      await ctx.messaging.sendSms({
        to: user.phone,
        body: `${site.brand.name}: ${code} is your code to switch on two-factor authentication.`,
      });
      return { message: 'The code has been sent by SMS', code_length: CODE_LENGTH };
    },
  );

  r.post(
    '/web-api/officeapi/twofactorauthenable',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Switches 2FA on with a code from the app; answers the recovery hash, shown once',
        description:
          'Re-authentication: sms_code (from sendSmsForTwoFactorActivation) when the account has a phone, else password. ' +
          'A wrong sms_code answers error_code 2 with validation_errors.sms_code; a wrong app_code, validation_errors.app_code.',
        body: twoFactorEnableRequest,
        response: { 200: twoFactorEnableAnswer },
      },
    },
    async (req) => {
      const { id, sessionId } = userOf(req);
      const user = await loadSecurityUser(ctx.database, id);
      if (user.totpEnabled)
        throw new AppError('CONFLICT', 'Two-factor authentication is already on', { errorCode: 'two_factor_enabled' });
      const secret = await pendingTotpSecret(ctx.database, id);
      if (!secret) throw appCodeRefusal('Scan a new QR code first');
      await countTry(id);
      const step = matchTotpStep(secret, req.body.app_code);
      if (step === null) throw appCodeRefusal();
      if (user.phone) {
        if (!req.body.sms_code) throw smsRefusal('Enter the code from the SMS');
        const check = await verifyCode(ctx.database, {
          purpose: SMS_PURPOSE,
          target: `user:${id}`,
          code: req.body.sms_code,
        });
        if (!check.ok) throw smsRefusal(codeRefusal(check.reason).message);
      } else {
        await requireReauth(ctx, req, user, sessionId, req.body.password);
      }
      if (!(await claimTotpStep(ctx.database, id, step)))
        throw appCodeRefusal('This code was already used, wait for the next one');
      const hash = await enableTotp(ctx.database, id, secret, step);
      await recordSecurityChange(ctx, req, user, {
        action: 'security.2fa.enabled',
        notice: 'Two-factor authentication has been switched on.',
      });
      return { success: true as const, hash };
    },
  );

  r.post(
    '/web-api/officeapi/twofactorauthdisable',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Switches 2FA off with the recovery hash or a current code from the app',
        description:
          '`hash` is either the recovery hash shown when 2FA was switched on, or a 6-digit TOTP code (each code works once).',
        body: twoFactorDisableRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const { id } = userOf(req);
      const user = await loadSecurityUser(ctx.database, id);
      if (!user.totpEnabled || !user.totpSecret)
        throw new AppError('CONFLICT', 'Two-factor authentication is off', { errorCode: 'two_factor_disabled' });
      await countTry(id);
      const step = matchTotpStep(user.totpSecret, req.body.hash);
      const passed =
        step !== null
          ? await claimTotpStep(ctx.database, id, step)
          : recoveryMatches(user.totpRecoveryHash, req.body.hash);
      if (!passed) {
        await audit(ctx.database, { actor: `user:${id}`, action: 'security.2fa.disable_failed', ip: req.ip });
        throw new AppError('VALIDATION', 'Incorrect code', { validationErrors: { hash: INCORRECT } });
      }
      await disableTotp(ctx.database, id);
      await recordSecurityChange(ctx, req, user, {
        action: 'security.2fa.disabled',
        notice: 'Two-factor authentication has been switched off.',
        details: { by: step !== null ? 'totp' : 'recovery' },
      });
      return { success: true as const };
    },
  );
}
