// The studio API's one error type: `{ error: { code, message } }` with an HTTP status (contract section 2).
import type { CasinoWalletStatus } from '@fairline/shared/wire/casino-wallet';

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

export const badRequest = (message: string) => new StudioError(400, 'BAD_REQUEST', message);
export const notAllowed = (message: string) => new StudioError(409, 'ACTION_NOT_ALLOWED', message);

/** What the player reads for each refusal of the wallet, and its HTTP status. */
const WALLET_REFUSALS: Partial<Record<CasinoWalletStatus, { status: number; message: string }>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: { status: 402, message: 'Not enough money on the balance for this stake' },
  RS_ERROR_USER_DISABLED: {
    status: 403,
    message: 'Real-money play is not available on this account now (a time-out, self-exclusion or block)',
  },
  RS_ERROR_LIMIT_REACHED: { status: 403, message: 'A limit you set is reached: this stake cannot be taken' },
  RS_ERROR_TOKEN_EXPIRED: { status: 401, message: 'The game session has expired: open the game again' },
  RS_ERROR_INVALID_TOKEN: { status: 401, message: 'The game session is not valid: open the game again' },
  RS_ERROR_WRONG_CURRENCY: { status: 409, message: 'The account currency changed: open the game again' },
  RS_ERROR_DUPLICATE_TRANSACTION: { status: 409, message: 'This stake was already taken' },
};

/** The error for a wallet status other than RS_OK: a 4xx named by the status, or 502 when the wallet failed. */
export function walletRefusal(status: CasinoWalletStatus): StudioError {
  const known = WALLET_REFUSALS[status];
  if (known) return new StudioError(known.status, status, known.message);
  return new StudioError(502, 'WALLET_UNAVAILABLE', 'The wallet did not answer: nothing was done, try again');
}
