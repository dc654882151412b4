// Wire payloads of the office's settings (issue 20, section 3): the sports a player disallowed in the
// line and live feeds, which marketing they accept, and the office menu (`getLeftMenuData`).
import { z } from 'zod';
import { isSportId } from '../lookups/sports';
import { verificationStatus } from './verification';

/** At most this many sports per feed may be disallowed (more than the catalogue offers). */
export const MAX_DISALLOWED_SPORTS = 100;

const sportId = z
  .number()
  .int()
  .refine((id) => id > 0 && isSportId(id), 'unknown sport');

/** A list of sport ids: known sports only, duplicates dropped, sorted. */
const sportList = z
  .array(sportId)
  .max(MAX_DISALLOWED_SPORTS)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** POST /web-api/api/web/user/v1/disallow-sports body (the spec's names). */
export const disallowSportsRequest = z.object({
  lineDisallowSport: sportList.describe('Sports hidden from the line feed for this player'),
  liveDisallowSport: sportList.describe('Sports hidden from the live feed for this player'),
});
export type DisallowSportsRequest = z.input<typeof disallowSportsRequest>;

/** The marketing channels a player chooses. */
export const MAILING_CHANNELS = ['email_news', 'email_promotions', 'sms_promotions'] as const;
export type MailingChannel = (typeof MAILING_CHANNELS)[number];

/** Why marketing is paused whatever the player chose. */
export const MARKETING_PAUSES = ['time_out', 'self_exclusion', 'after_block'] as const;

/** The e-mail subscription screen: the player's choices and whether they can be used now. */
export const mailingPreferences = z.object({
  email_news: z.boolean().describe('The newsletter (the brand’s mailing list, POST /web-api/mailing)'),
  email_promotions: z.boolean().describe('Bonus and promotion offers by e-mail'),
  sms_promotions: z.boolean().describe('Bonus and promotion offers by SMS'),
  has_email: z.boolean().describe('E-mail choices need an e-mail on the account'),
  has_phone: z.boolean().describe('SMS choices need a phone on the account'),
  suppressed: z
    .boolean()
    .describe('Marketing is paused by a time-out or self-exclusion: nothing is sent whatever the choices'),
  suppressed_reason: z.enum(MARKETING_PAUSES).nullable(),
  suppressed_until: z.string().nullable().describe('ISO end of the block that pauses marketing, while one runs'),
});
export type MailingPreferences = z.infer<typeof mailingPreferences>;

/** PUT /web-api/api/web/user/v1/mailing body: the channels to switch; switching one on ends a pause after a block. */
export const mailingRequest = z
  .object({
    email_news: z.boolean().optional(),
    email_promotions: z.boolean().optional(),
    sms_promotions: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');
export type MailingRequest = z.input<typeof mailingRequest>;

/** The player's settings. */
export const playerSettings = z.object({
  lineDisallowSport: z.array(z.number().int()),
  liveDisallowSport: z.array(z.number().int()),
  mailing: mailingPreferences,
  auth_by_email: z.boolean().describe('Logins confirmed by e-mail (POST /web-api/officeapi/savesetting auth_by_email)'),
});
export type PlayerSettings = z.infer<typeof playerSettings>;

/** GET /web-api/api/web/user/v1/settings and the answer of the changes. */
export const playerSettingsAnswer = z.object({ data: z.object({ attributes: playerSettings }) });
export type PlayerSettingsAnswer = z.infer<typeof playerSettingsAnswer>;

/** The office pages, in menu order. */
export const OFFICE_PAGES = [
  'profile',
  'payments',
  'bets',
  'limits',
  'security',
  'sessions',
  'verification',
  'settings',
  'messages',
  'support',
  'casino',
  'vip',
  'cashback',
  'bonuses',
  'points',
  'friend',
] as const;
export type OfficePage = (typeof OFFICE_PAGES)[number];

/** One item of the office menu. */
export const officeMenuItem = z.object({
  key: z.enum(OFFICE_PAGES),
  link: z.string().describe('Path under the language, e.g. /office/profile'),
});
export type OfficeMenuItem = z.infer<typeof officeMenuItem>;

/** GET /web-api/officeapi/getLeftMenuData answer: the menu the configuration and the player's state allow. */
export const leftMenuAnswer = z.object({
  data: z.object({
    layout: z.enum(['side', 'top']).describe('Left sidebar, or tabs above the screen (office.isLeftSidebarShown)'),
    items: z.array(officeMenuItem),
    state: z.object({
      verification: verificationStatus,
      verified: z.boolean(),
      casino: z.boolean().describe('The third-party casino is on for the brand (thirdPartyCasino.isEnabled)'),
    }),
  }),
});
export type LeftMenuAnswer = z.infer<typeof leftMenuAnswer>;
