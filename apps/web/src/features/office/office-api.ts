import { ListLimits } from '@fairline/shared/enums/limits';
import { http } from '../../lib/http';

export interface SessionItem {
  id: string;
  created: string;
  last_seen: string;
  ended: string | null;
  ip: string | null;
  device: string;
  is_current: boolean;
}

export interface SessionsData {
  active_sessions: SessionItem[];
  recent_sessions: SessionItem[];
}

export interface TwoFactorSetup {
  qr_code_url: string;
  qr_link: string;
  code: string;
}

interface CodeSent {
  message: string;
  code_length: number;
}

type Ok = { success: true };
const post = <T>(url: string, params: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  http.requestOrThrow<T>({ url, method: 'POST', params, headers });
const withPassword = (password: string | undefined) => (password ? { password } : {});

export const fetchSessions = (quantity: number = ListLimits.sessionsShown) =>
  post<SessionsData>('/web-api/officeapi/getusersessions', { sessions_quantity: quantity });
export const closeSession = (sessionId: string) =>
  post<Ok>('/web-api/officeapi/closesession', { session_id: sessionId });
export const closeOtherSessions = () =>
  post<{ success: true; data: { closed: number } }>('/web-api/officeapi/disconnecteverywhere');

export function changePassword(input: {
  oldPassword: string;
  password: string;
  confirmation: string;
  endOtherSessions: boolean;
}) {
  return http.requestOrThrow<{ data: { attributes: { changed: boolean; ended_sessions: number } } }>({
    url: '/web-api/api/web/user/v1/password',
    method: 'PUT',
    params: {
      data: {
        attributes: {
          old_password: input.oldPassword,
          password: input.password,
          password_confirmation: input.confirmation,
          end_other_sessions: input.endOtherSessions,
        },
      },
    },
  });
}

export const fetchTwoFactorSetup = () => post<TwoFactorSetup>('/web-api/officeapi/gettwofactorqrcodeurl');
export const sendTwoFactorSms = () => post<CodeSent>('/web-api/officeapi/sendSmsForTwoFactorActivation');
export const enableTwoFactor = (input: { appCode: string; smsCode?: string; password?: string }) =>
  post<{ success: true; hash: string }>('/web-api/officeapi/twofactorauthenable', {
    app_code: input.appCode,
    ...(input.smsCode ? { sms_code: input.smsCode } : {}),
    ...withPassword(input.password),
  });
export const disableTwoFactor = (hash: string) => post<Ok>('/web-api/officeapi/twofactorauthdisable', { hash });

export interface SecureQuestion {
  id: number;
  key: string;
  text: string;
}

export const fetchSecureQuestions = (lang: string) =>
  http.requestOrThrow<{ questions: SecureQuestion[] }>({
    url: `/web-api/officeapi/getsecurequestions?${new URLSearchParams({ lang })}`,
    method: 'POST',
  });
export const fetchUserSecureQuestion = (lang: string) =>
  http.requestOrThrow<{ secure_question: string | null }>({
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
    ? post<Ok>('/web-api/officeapi/setanswertocustomsecurequestion', { question: input.question, ...answer })
    : post<Ok>('/web-api/officeapi/setanswertosecurequestion', { question_id: input.questionId, ...answer });
}

/** Phone calls carry the captcha token in x-captcha-token (spec §7). */
const captchaHeader = (token: string | undefined): Record<string, string> =>
  token ? { 'x-captcha-token': token } : {};

export const sendPhoneBindingCode = (input: { phone: string; password: string; captcha?: string }) =>
  post<CodeSent>(
    '/web-api/api/internal/v2/phone-actions/create-phone-number',
    { phone_number: input.phone, ...withPassword(input.password) },
    captchaHeader(input.captcha),
  );
export const confirmPhoneBinding = (input: { phone: string; code: string; captcha?: string }) =>
  post<Ok>(
    '/web-api/v1/phoneActions/createPhoneNumber/confirm',
    { phone_number: input.phone, confirm_code: input.code },
    captchaHeader(input.captcha),
  );

export const setAuthByEmail = (on: boolean, password: string) =>
  post<Ok>('/web-api/officeapi/savesetting', {
    setting_id: 'auth_by_email',
    setting_value: on,
    ...withPassword(password),
  });

export const startEmailChange = (input: { email: string; password: string }) =>
  post<{ success: true; need_confirm: boolean; code_length?: number }>('/web-api/officeapi/account/login', {
    login: input.email,
    ...withPassword(input.password),
  });
export const confirmEmailChange = (code: string) =>
  post<{ success: true; email: string }>('/web-api/officeapi/account/login/confirm', { confirm_code: code });
