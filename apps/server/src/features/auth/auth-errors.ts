import { MessageKeys } from '@fairline/shared/validation';
import { AppError } from '../../errors';
import type { VerifyCodeResult } from './codes.service';

/** The one answer for an unknown account and a wrong password alike [ASVS 6.3.8]. */
export const invalidCredentials = () => new AppError('UNAUTHORIZED', 'Incorrect login or password');

export const accountLocked = () =>
  new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Try again in 15 minutes or reset your password.', {
    errorCode: 'account_locked',
  });

export const tooManyRequests = () => new AppError('RATE_LIMITED', 'Too many requests, try again later');

/** The refusal for a one-time code that did not verify, keyed to the `code` field. */
export function codeRefusal(reason: Exclude<VerifyCodeResult, { ok: true }>['reason'] | 'no_account'): AppError {
  const field = { code: MessageKeys.authIncorrectCode };
  if (reason === 'too_many_attempts') {
    return new AppError('RATE_LIMITED', 'Too many attempts, request a new code', {
      errorCode: 'code_attempts_exhausted',
    });
  }
  if (reason === 'expired')
    return new AppError('VALIDATION', 'The code has expired, request a new one', {
      validationErrors: field,
      errorCode: 'code_expired',
    });
  return new AppError('VALIDATION', 'Incorrect code', { validationErrors: field });
}
