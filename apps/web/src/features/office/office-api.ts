import { ListLimits } from '@fairline/shared/enums/limits';
import type { OkAnswer } from '@fairline/shared/wire/auth';
import type {
  CloseSessionRequest,
  CodeSentNotice,
  DisconnectEverywhereAnswer,
  EmailChangeAnswer,
  EmailChangeConfirmAnswer,
  EmailChangeConfirmRequest,
  EmailChangeRequest,
  PasswordChangeAnswer,
  PasswordChangeRequest,
  PhoneBindingConfirmRequest,
  PhoneBindingRequest,
  SaveSettingRequest,
  SecureAnswerRequest,
  SecureQuestionsAnswer,
  SessionsAnswer,
  SessionsRequest,
  TwoFactorDisableRequest,
  TwoFactorEnableAnswer,
  TwoFactorEnableRequest,
  TwoFactorSetupAnswer,
  UserSecureQuestionAnswer,
} from '@fairline/shared/wire/office';
import { http } from '../../lib/http';

export type { SecureQuestion, SessionItem } from '@fairline/shared/wire/office';

const post = <T>(url: string, params: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  http.requestOrThrow<T>({ url, method: 'POST', params, headers });
const withPassword = (password: string | undefined) => (password ? { password } : {});

export const fetchSessions = (quantity: number = ListLimits.sessionsShown) =>
  post<SessionsAnswer>('/web-api/officeapi/getusersessions', {
    sessions_quantity: quantity,
  } satisfies SessionsRequest);
export const closeSession = (sessionId: string) =>
  post<OkAnswer>('/web-api/officeapi/closesession', { session_id: sessionId } satisfies CloseSessionRequest);
export const closeOtherSessions = () => post<DisconnectEverywhereAnswer>('/web-api/officeapi/disconnecteverywhere');

export function changePassword(input: {
  oldPassword: string;
  password: string;
  confirmation: string;
  endOtherSessions: boolean;
}) {
  const body: PasswordChangeRequest = {
    data: {
      attributes: {
        old_password: input.oldPassword,
        password: input.password,
        password_confirmation: input.confirmation,
        end_other_sessions: input.endOtherSessions,
      },
    },
  };
  return http.requestOrThrow<PasswordChangeAnswer>({
    url: '/web-api/api/web/user/v1/password',
    method: 'PUT',
    params: body,
  });
}

export const fetchTwoFactorSetup = () => post<TwoFactorSetupAnswer>('/web-api/officeapi/gettwofactorqrcodeurl');
export const sendTwoFactorSms = () => post<CodeSentNotice>('/web-api/officeapi/sendSmsForTwoFactorActivation');
export const enableTwoFactor = (input: { appCode: string; smsCode?: string; password?: string }) =>
  post<TwoFactorEnableAnswer>('/web-api/officeapi/twofactorauthenable', {
    app_code: input.appCode,
    ...(input.smsCode ? { sms_code: input.smsCode } : {}),
    ...withPassword(input.password),
  } satisfies TwoFactorEnableRequest);
export const disableTwoFactor = (hash: string) =>
  post<OkAnswer>('/web-api/officeapi/twofactorauthdisable', { hash } satisfies TwoFactorDisableRequest);

export const fetchSecureQuestions = (lang: string) =>
  http.requestOrThrow<SecureQuestionsAnswer>({
    url: `/web-api/officeapi/getsecurequestions?${new URLSearchParams({ lang })}`,
    method: 'POST',
  });
export const fetchUserSecureQuestion = (lang: string) =>
  http.requestOrThrow<UserSecureQuestionAnswer>({
    url: `/web-api/officeapi/getUserSecureQuestion?${new URLSearchParams({ lang })}`,
    method: 'POST',
  });
export function saveSecureQuestion(input: {
  questionId?: number;
  question?: string;
  answer: string;
  answerRepeat: string;
  password: string;
}) {
  const answer = { answer: input.answer, answer_repeat: input.answerRepeat, ...withPassword(input.password) };
  return input.questionId === undefined
    ? post<OkAnswer>('/web-api/officeapi/setanswertocustomsecurequestion', { question: input.question, ...answer })
    : post<OkAnswer>('/web-api/officeapi/setanswertosecurequestion', {
        question_id: input.questionId,
        ...answer,
      } satisfies SecureAnswerRequest);
}

/** Phone calls carry the captcha token in x-captcha-token (spec §7). */
const captchaHeader = (token: string | undefined): Record<string, string> =>
  token ? { 'x-captcha-token': token } : {};

export const sendPhoneBindingCode = (input: { phone: string; password: string; captcha?: string }) =>
  post<CodeSentNotice>(
    '/web-api/api/internal/v2/phone-actions/create-phone-number',
    { phone_number: input.phone, ...withPassword(input.password) } satisfies PhoneBindingRequest,
    captchaHeader(input.captcha),
  );
export const confirmPhoneBinding = (input: { phone: string; code: string; captcha?: string }) =>
  post<OkAnswer>(
    '/web-api/v1/phoneActions/createPhoneNumber/confirm',
    { phone_number: input.phone, confirm_code: input.code } satisfies PhoneBindingConfirmRequest,
    captchaHeader(input.captcha),
  );

export const setAuthByEmail = (on: boolean, password: string) =>
  post<OkAnswer>('/web-api/officeapi/savesetting', {
    setting_id: 'auth_by_email',
    setting_value: on,
    ...withPassword(password),
  } satisfies SaveSettingRequest);

export const startEmailChange = (input: { email: string; password: string }) =>
  post<EmailChangeAnswer>('/web-api/officeapi/account/login', {
    login: input.email,
    ...withPassword(input.password),
  } satisfies EmailChangeRequest);
export const confirmEmailChange = (code: string) =>
  post<EmailChangeConfirmAnswer>('/web-api/officeapi/account/login/confirm', {
    confirm_code: code,
  } satisfies EmailChangeConfirmRequest);
