// The casino's seamless-wallet protocol (docs/domain/casino.md, ADR 0033): what a game provider's
// server sends the operator for every bet, win and rollback, and what the operator answers. These are
// the providers' words (snake_case, status codes), the same for our own studio and any third party.
// Amounts are integers in the currency's minor units (1.00 EUR = 100; scale = the currency's digits).
import { z } from 'zod';

/** The answer statuses; every answer carries one. */
export const CASINO_WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_UNKNOWN',
] as const;
export type CasinoWalletStatus = (typeof CASINO_WALLET_STATUSES)[number];

/** The headers of a signed callback: HMAC-SHA256 (hex) of `timestamp + "." + raw body`, and the Unix seconds. */
export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
export const CASINO_TIMESTAMP_HEADER = 'x-casino-timestamp';

const id = z.string().min(1).max(100);
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3,5}$/);

const base = {
  /** Echoed back in the answer. */
  request_uuid: id,
  /** The player's id, as the launch gave it. */
  user: id,
  /** The game session token of the launch. */
  token: id,
  game_code: id,
};

export const casinoUserRequest = z.object(base);
export type CasinoUserRequest = z.infer<typeof casinoUserRequest>;

export const casinoBalanceRequest = z.object({ ...base, currency: currency.optional() });
export type CasinoBalanceRequest = z.infer<typeof casinoBalanceRequest>;

const transaction = {
  ...base,
  /** The idempotency key: kept at least four months; the same id with another body is a duplicate. */
  transaction_uuid: id,
  /** Groups a round's transactions. */
  round: id,
  /** The last transaction of its round. */
  round_closed: z.boolean().default(false),
  currency,
};

export const casinoBetRequest = z
  .object({
    ...transaction,
    amount: minorUnits,
    /** A free-spin bet: amount 0 and the reward it belongs to; its win is real money. */
    is_free: z.boolean().default(false),
    reward_uuid: id.optional(),
  })
  .refine((bet) => !bet.is_free || (bet.amount === 0 && bet.reward_uuid !== undefined), {
    message: 'a free-spin bet has amount 0 and a reward_uuid',
  });
export type CasinoBetRequest = z.infer<typeof casinoBetRequest>;

export const casinoWinRequest = z.object({
  ...transaction,
  amount: minorUnits,
  /** The bet this win pays. */
  reference_transaction_uuid: id,
});
export type CasinoWinRequest = z.infer<typeof casinoWinRequest>;

export const casinoRollbackRequest = z.object({
  ...transaction,
  /** The bet this rollback reverses (it may not have arrived yet). */
  reference_transaction_uuid: id,
});
export type CasinoRollbackRequest = z.infer<typeof casinoRollbackRequest>;

/**
 * Every answer (HTTP 200; 400 with RS_ERROR_WRONG_SYNTAX, 500 with RS_ERROR_UNKNOWN). `balance` (what the game
 * may stake: cash plus a casino-usable bonus's money, ADR 0064; minor units) and `currency` come with RS_OK and
 * RS_ERROR_NOT_ENOUGH_MONEY.
 */
export const casinoWalletAnswer = z.object({
  status: z.enum(CASINO_WALLET_STATUSES),
  request_uuid: z.string(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  /** user/info only. */
  country: z.string().optional(),
  /**
   * user/info only: the player's running free spins of this game (ADR 0064), each played as a bet with
   * is_free, amount 0 and its reward_uuid; `bet` is the stake a spin plays for (minor units).
   */
  free_spins: z.array(z.object({ reward_uuid: z.string(), bet: z.number().int(), left: z.number().int() })).optional(),
});
export type CasinoWalletAnswer = z.infer<typeof casinoWalletAnswer>;
