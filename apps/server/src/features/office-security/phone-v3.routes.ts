import { countryByIso } from '@fairline/shared/lookups/countries';
import {
  phoneUpdateAnswer,
  phoneUpdateAnswerQuery,
  phoneUpdateCodeQuery,
  phoneUpdateRequest,
  phoneUpdateStepAnswer,
} from '@fairline/shared/wire/office';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { requireUser, userOf } from '../auth/auth.service';
import type { VerifyCaptcha } from './phone.routes';
import {
  applyPhone,
  ensurePhoneReauth,
  findPhoneChange,
  markCodeVerified,
  sendNewPhoneCode,
  validNewPhone,
  verifyNewPhoneCode,
} from './phone-change.service';
import { checkSecureAnswer, needsSecureAnswer } from './secure-answer';
import { loadSecurityUser } from './security-user';

const TAGS = ['office security'];

/**
 * The v3 phone change: POST update sends a code to the new number; check-confirm-code and then (when the
 * account has a secure question) check-user-answer confirm it; the last passing check applies the change.
 * They are GETs in the spec; the captcha header they must carry also keeps cross-site requests out.
 */
export function phoneV3Routes(app: FastifyInstance, ctx: AuthContext, verifyCaptcha: VerifyCaptcha) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: [requireUser, verifyCaptcha] };

  r.post(
    '/web-api/v3/phone-number/update',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: 'Sends a code to the new number (national digits in phone, the country as its two-letter code)',
        description: 'Re-authentication: `password`, or an earlier updatePhoneNumber/confirm (10 minutes).',
        body: phoneUpdateRequest,
        response: { 200: phoneUpdateAnswer },
      },
    },
    async (req) => {
      const { id, sessionId } = userOf(req);
      const user = await loadSecurityUser(ctx.database, id);
      const country = countryByIso(req.body.country_code);
      if (!country?.phoneCode)
        throw new AppError('VALIDATION', 'Choose a country', { validationErrors: { country_code: 'invalid_value' } });
      await ensurePhoneReauth(ctx, req, user, sessionId, req.body.password);
      const national = await validNewPhone(ctx, user, req.body.phone, 'phone', country.code);
      const phone = await validNewPhone(ctx, user, `${country.phoneCode}${national}`, 'phone');
      return { ...(await sendNewPhoneCode(ctx, req, user, phone)), need_user_answer: needsSecureAnswer(user) };
    },
  );

  r.get(
    '/web-api/v3/phone-number/update/check-confirm-code',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: 'Confirms the code sent to the new number',
        querystring: phoneUpdateCodeQuery,
        response: { 200: phoneUpdateStepAnswer },
      },
    },
    async (req) => {
      const user = await loadSecurityUser(ctx.database, userOf(req).id);
      const phone = await verifyNewPhoneCode(ctx, user, req.query.confirm_code);
      if (needsSecureAnswer(user)) {
        await markCodeVerified(ctx, user.id);
        return { success: true as const, applied: false, need_user_answer: true };
      }
      await applyPhone(ctx, req, user, phone);
      return { success: true as const, applied: true, need_user_answer: false };
    },
  );

  r.get(
    '/web-api/v3/phone-number/update/check-user-answer',
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: 'Checks the secure answer after the code; applies the change',
        querystring: phoneUpdateAnswerQuery,
        response: { 200: phoneUpdateStepAnswer },
      },
    },
    async (req) => {
      const user = await loadSecurityUser(ctx.database, userOf(req).id);
      const pending = await findPhoneChange(ctx, user.id);
      if (!pending?.newPhone || !pending.codeVerified) {
        throw new AppError('BAD_REQUEST', 'Confirm the code sent to the new number first', {
          errorCode: 'code_not_confirmed',
        });
      }
      await checkSecureAnswer(ctx, req, user, req.query.user_answer);
      await applyPhone(ctx, req, user, pending.newPhone);
      return { success: true as const, applied: true, need_user_answer: false };
    },
  );
}
