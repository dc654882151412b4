// The refusal codes of the coupon and bet calls, without zod, so the web's coupon code reads them
// without the schema library. A refusal is HTTP 200 with `Success: false` and one of these codes
// (wire-format.md "Envelope"); the spec shows none, these are ours.

/** Business error codes of the coupon, bet and cash-out calls. */
export const CouponErrorCode = {
  /** The coupon breaks a rule of its type, a selection, a stake's presence or a saved coupon's validity. */
  invalidCoupon: 100,
  /** The odds or a line changed in a way the player's checkCf refuses. */
  oddsChanged: 101,
  /** A selection no longer accepts bets (suspended, started, finished). */
  eventBlocked: 102,
  /** The stake is below the minimum or above the maximum (or the total odds pass the cap). */
  stakeOutOfLimits: 103,
  /** Not enough money (or advance) for the stake. */
  insufficientFunds: 104,
  /** Betting is blocked on the account (time-out, self-exclusion, account status). */
  bettingBlocked: 105,
  /** The betGuid was already used for another bet. */
  idempotencyConflict: 106,
  /** The promo code is unknown or was already used. */
  unknownPromo: 107,
  /** Cash-out was refused: not offered, the quote expired or the value changed. */
  cashOutRefused: 109,
  /** No such bet, pending auto bet or saved coupon. */
  notFound: 110,
  /** The stake is not an amount of the currency (more decimals than it has, not positive, too large). */
  invalidAmount: 111,
  /** An option of the spec's vocabulary this book does not offer was set (docs/decisions/0015). */
  unsupportedOption: 112,
  /** dropOnScoreChange: the score of a game of the bet changed during its live delay. */
  scoreChanged: 113,
  /** The bet would stake bonus money with a stake above the running bonus's maximum bet while wagering. */
  bonusMaxBet: 114,
  /** The free bet named by bonusId cannot stake this coupon: not the player's, used, expired, or its rules (ADR 0071). */
  freeBetUnusable: 115,
} as const;

export type CouponErrorCode = (typeof CouponErrorCode)[keyof typeof CouponErrorCode];

const CODES: ReadonlySet<number> = new Set(Object.values(CouponErrorCode));

/** Whether a number is one of the refusal codes (the web has its own words for each). */
export function isCouponErrorCode(code: number): code is CouponErrorCode {
  return CODES.has(code);
}
