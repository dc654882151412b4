// Input caps. Every regex here is linear, but inputs are still capped before matching so that a
// server-supplied pattern (rule `match`, phone regex rules) cannot be driven into polynomial or
// exponential backtracking by a pasted megabyte: over-long input fails without being matched.

/** Longest text any pattern is run on; no registration field is longer. */
export const MAX_MATCHED_LENGTH = 1024;

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Fewest and most digits in any phone number. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;

/** Digit range phone libraries accept (E.164 with room for national prefixes). */
export const PHONE_LIBRARY_MIN_DIGITS = 2;
export const PHONE_LIBRARY_MAX_DIGITS = 17;

/** Phone-code search box: at most 3 characters. */
export const PHONE_CODE_MAX_LENGTH = 3;

/** Password length bounds (ASVS 6.2.1, 6.2.9: at least 8, at least 64 allowed). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** No input mask is longer; longer masks are cut before they are applied. */
export const MAX_MASK_LENGTH = 64;
