import { AppError } from '../../errors';

/** The spec's deduce/recharge refusal: the client turns error_code 'blocked' into `blocked: true`. */
export const blockedError = (what: 'Deposits' | 'Withdrawals') =>
  new AppError('FORBIDDEN', `${what} are not available for this account`, { errorCode: 'blocked' });

export const needVerifyError = () =>
  new AppError('FORBIDDEN', 'Confirm your e-mail or phone before withdrawing', { errorCode: 'need_verify' });
