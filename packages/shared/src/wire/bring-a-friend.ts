// Wire payloads of "bring a friend" (issue 22 §3, ADR 0061): the spec's seven referral calls
// (`/bringfriend/getBanners`, `/getReferralUsers`, `/registration`, `/removeReferralUser`,
// `/transferMoneyToMainAccount`, `/api/web/user/bringfriend/extended-referral-users`,
// `/api/v3/users/friend-reffer-tag`). Amounts are integers in minor units of `currencyId`; times ISO.
import { z } from 'zod';
import { REFERRAL_RULES } from '../referral/rules';

export { REFERRAL_RULES };

/** A referral tag: lowercase letters and digits. */
export const referralTag = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{6,16}$/);

/** GET /web-api/api/v3/users/friend-reffer-tag answer: the player's tag and the path of their link. */
export const friendTagAnswer = z.object({
  data: z.object({
    tag: z.string(),
    link: z
      .string()
      .describe('Path of the referral link under the site, without the language: /registration?ref=<tag>'),
  }),
});
export type FriendTagAnswer = z.infer<typeof friendTagAnswer>;

/** Money in one currency. */
export const referralMoney = z.object({ currencyId: z.number().int(), amount: z.number().int() });
export type ReferralMoney = z.infer<typeof referralMoney>;

/** A referred player as the referrer sees them: anonymised (the last four digits of the account). */
export const referralUser = z.object({
  referralUserId: z.number().int().describe('The referral (not the account): what /removeReferralUser takes'),
  label: z.string().describe('The last four digits of the referred account, e.g. 1234'),
  registeredAt: z.string(),
  isActive: z.boolean().describe(`Moved money in the last ${REFERRAL_RULES.activeDays} days`),
  earnings: z.array(referralMoney).describe('Commission credited for this player, per currency'),
  isRemoved: z.boolean().describe('Hidden from the list by the referrer (extended list only)'),
});
export type ReferralUser = z.infer<typeof referralUser>;

/** POST /web-api/bringfriend/getReferralUsers answer. */
export const referralUsersAnswer = z.object({
  data: z.object({
    users: z.array(referralUser),
    balance: z.array(referralMoney).describe('On the referral account now, per currency'),
    totalEarned: z.array(referralMoney).describe('Every commission credited, per currency'),
    commissionPercent: z.number().int(),
  }),
});
export type ReferralUsersAnswer = z.infer<typeof referralUsersAnswer>;

/** One credited (or empty) period of a referred player. */
export const referralPeriod = z.object({
  period: z.string().describe('The UTC day, YYYY-MM-DD'),
  currencyId: z.number().int(),
  revenue: z.number().int().describe('Net revenue of the day (may be negative)'),
  amount: z.number().int().describe('Commission credited (0 when the revenue was not positive)'),
});

/** POST /web-api/api/web/user/bringfriend/extended-referral-users answer: removed ones too, with periods. */
export const extendedReferralUsersAnswer = z.object({
  data: z.object({ users: z.array(referralUser.extend({ periods: z.array(referralPeriod) })) }),
});
export type ExtendedReferralUsersAnswer = z.infer<typeof extendedReferralUsersAnswer>;

/** POST /web-api/bringfriend/registration body: the tag of the link (else the fl_ref cookie is read). */
export const referralRegistrationRequest = z.object({ tag: referralTag.optional() });
export const referralRegistrationAnswer = z.object({
  data: z.object({ bound: z.literal(true), replayed: z.boolean() }),
});

/** POST /web-api/bringfriend/removeReferralUser body (the spec's field). */
export const removeReferralUserRequest = z.object({ referralUserId: z.number().int().positive() });
export const removeReferralUserAnswer = z.object({ data: z.object({ referralUserId: z.number().int() }) });

/** POST /web-api/bringfriend/transferMoneyToMainAccount body; `requestId` makes a replay move nothing. */
export const transferReferralRequest = z.object({
  requestId: z.string().uuid().describe('Client-made id of this transfer'),
  transferAmount: z.number().int().positive().optional().describe('Minor units; the whole balance when absent'),
  currencyId: z.number().int().positive().optional().describe('Defaults to the account currency'),
});
export type TransferReferralRequest = z.infer<typeof transferReferralRequest>;
export const transferReferralAnswer = z.object({
  data: z.object({
    transferred: referralMoney,
    replayed: z.boolean(),
    referralBalance: z.number().int(),
    mainBalance: z.number().int(),
  }),
});
export type TransferReferralAnswer = z.infer<typeof transferReferralAnswer>;

/** A generated banner: its image (SVG, our own) and the HTML to paste elsewhere. */
export const referralBanner = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  imageUrl: z.string().describe('Path of the SVG, carrying the tag'),
  html: z.string().describe('Embed code: the image linked to the referral link'),
});
export type ReferralBanner = z.infer<typeof referralBanner>;
export const bannersRequest = z.object({ lang: z.enum(['ru', 'en', 'ar']).optional() });
export const bannersAnswer = z.object({ data: z.object({ banners: z.array(referralBanner), link: z.string() }) });
export type BannersAnswer = z.infer<typeof bannersAnswer>;
