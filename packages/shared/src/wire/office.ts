// Wire payloads of the office's security screens: session history, password change, two-factor,
// secure question, login (e-mail) change, auth by e-mail and phone binding and change. Every call
// needs a session. The web imports the types only: these answers come from our own server.
import { z } from 'zod';
import { ListLimits } from '../enums/limits';
import { isOn } from '../validation/flags';
import { okAnswer } from './auth';

const oneTimeCode = z.string().trim().min(1).max(10);
const password = z.string().max(1024);
const reauthPassword = password.optional().describe('Re-authentication, where the call asks for it');
/** A configuration-style flag: true, 1, 'true' or '1' mean on. */
const flag = z.union([z.boolean(), z.number(), z.string().max(10)]);
/** The same flag read as a boolean. */
const onFlag = flag.transform((v) => isOn(v));
const phoneNumber = z.string().trim().min(1).max(30);

/** A code went out by SMS or e-mail: a message and the code's length. */
export const codeSentNotice = z
  .object({ message: z.string(), code_length: z.number().int() })
  .meta({ id: 'CodeSentNotice' });
export type CodeSentNotice = z.infer<typeof codeSentNotice>;

/** POST /web-api/officeapi/getusersessions body (may be empty). */
export const sessionsRequest = z
  .object({
    sessions_quantity: z.coerce.number().int().min(1).max(50).default(ListLimits.sessionsShown),
  })
  .default({ sessions_quantity: ListLimits.sessionsShown });
export type SessionsRequest = z.input<typeof sessionsRequest>;

/** A session of the user: an opaque office id (neither the cookie nor the stored key), times and device. */
export const sessionItem = z.object({
  id: z.string(),
  created: z.string().describe('ISO date-time'),
  last_seen: z.string().describe('ISO date-time'),
  ended: z.string().nullable().describe('ISO date-time; null while open'),
  ip: z.string().nullable(),
  device: z.string().describe('Browser and system read from the user agent'),
  is_current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

/** The open sessions (last seen first) and the ended ones (last ended first). */
export const sessionsAnswer = z.object({
  active_sessions: z.array(sessionItem),
  recent_sessions: z.array(sessionItem),
});
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;

/** POST /web-api/officeapi/closesession body. */
export const closeSessionRequest = z.object({ session_id: z.string().min(1).max(64) });
export type CloseSessionRequest = z.input<typeof closeSessionRequest>;

/** POST /web-api/officeapi/disconnecteverywhere answer: how many other sessions ended. */
export const disconnectEverywhereAnswer = z.object({
  success: z.literal(true),
  data: z.object({ closed: z.number().int() }),
});
export type DisconnectEverywhereAnswer = z.infer<typeof disconnectEverywhereAnswer>;

/** PUT /web-api/api/web/user/v1/password body. */
export const passwordChangeRequest = z.object({
  data: z.object({
    attributes: z.object({
      old_password: z.string().min(1).max(1024),
      password,
      password_confirmation: password,
      end_other_sessions: z
        .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])])
        .optional(),
    }),
  }),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** The password is changed; `ended_sessions` other sessions were ended with it. */
export const passwordChangeAnswer = z.object({
  data: z.object({
    type: z.literal('password'),
    id: z.string(),
    attributes: z.object({ changed: z.boolean(), ended_sessions: z.number().int() }),
  }),
});
export type PasswordChangeAnswer = z.infer<typeof passwordChangeAnswer>;

