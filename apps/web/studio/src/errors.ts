/** What the player reads when a call is refused: the wallet's and the studio's codes in their language. */
import type { MessageKey } from './i18n';

const BY_CODE: Readonly<Record<string, MessageKey>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'errNotEnoughMoney',
  RS_ERROR_LIMIT_REACHED: 'errLimit',
  RS_ERROR_USER_DISABLED: 'errDisabled',
  RS_ERROR_TOKEN_EXPIRED: 'errExpired',
  UNAUTHORIZED: 'errExpired',
  RS_ERROR_INVALID_TOKEN: 'errInvalid',
  NETWORK: 'errNetwork',
  WALLET_UNAVAILABLE: 'errNetwork',
  RS_ERROR_UNKNOWN: 'errNetwork',
  STAKE_OUT_OF_RANGE: 'errStakeRangeShort',
  BETTING_CLOSED: 'errBettingClosed',
  BUSTED: 'errBusted',
};

/** The dictionary key for an error code; `errGeneric` (with the server's message) for anything else. */
export function errorMessageKey(code: string): MessageKey {
  return BY_CODE[code] ?? 'errGeneric';
}

/** Codes after which the session cannot go on: the player must reopen the game. */
export function isSessionOver(code: string): boolean {
  return code === 'RS_ERROR_TOKEN_EXPIRED' || code === 'RS_ERROR_INVALID_TOKEN' || code === 'UNAUTHORIZED';
}
