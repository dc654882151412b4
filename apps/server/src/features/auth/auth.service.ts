// The public module of auth: everything another feature (or its tests) may use from this folder.
// The rest (routes, repositories, tokens, SQL) is auth's own; the boundary check refuses imports of it.
// Kept as re-exports, so auth's own files never import this module and no import cycle can form.

export { EMAIL_ACTIVATION_PURPOSE } from './activation.routes';
export type { AuthContext } from './auth-context';
export { accountLocked, codeRefusal, tooManyRequests } from './auth-errors';
export { limitCodeSending } from './code-limits';
export { issueCode, verifyCode } from './codes.service';
// The header a cookie-authenticated state change must carry (clients and tests send it).
export { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
export { assertActive, startSession, userAgentOf } from './login.service';
export { claimChallengeAttempt, consumeChallenge, createChallenge } from './login-challenge';
export { notifySecurityChange } from './notify';
// Proofs: passwords, one-time codes (SMS / e-mail), TOTP steps, and the limits around them.
export { hashPassword, verifyPassword } from './password';
export { CAPTCHA_AFTER_FAILURES, loginLockState, PAIR_FAILURE_LIMIT, recordLoginFailure } from './rate-limit';
// Who is calling: the preHandlers of signed-in routes and the lookup behind them.
export {
  type AuthPreHandler,
  type AuthUser,
  authenticate,
  confirmSession,
  optionalUser,
  requireBettor,
  requireUser,
  userOf,
} from './require-user';
// Sessions a feature opens or closes itself (registration signs the new player in; bets forget a closed one).
export {
  clearSessionCookie,
  closeSession,
  closeUserSessions,
  createSession,
  forgetSession,
  onSessionsEnded,
  readSessionToken,
  SESSION_COOKIE,
  setSessionCookie,
} from './session.service';
export { claimTotpStep, matchTotpStep } from './totp';
// The back office's player page reads a player's sessions.
export { listUserSessions } from './user-sessions';
// Accounts by id or login, phone digits as accounts store them, and the back office's 2FA reset (ADR 0048).
export { findUserById, findUserByLogin, phoneDigits, resetUserTotp } from './users.repository';
