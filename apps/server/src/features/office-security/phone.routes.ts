import { okAnswer } from '@fairline/shared/wire/auth';
import {
  codeSentNotice,
  currentPhoneConfirmRequest,
  phoneBindingConfirmRequest,
  phoneBindingRequest,
  phoneChangeAnswer,
  phoneChangeRequest,
} from '@fairline/shared/wire/office';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { issueCode, limitCodeSending, requireUser, userOf, verifyCode } from '../auth/auth.service';
import {
  applyPhone,
  CURRENT_PHONE_PURPOSE,
  confirmRefusal,
  ensurePhoneReauth,
  grantPhoneReauth,
  PHONE_CODE_LENGTH,
  sendNewPhoneCode,
  validNewPhone,
  verifyNewPhoneCode,
} from './phone-change.service';
import { checkSecureAnswer, needsSecureAnswer } from './secure-answer';
import { loadSecurityUser } from './security-user';

/** Checks the `x-captcha-token` header of a phone call; throws the captcha refusal. */
export type VerifyCaptcha = (req: FastifyRequest) => Promise<void>;

const TAGS = ['office security'];

/** Phone binding (create-phone-number + confirm) and the v1/v2 change calls; every one needs the captcha header. */
export function phoneRoutes(app: FastifyInstance, ctx: AuthContext, verifyCaptcha: VerifyCaptcha) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: [requireUser, verifyCaptcha] };
  const current = async (req: FastifyRequest) => {
    const { id, sessionId } = userOf(req);
    return { user: await loadSecurityUser(ctx.database, id), sessionId };
  };

  r.post(
    '/web-api/api/internal/v2/phone-actions/create-phone-number',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: 'Sends a code to a phone number to bind (or, after re-authentication, to replace the current one)',
        description:
          'Re-authentication: `password`, or an earlier updatePhoneNumber/confirm with the code sent to the current phone (10 minutes). ' +
          'Confirm with POST /web-api/v1/phoneActions/createPhoneNumber/confirm.',
        body: phoneBindingRequest,
        response: { 200: codeSentNotice },
      },
    },
    async (req) => {
      const { user, sessionId } = await current(req);
      await ensurePhoneReauth(ctx, req, user, sessionId, req.body.password);
      const phone = await validNewPhone(ctx, user, req.body.phone_number, 'phone_number');
      return sendNewPhoneCode(ctx, req, user, phone);
    },
  );

  r.post(
    '/web-api/v1/phoneActions/createPhoneNumber/confirm',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: 'Binds the phone number with the code it received',
        body: phoneBindingConfirmRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const { user } = await current(req);
      const phone = await verifyNewPhoneCode(ctx, user, req.body.confirm_code, req.body.phone_number);
      await applyPhone(ctx, req, user, phone);
      if (req.body.is_send_sms_to_apps !== undefined) {
        const on = [true, 1, '1', 'true'].includes(req.body.is_send_sms_to_apps);
        await ctx.database.query(
          `update users set profile = profile || jsonb_build_object('smsToApps', $2::boolean) where id = $1`,
          [user.id, on],
        );
      }
      return { success: true as const };
    },
  );

  r.post(
    '/web-api/v1/phoneActions/updatePhoneNumber/sendCode',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: 'Sends a code to the current phone: the re-authentication for a phone change',
        response: { 200: codeSentNotice },
      },
    },
    async (req) => {
      const { user } = await current(req);
      if (!user.phone) throw new AppError('BAD_REQUEST', 'The account has no phone number', { errorCode: 'no_phone' });
      await limitCodeSending(ctx.database, req, `user:${user.id}`);
      const { code: sentCode } = await issueCode(ctx.database, {
        purpose: CURRENT_PHONE_PURPOSE,
        target: `user:${user.id}`,
        userId: user.id,
        length: PHONE_CODE_LENGTH,
      });
      const site = await ctx.sites.resolve(req);
      await ctx.messaging.sendSms({
        to: user.phone,
        body: `${site.brand.name}: ${sentCode} is your code to change your phone number.`,
      });
      return { message: 'The code has been sent by SMS', code_length: PHONE_CODE_LENGTH };
    },
  );

  r.post(
    '/web-api/v1/phoneActions/updatePhoneNumber/confirm',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary:
          'Confirms the code sent to the current phone; for 10 minutes a new number may then be set without the password',
        body: currentPhoneConfirmRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const { user } = await current(req);
      const check = await verifyCode(ctx.database, {
        purpose: CURRENT_PHONE_PURPOSE,
        target: `user:${user.id}`,
        code: req.body.confirm_code,
      });
      if (!check.ok) throw confirmRefusal(check.reason);
      await grantPhoneReauth(ctx, user.id);
      return { success: true as const };
    },
  );

  r.post(
    '/web-api/v2/phone-actions/update-phone-number',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary:
          'Changes the phone: without confirm_code sends a code to the new number; with it (and user_answer) applies the change',
        description:
          'Re-authentication as for create-phone-number. user_answer (the secure answer) is required when the account has a secure question.',
        body: phoneChangeRequest,
        response: { 200: phoneChangeAnswer },
      },
    },
    async (req) => {
      const { user, sessionId } = await current(req);
      await ensurePhoneReauth(ctx, req, user, sessionId, req.body.password);
      if (!req.body.confirm_code) {
        const phone = await validNewPhone(ctx, user, req.body.phone_number, 'phone_number');
        return sendNewPhoneCode(ctx, req, user, phone);
      }
      if (needsSecureAnswer(user)) await checkSecureAnswer(ctx, req, user, req.body.user_answer);
      const phone = await verifyNewPhoneCode(ctx, user, req.body.confirm_code, req.body.phone_number);
      await applyPhone(ctx, req, user, phone);
      return { success: true as const };
    },
  );
}
