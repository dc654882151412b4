// Wire payloads of authentication: password, SMS and TOTP login, logout, the session's user, user and
// service tokens, password reset and e-mail activation. The server validates and serialises with these
// schemas; the web imports the types only (auth is in the first load, which stays free of zod).
import { z } from 'zod';

const login = z.string().trim().min(1).max(254).describe('User id, e-mail or phone');
const phone = z.string().trim().min(1).max(32);
const oneTimeCode = z.string().trim().min(1).max(10);
const newPassword = z.string().max(1024);
const authId = z.string().min(1).max(100).describe('The second step’s id from the first step’s answer');

/** `{ success: true }`: a step done with nothing more to say. */
export const okAnswer = z.object({ success: z.literal(true) }).meta({ id: 'OkAnswer' });
export type OkAnswer = z.infer<typeof okAnswer>;

/** A one-time code went out (the same answer when the account is unknown): a message and the code's length. */
export const codeSentAnswer = z
  .object({
    success: z.literal(true),
    data: z.object({ message: z.string(), code_length: z.number().int() }),
  })
  .meta({ id: 'CodeSentAnswer' });
export type CodeSentAnswer = z.infer<typeof codeSentAnswer>;

/** POST /web-api/user/auth body. */
export const loginRequest = z.object({
  login,
  password: z.string().min(1).max(1024),
  captcha: z.string().min(1).max(8192).optional().describe('Captcha token, needed after repeated failures'),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Logged in: the session cookie is set. */
export const loggedInAnswer = z
  .object({
    success: z.literal(true),
    need_two_factor: z.literal(false),
    data: z.object({ user_id: z.number().int() }),
  })
  .meta({ id: 'LoggedInAnswer' });
export type LoggedInAnswer = z.infer<typeof loggedInAnswer>;

/** A first login step's answer: logged in, or the TOTP step is needed with this auth_id. */
export const loginAnswer = z.union([
  loggedInAnswer,
  z.object({ success: z.literal(true), need_two_factor: z.literal(true), auth_id: z.string() }),
]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST /web-api/user/twoauth/ and /web-api/socauth/twofactor/ body: the authenticator app's code. */
export const twoFactorLoginRequest = z.object({ auth_id: authId, code: oneTimeCode });
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequest>;

/** POST /web-api/sms-auth/send-code body. */
export const smsCodeRequest = z.object({ phone });
export type SmsCodeRequest = z.input<typeof smsCodeRequest>;

/** POST /web-api/sms-auth/check-code body. */
export const smsLoginRequest = z.object({ phone, code: oneTimeCode });
export type SmsLoginRequest = z.input<typeof smsLoginRequest>;

/**
 * GET /web-api/session-api/sessions/user answer: the logged-in user, or `data: null` for a guest.
 * Being a guest is not an error: every first visit asks, and a 401 there would log a console error.
 */
export const sessionUserAnswer = z.object({
  data: z
    .object({
      type: z.literal('user'),
      id: z.string(),
      attributes: z.object({
        user_id: z.number().int(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        email_verified: z.boolean(),
        two_factor_enabled: z.boolean(),
        auth_by_email: z.boolean().describe('Logins are confirmed by e-mail'),
      }),
    })
    .nullable()
    .describe('null: no open session (a guest)'),
});
export type SessionUserAnswer = z.infer<typeof sessionUserAnswer>;

/** GET /web-api/user/gettoken answer (the token is also set as the user_token cookie). */
export const userTokenAnswer = z.object({ data: z.object({ data: z.object({ token: z.string() }) }) });
export type UserTokenAnswer = z.infer<typeof userTokenAnswer>;

/** GET /web-api/api/mobile/v1/token/ and POST …/token/refresh answer; the lifetime is read with the date header. */
export const serviceTokenAnswer = z.object({
  data: z.object({
    data: z.object({
      attributes: z.object({ userToken: z.string(), expireDate: z.string().describe('ISO date-time') }),
    }),
  }),
});
export type ServiceTokenAnswer = z.infer<typeof serviceTokenAnswer>;

const passwordResetFields = z.object({
  login,
  code: oneTimeCode.optional(),
  password: newPassword.optional(),
  password_confirmation: newPassword.optional(),
});
/** POST /web-api/api/internal/v1/user/passwordreset body: plain fields or the json-api envelope. */
export const passwordResetRequest = z.union([
  z.object({ data: z.object({ attributes: passwordResetFields }) }),
  passwordResetFields,
]);
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** Step 1 (a code went out, with its length) or step 2 (the password is set) of a password reset. */
export const passwordResetAnswer = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string(), code_length: z.number().int().optional() }),
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

/** GET /web-api/api/internal/v1/user/passwordreset query: a code checked without using it up. */
export const passwordResetCheckQuery = z.object({ login, code: oneTimeCode });
export type PasswordResetCheckQuery = z.input<typeof passwordResetCheckQuery>;

/** The checked code is valid (an invalid one answers 400). */
export const passwordResetCheckAnswer = z.object({
  success: z.literal(true),
  data: z.object({ valid: z.literal(true) }),
});
export type PasswordResetCheckAnswer = z.infer<typeof passwordResetCheckAnswer>;

/** POST /web-api/user/sendActivationMail answer. */
export const activationMailAnswer = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string(), already_verified: z.boolean() }),
});
export type ActivationMailAnswer = z.infer<typeof activationMailAnswer>;

const activationFields = z.object({
  code: oneTimeCode,
  user_id: z.coerce.number().int().positive().optional().describe('From the e-mail link, when not logged in'),
});
/** POST /web-api/api/internal/v1/user/activate body: plain fields or the json-api envelope. */
export const activationRequest = z.union([
  z.object({ data: z.object({ attributes: activationFields }) }),
  activationFields,
]);
export type ActivationRequest = z.input<typeof activationRequest>;

/** The e-mail is verified. */
export const activationAnswer = z.object({
  data: z.object({
    type: z.literal('user-activation'),
    id: z.string(),
    attributes: z.object({ email_verified: z.literal(true) }),
  }),
});
export type ActivationAnswer = z.infer<typeof activationAnswer>;

/** GET /web-api/socauth/auth query: the browser navigates here and is sent on to the provider. */
export const socialLoginQuery = z.object({
  provider: z.string().min(1).max(30),
  lang: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
  return_url: z.string().max(500).optional().describe('A same-origin path to come back to; else /{lang}/'),
});
export type SocialLoginQuery = z.input<typeof socialLoginQuery>;

/** GET /web-api/socauth/callback/:provider path; its query is the provider's, read by the OIDC client. */
export const socialCallbackParams = z.object({ provider: z.string().min(1).max(30) });
export const socialCallbackQuery = z.record(z.string(), z.string().max(4000));

/**
 * The social login routes answer 302 with no body: the target is in Location, and the outcome in its
 * fragment, `#socauth_twofactor=<auth_id>` or `#socauth_error=<reason>` (never a query: no Referer leaks).
 */
export const socialRedirectAnswer = z.undefined().describe('No body: the Location header says where to go');

/** Why a social login came back without a session, as `#socauth_error=` names it. */
export type SocialLoginError =
  | 'expired'
  | 'access_denied'
  | 'provider_error'
  | 'email_in_use'
  | 'registration_closed'
  | 'account_blocked';
