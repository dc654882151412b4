// Bring a friend's rules (ADR 0061), free of zod so the first page can read the cookie's name.

/** The programme's rules, shown on the rules screen and applied by the server's schedule. */
export const REFERRAL_RULES = {
  /** Percent of a referred player's net sportsbook revenue (settled stakes − payouts) per period. */
  commissionPercent: 20,
  /** A link binds the referrer only to an account made this many hours ago at most. */
  bindWindowHours: 24,
  /** The cookie a referral link leaves until registration, and how long it lives. */
  cookieName: 'fl_ref',
  cookieDays: 30,
  /** A referred player who moved money this many days back counts as active. */
  activeDays: 30,
} as const;
