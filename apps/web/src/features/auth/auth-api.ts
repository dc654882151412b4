import { http } from '../../lib/http';

/** The first step's answer: logged in, or a second (TOTP) step is needed with this auth_id. */
export type LoginAnswer =
  | { success: true; need_two_factor: false; data: { user_id: number } }
  | { success: true; need_two_factor: true; auth_id: string };

/** A sent code: the server's message and the code's length. */
export interface CodeSent {
  success: true;
  data: { message: string; code_length?: number };
}

/** The logged-in user as the session call describes them. */
export interface SessionUser {
  id: number;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Logins confirmed by e-mail; false when the server does not say. */
  authByEmail: boolean;
}

interface SessionUserResponse {
  data: {
    id: string;
    attributes: {
      user_id: number;
      email: string | null;
      phone: string | null;
      email_verified: boolean;
      two_factor_enabled: boolean;
      auth_by_email?: boolean;
    };
  };
}

/** Logs in by user id, e-mail or phone and password; the captcha token once the server asks for one. */
export function loginByPassword(login: string, password: string, captcha?: string) {
  return http.requestOrThrow<LoginAnswer>({
    url: '/web-api/user/auth',
    method: 'POST',
    params: captcha ? { login, password, captcha } : { login, password },
  });
}

/** The TOTP step after a password, SMS or social first step; social logins use their own endpoint. */
export function confirmTwoFactor(authId: string, code: string, via: 'password' | 'social' = 'password') {
  const url = via === 'social' ? '/web-api/socauth/twofactor/' : '/web-api/user/twoauth/';
  return http.requestOrThrow<LoginAnswer>({ url, method: 'POST', params: { auth_id: authId, code } });
}

export function sendSmsLoginCode(phone: string) {
  return http.requestOrThrow<CodeSent>({ url: '/web-api/sms-auth/send-code', method: 'POST', params: { phone } });
}

export function loginBySmsCode(phone: string, code: string) {
  return http.requestOrThrow<LoginAnswer>({
    url: '/web-api/sms-auth/check-code',
    method: 'POST',
    params: { phone, code },
  });
}

export function logoutRequest() {
  return http.requestOrThrow<{ success: true }>({ url: '/web-api/user/disconnect', method: 'POST' });
}

/** The current user, or null for a guest (the call answers 401). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const result = await http.request<SessionUserResponse>({ url: '/web-api/session-api/sessions/user', noCache: true });
  if (result.error) {
    if (result.error.statusCode === 401) return null;
    throw result.error;
  }
  const a = result.data.data.attributes;
  return {
    id: a.user_id,
    email: a.email,
    phone: a.phone,
    emailVerified: a.email_verified,
    twoFactorEnabled: a.two_factor_enabled,
    authByEmail: a.auth_by_email ?? false,
  };
}

const PASSWORD_RESET_URL = '/web-api/api/internal/v1/user/passwordreset';

/** Password reset step 1: a code goes to the account's e-mail or phone (same answer for unknown logins). */
export function requestPasswordReset(login: string) {
  return http.requestOrThrow<CodeSent>({ url: PASSWORD_RESET_URL, method: 'POST', params: { login } });
}

/** Checks a reset code without using it up. */
export function checkPasswordResetCode(login: string, code: string) {
  return http.requestOrThrow<{ success: true }>({ url: PASSWORD_RESET_URL, params: { login, code } });
}

/** Password reset step 2: the code and the new password. */
export function resetPassword(input: { login: string; code: string; password: string; confirmation: string }) {
  return http.requestOrThrow<CodeSent>({
    url: PASSWORD_RESET_URL,
    method: 'POST',
    params: {
      login: input.login,
      code: input.code,
      password: input.password,
      password_confirmation: input.confirmation,
    },
  });
}

/** Confirms the e-mail with the activation code (from the mail link, so the user id travels with it). */
export function activateEmail(code: string, userId?: number) {
  return http.requestOrThrow<unknown>({
    url: '/web-api/api/internal/v1/user/activate',
    method: 'POST',
    params: userId === undefined ? { code } : { code, user_id: userId },
  });
}

export function sendActivationMail() {
  return http.requestOrThrow<{ success: true; data: { message: string; already_verified: boolean } }>({
    url: '/web-api/user/sendActivationMail',
    method: 'POST',
  });
}
