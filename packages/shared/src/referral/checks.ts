// Bring a friend's fraud checks (ADR 0061 "Fraud checks: hold instead of pay"): the reasons a referred
// player's commission is held instead of paid, and the thresholds the rules use. Free of zod.

/** Why a period's commission is held; the back office shows these beside the period. */
export const REFERRAL_HOLD_REASONS = [
  /** The referred player bound the link in a browser that had opened the referrer's own referral page. */
  'same_browser',
  /** Both players were seen on one public address within the window. */
  'same_ip',
  /** Their e-mail addresses are one mailbox (case, +tags and Gmail's dots aside). */
  'same_email',
  /** The same identity document, or the same first name, last name and date of birth. */
  'same_identity',
  /** The referrer is (through others) a referral of the referred player, or a farm of accounts on one address. */
  'referral_ring',
  /** The referred account is blocked or closed. */
  'referred_blocked',
  /** The referred player is self-excluded now. */
  'referred_self_excluded',
  /** The referred player has confirmed neither a phone nor an e-mail, or their identity was rejected. */
  'referred_unverified',
  /** The referred player has not yet deposited the minimum of real money since joining. */
  'below_min_activity',
] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

export const REFERRAL_CHECKS = {
  /** Two sessions on one public address this many hours apart (or closer) mark the same person. */
  sameIpWindowHours: 24,
  /** This many of one referrer's referred players on one public address make a ring (a farm). */
  ringAccountsOnOneIp: 3,
  /** How far up the referrer chain a ring (A refers B … refers A) is looked for. */
  ringDepth: 10,
  /** Real money the referred player must have deposited since joining before commission is paid (USD). */
  minDepositUsd: 10,
  /** How long a browser remembers that its player opened their own referral page. */
  ownerCookieDays: 400,
} as const;
