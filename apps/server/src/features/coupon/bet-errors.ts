import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { refusal } from './coupon-answer';
import { freeBetMoveRefusal } from './free-bet-stake';

const sqlState = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const UNIQUE_VIOLATION = '23505';

/** place_bet found another active currency than the one the bet was priced in (FL412). */
export const isCurrencyChange = (err: unknown) => sqlState(err) === 'FL412';

/** place_bet found the request's session closed, expired or another player's (FL401). */
export const isSessionClosed = (err: unknown) => sqlState(err) === 'FL401';

/** The refusal answer for a database refusal of a bet move, or undefined for a real failure. */
export function betRefusalOf(err: unknown) {
  switch (sqlState(err)) {
    case 'FL402':
      return refusal('There is not enough money on the account', CouponErrorCode.insufficientFunds);
    case 'FL403':
      return refusal(
        'Betting is blocked on this account (time-out, self-exclusion or account status)',
        CouponErrorCode.bettingBlocked,
      );
    case 'FL424':
      return refusal(
        'The stake needs bonus money and is above the bonus maximum bet while wagering',
        CouponErrorCode.bonusMaxBet,
      );
    case 'FL409':
      return refusal('This betGuid was already used for another bet', CouponErrorCode.idempotencyConflict);
    case 'FL425':
      return freeBetMoveRefusal(err);
    case UNIQUE_VIOLATION:
      return refusal('This promo code was already used', CouponErrorCode.unknownPromo);
    default:
      return undefined;
  }
}
