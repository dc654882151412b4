// Auth is in the first load: the wire contract comes in as types only, never the schemas (zod).
import type {
  ActivationAnswer,
  ActivationMailAnswer,
  ActivationRequest,
  CodeSentAnswer,
  LoggedInAnswer,
  LoginAnswer,
  LoginRequest,
  OkAnswer,
  PasswordResetAnswer,
  PasswordResetCheckAnswer,
  PasswordResetCheckQuery,
  PasswordResetRequest,
  SessionUserAnswer,
  SmsCodeRequest,
  SmsLoginRequest,
  TwoFactorLoginRequest,
} from '@fairline/shared/wire/auth';
import { http } from '../../lib/http';

export type { LoginAnswer } from '@fairline/shared/wire/auth';

/** The logged-in user as the session call describes them. */
export interface SessionUser {
  id: number;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Logins confirmed by e-mail. */
  authByEmail: boolean;
}

/** Logs in by user id, e-mail or phone and password; the captcha token once the server asks for one. */
export function loginByPassword(login: string, password: string, captcha?: string) {
  const body: LoginRequest = captcha ? { login, password, captcha } : { login, password };
  return http.requestOrThrow<LoginAnswer>({ url: '/web-api/user/auth', method: 'POST', params: body });
}

/** The TOTP step after a password, SMS or social first step; social logins use their own endpoint. */
export function confirmTwoFactor(authId: string, code: string, via: 'password' | 'social' = 'password') {
  const url = via === 'social' ? '/web-api/socauth/twofactor/' : '/web-api/user/twoauth/';
  const body: TwoFactorLoginRequest = { auth_id: authId, code };
  return http.requestOrThrow<LoggedInAnswer>({ url, method: 'POST', params: body });
}

export function sendSmsLoginCode(phone: string) {
  const body: SmsCodeRequest = { phone };
  return http.requestOrThrow<CodeSentAnswer>({ url: '/web-api/sms-auth/send-code', method: 'POST', params: body });
}

export function loginBySmsCode(phone: string, code: string) {
  const body: SmsLoginRequest = { phone, code };
  return http.requestOrThrow<LoginAnswer>({ url: '/web-api/sms-auth/check-code', method: 'POST', params: body });
}

export function logoutRequest() {
  return http.requestOrThrow<OkAnswer>({ url: '/web-api/user/disconnect', method: 'POST' });
}

/** The current user, or null for a guest (the call answers data null; a 401 from an older server too). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const result = await http.request<SessionUserAnswer>({ url: '/web-api/session-api/sessions/user', noCache: true });
  if (result.error) {
    if (result.error.statusCode === 401) return null;
    throw result.error;
  }
  if (!result.data.data) return null;
  const a = result.data.data.attributes;
  return {
    id: a.user_id,
    email: a.email,
    phone: a.phone,
    emailVerified: a.email_verified,
    twoFactorEnabled: a.two_factor_enabled,
    authByEmail: a.auth_by_email,
  };
}

const PASSWORD_RESET_URL = '/web-api/api/internal/v1/user/passwordreset';

/** Password reset step 1: a code goes to the account's e-mail or phone (same answer for unknown logins). */
export function requestPasswordReset(login: string) {
  const body: PasswordResetRequest = { login };
  return http.requestOrThrow<PasswordResetAnswer>({ url: PASSWORD_RESET_URL, method: 'POST', params: body });
}

/** Checks a reset code without using it up. */
export function checkPasswordResetCode(login: string, code: string) {
  const query: PasswordResetCheckQuery = { login, code };
  return http.requestOrThrow<PasswordResetCheckAnswer>({ url: PASSWORD_RESET_URL, params: query });
}

/** Password reset step 2: the code and the new password. */
export function resetPassword(input: { login: string; code: string; password: string; confirmation: string }) {
  const body: PasswordResetRequest = {
    login: input.login,
    code: input.code,
    password: input.password,
    password_confirmation: input.confirmation,
  };
  return http.requestOrThrow<PasswordResetAnswer>({ url: PASSWORD_RESET_URL, method: 'POST', params: body });
}

/** Confirms the e-mail with the activation code (from the mail link, so the user id travels with it). */
export function activateEmail(code: string, userId?: number) {
  const body: ActivationRequest = userId === undefined ? { code } : { code, user_id: userId };
  return http.requestOrThrow<ActivationAnswer>({
    url: '/web-api/api/internal/v1/user/activate',
    method: 'POST',
    params: body,
  });
}

export function sendActivationMail() {
  return http.requestOrThrow<ActivationMailAnswer>({ url: '/web-api/user/sendActivationMail', method: 'POST' });
}