/** POST /web-api/officeapi/gettwofactorqrcodeurl answer: a pending TOTP secret three ways. */
export const twoFactorSetupAnswer = z.object({
  qr_code_url: z.string().describe('data: URL of the QR code image'),
  qr_link: z.string().describe('otpauth:// link'),
  code: z.string().describe('The secret, for manual entry'),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswer>;

/** POST /web-api/officeapi/twofactorauthenable body. */
export const twoFactorEnableRequest = z.object({
  app_code: oneTimeCode,
  sms_code: z.string().trim().max(10).optional(),
  password: reauthPassword,
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequest>;

/** Two-factor is on; the recovery hash is shown this once. */
export const twoFactorEnableAnswer = z.object({ success: z.literal(true), hash: z.string() });
export type TwoFactorEnableAnswer = z.infer<typeof twoFactorEnableAnswer>;

/** POST /web-api/officeapi/twofactorauthdisable body: the recovery hash or a current app code. */
export const twoFactorDisableRequest = z.object({ hash: z.string().trim().min(1).max(100) });
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;

/** Query of the secure-question lists: the language of the texts (the site default when absent). */
export const secureQuestionLangQuery = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

/** One offered question; `key` is its translation key. */
export const secureQuestion = z.object({ id: z.number().int(), key: z.string(), text: z.string() });
export type SecureQuestion = z.infer<typeof secureQuestion>;

/** POST /web-api/officeapi/getsecurequestions answer. */
export const secureQuestionsAnswer = z.object({ questions: z.array(secureQuestion) });
export type SecureQuestionsAnswer = z.infer<typeof secureQuestionsAnswer>;

/** POST /web-api/officeapi/getUserSecureQuestion answer: the user's question, null when none is set. */
export const userSecureQuestionAnswer = z.object({ secure_question: z.string().nullable() });
export type UserSecureQuestionAnswer = z.infer<typeof userSecureQuestionAnswer>;

const answerFields = {
  answer: z.string().trim().min(2).max(100),
  answer_repeat: z.string().trim().min(1).max(100),
  password: reauthPassword,
};
/** POST /web-api/officeapi/setanswertosecurequestion body: one of the offered questions. */
export const secureAnswerRequest = z.object({ question_id: z.coerce.number().int().min(1).max(1000), ...answerFields });
export type SecureAnswerRequest = z.input<typeof secureAnswerRequest>;
/** POST /web-api/officeapi/setanswertocustomsecurequestion body: a question of the user's own. */
export const customSecureAnswerRequest = z.object({ question: z.string().trim().min(5).max(200), ...answerFields });
export type CustomSecureAnswerRequest = z.input<typeof customSecureAnswerRequest>;

/** POST /web-api/officeapi/account/login body: the new login e-mail. */
export const emailChangeRequest = z.object({
  login: z.string().trim().min(3).max(254),
  auth_by_email: onFlag.optional(),
  password: reauthPassword,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

/** A code went to the new address (need_confirm), or the address was the current one and nothing waits. */
export const emailChangeAnswer = z.object({
  success: z.literal(true),
  need_confirm: z.boolean(),
  code_length: z.number().int().optional(),
});
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswer>;

/** POST /web-api/officeapi/account/login/confirm body. */
export const emailChangeConfirmRequest = z.object({ confirm_code: oneTimeCode });
export type EmailChangeConfirmRequest = z.input<typeof emailChangeConfirmRequest>;
/** The new login e-mail, now verified. */
export const emailChangeConfirmAnswer = z.object({ success: z.literal(true), email: z.string() });
export type EmailChangeConfirmAnswer = z.infer<typeof emailChangeConfirmAnswer>;

/** POST /web-api/officeapi/saveSetting body. */
export const disableAuthByEmailRequest = z.object({ disable_auth_by_email: onFlag, password: reauthPassword });
export type DisableAuthByEmailRequest = z.input<typeof disableAuthByEmailRequest>;

/** POST /web-api/officeapi/savesetting body: `auth_by_email`, or a mailing channel of player settings. */
export const saveSettingRequest = z.object({
  setting_id: z.union([z.string().max(50), z.number()]),
  setting_value: onFlag,
  password: reauthPassword,
});
export type SaveSettingRequest = z.input<typeof saveSettingRequest>;

/** POST /web-api/api/internal/v2/phone-actions/create-phone-number body. */
export const phoneBindingRequest = z.object({ phone_number: phoneNumber, password: reauthPassword });
export type PhoneBindingRequest = z.input<typeof phoneBindingRequest>;

/** POST /web-api/v1/phoneActions/createPhoneNumber/confirm body. */
export const phoneBindingConfirmRequest = z.object({
  phone_number: phoneNumber,
  confirm_code: oneTimeCode,
  is_send_sms_to_apps: flag.optional(),
});
export type PhoneBindingConfirmRequest = z.input<typeof phoneBindingConfirmRequest>;

/** POST /web-api/v1/phoneActions/updatePhoneNumber/confirm body: the code sent to the current phone. */
export const currentPhoneConfirmRequest = z.object({ confirm_code: oneTimeCode });
export type CurrentPhoneConfirmRequest = z.input<typeof currentPhoneConfirmRequest>;

/** POST /web-api/v2/phone-actions/update-phone-number body. */
export const phoneChangeRequest = z.object({
  phone_number: phoneNumber,
  confirm_code: oneTimeCode.optional(),
  user_answer: z.string().max(100).optional(),
  password: reauthPassword,
});
export type PhoneChangeRequest = z.input<typeof phoneChangeRequest>;
/** Without confirm_code a code went to the new number; with it the change is applied. */
export const phoneChangeAnswer = z.union([codeSentNotice, okAnswer]);
export type PhoneChangeAnswer = z.infer<typeof phoneChangeAnswer>;

/** POST /web-api/v3/phone-number/update body: national digits and the country's two-letter code. */
export const phoneUpdateRequest = z.object({
  phone: phoneNumber,
  country_code: z.string().trim().length(2),
  password: reauthPassword,
});
export type PhoneUpdateRequest = z.input<typeof phoneUpdateRequest>;
/** A code went to the new number; need_user_answer: the secure answer is asked after it. */
export const phoneUpdateAnswer = codeSentNotice.extend({ need_user_answer: z.boolean() });
export type PhoneUpdateAnswer = z.infer<typeof phoneUpdateAnswer>;

/** GET /web-api/v3/phone-number/update/check-confirm-code query. */
export const phoneUpdateCodeQuery = z.object({ confirm_code: oneTimeCode });
/** GET /web-api/v3/phone-number/update/check-user-answer query. */
export const phoneUpdateAnswerQuery = z.object({ user_answer: z.string().max(100) });
/** A v3 check passed; applied when it was the last one, else the secure answer is still needed. */
export const phoneUpdateStepAnswer = z
  .object({ success: z.literal(true), applied: z.boolean(), need_user_answer: z.boolean() })
  .meta({ id: 'PhoneUpdateStepAnswer' });
export type PhoneUpdateStepAnswer = z.infer<typeof phoneUpdateStepAnswer>;
