import { checkEmail } from '@fairline/shared/validation';
import { okAnswer } from '@fairline/shared/wire/auth';
import {
  disableAuthByEmailRequest,
  emailChangeAnswer,
  emailChangeConfirmAnswer,
  emailChangeConfirmRequest,
  emailChangeRequest,
  saveSettingRequest,
} from '@fairline/shared/wire/office';
import { MAILING_CHANNELS, type MailingChannel } from '@fairline/shared/wire/player-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/auth.service';
import { codeRefusal, issueCode, limitCodeSending, requireUser, userOf, verifyCode } from '../auth/auth.service';
import { changeMailingPreferences } from '../player-settings/player-settings.service';
import { recordSecurityChange } from './notify';
import { requireReauth } from './reauth';
import { loadSecurityUser } from './security-user';

const PURPOSE = 'email_change';
const CODE_LENGTH = 6;
const emailTaken = () =>
  new AppError('VALIDATION', 'This e-mail is already used by another account', {
    validationErrors: { login: 'email_taken' },
  });

async function emailUsedByOther(ctx: AuthContext, brandId: number, userId: number, email: string): Promise<boolean> {
  const rows = await ctx.database.query(
    'select 1 from users where brand_id = $1 and lower(email) = lower($2) and id <> $3',
    [brandId, email, userId],
  );
  return rows.length > 0;
}

const isMailingChannel = (id: string): id is MailingChannel => (MAILING_CHANNELS as readonly string[]).includes(id);

/** Login (e-mail) change with confirmation by the new address, and the auth-by-e-mail setting. */
export function accountLoginRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web-api/officeapi/account/login',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Starts an e-mail (login) change: a code to the new address, a notice to the old one',
        description:
          'Needs the password (`password`). The change applies only after POST /web-api/officeapi/account/login/confirm with the code ' +
          '(6 digits, 10 minutes, 5 tries). Sending the current e-mail only updates auth_by_email.',
        body: emailChangeRequest,
        response: { 200: emailChangeAnswer },
      },
    },
    async (req) => {
      const { id, sessionId } = userOf(req);
      const email = req.body.login.toLowerCase();
      const failure = checkEmail(email);
      if (failure)
        throw new AppError('VALIDATION', 'Enter a correct e-mail', { validationErrors: { login: failure.key } });
      const user = await loadSecurityUser(ctx.database, id);
      await requireReauth(ctx, req, user, sessionId, req.body.password);
      const authByEmail = req.body.auth_by_email ?? user.authByEmail;
      if (user.email?.toLowerCase() === email) {
        await ctx.database.query('update users set auth_by_email = $2, updated_at = now() where id = $1', [
          id,
          authByEmail,
        ]);
        return { success: true as const, need_confirm: false };
      }
      if (await emailUsedByOther(ctx, user.brandId, id, email)) throw emailTaken();
      await limitCodeSending(ctx.database, req, `user:${id}`);
      const { code } = await issueCode(ctx.database, {
        purpose: PURPOSE,
        target: `user:${id}`,
        userId: id,
        payload: { email, authByEmail },
        length: CODE_LENGTH,
      });
      const site = await ctx.sites.resolve(req);
      await ctx.messaging.sendEmail({
        to: email,
        subject: `${site.brand.name}: confirm your new e-mail`,
        body: `${code} is your code to make this address the login of your ${site.brand.name} account. It is valid for 10 minutes.`,
      });
      if (user.email) {
        await ctx.messaging.sendEmail({
          to: user.email,
          subject: `${site.brand.name}: security notice`,
          body: 'A change of your account e-mail to a new address was requested. If this was not you, change your password now and contact support.',
        });
      }
      return { success: true as const, need_confirm: true, code_length: CODE_LENGTH };
    },
  );

  r.post(
    '/web-api/officeapi/account/login/confirm',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Applies the pending e-mail change with the code sent to the new address',
        body: emailChangeConfirmRequest,
        response: { 200: emailChangeConfirmAnswer },
      },
    },
    async (req) => {
      const { id } = userOf(req);
      const check = await verifyCode(ctx.database, {
        purpose: PURPOSE,
        target: `user:${id}`,
        code: req.body.confirm_code,
      });
      if (!check.ok) {
        const refusal = codeRefusal(check.reason);
        throw new AppError(refusal.code, refusal.message, {
          ...refusal.options,
          validationErrors: { confirm_code: 'auth_incorrect_code' },
        });
      }
      const email = String(check.payload.email);
      const user = await loadSecurityUser(ctx.database, id);
      if (await emailUsedByOther(ctx, user.brandId, id, email)) throw emailTaken();
      await ctx.database.query(
        'update users set email = $2, email_verified_at = now(), auth_by_email = $3, updated_at = now() where id = $1',
        [id, email, check.payload.authByEmail === true],
      );
      await recordSecurityChange(ctx, req, user, {
        action: 'security.email.changed',
        notice: `The e-mail of your account has been changed to ${email}.`,
      });
      return { success: true as const, email };
    },
  );

  async function setAuthByEmail(req: Parameters<typeof userOf>[0], on: boolean, password: string | undefined) {
    const { id, sessionId } = userOf(req);
    const user = await loadSecurityUser(ctx.database, id);
    if (on && !user.email) throw new AppError('BAD_REQUEST', 'Add an e-mail first', { errorCode: 'no_email' });
    // Switching a protection off needs the password; switching it on does not.
    if (!on && user.authByEmail) await requireReauth(ctx, req, user, sessionId, password);
    if (on === user.authByEmail) return { success: true as const };
    await ctx.database.query('update users set auth_by_email = $2, updated_at = now() where id = $1', [id, on]);
    await recordSecurityChange(ctx, req, user, {
      action: 'security.auth_by_email.changed',
      notice: `Confirmation of logins by e-mail has been switched ${on ? 'on' : 'off'}.`,
      details: { on },
    });
    return { success: true as const };
  }

  r.post(
    '/web-api/officeapi/saveSetting',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary: 'Switches auth by e-mail off (disable_auth_by_email on) or on; switching off needs the password',
        body: disableAuthByEmailRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => setAuthByEmail(req, !req.body.disable_auth_by_email, req.body.password),
  );

  r.post(
    '/web-api/officeapi/savesetting',
    {
      preHandler: requireUser,
      schema: {
        tags: ['office security'],
        summary:
          'Saves one setting: auth_by_email (switching it off needs the password), or a mailing channel ' +
          '(email_news, email_promotions, sms_promotions; as PUT /web-api/api/web/user/v1/mailing)',
        body: saveSettingRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const id = String(req.body.setting_id);
      // The mailing choices have one home, player settings (ADR 0030); this call is another door to it.
      if (isMailingChannel(id)) {
        await changeMailingPreferences(ctx.database, userOf(req).id, { [id]: req.body.setting_value }, 'ru');
        return { success: true as const };
      }
      if (id !== 'auth_by_email') {
        throw new AppError('VALIDATION', 'Unknown setting', { validationErrors: { setting_id: 'invalid_value' } });
      }
      return setAuthByEmail(req, req.body.setting_value, req.body.password);
    },
  );
}
