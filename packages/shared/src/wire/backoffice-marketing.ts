// Wire payloads of the back office's marketing desk (issue 24 §2 "Marketing",
// docs/decisions/0056-backoffice-marketing.md): bonus campaigns and promo codes created, scheduled and
// stopped by staff, and a bonus granted to one player with a reason. Campaign money is in whole US
// dollars (converted per currency as every campaign is, ADR 0039); a grant's amount is in minor units
// of the player's currency; odds are decimals.
import { z } from 'zod';
import { FREE_BET_KINDS, FREE_BET_MARKETS } from '../bonus/free-bet-rules';
import { paging, sortDirection } from './backoffice';
import { PlayerActionLimits } from './backoffice-players';
import { CAMPAIGN_KINDS, PROMOTION_KINDS } from './promotions';

/** Bounds of a campaign staff create (the database checks the same ones). */
export const CampaignLimits = {
  percentMax: 1000,
  usdMax: 1_000_000,
  multiplierMax: 200,
  oddsMin: 1,
  oddsMax: 1000,
  validDaysMax: 365,
  activationsMax: 10_000_000,
  nameMax: 120,
  descriptionMax: 2000,
} as const;

export const CAMPAIGN_STATUSES = ['running', 'scheduled', 'stopped', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_PRODUCTS = ['sport', 'casino'] as const;

/** The kinds the desk creates: the promotions pages', free spins (ADR 0064 "The desk's free-spins campaigns") and free bets (ADR 0071). */
export const DESK_KINDS = [...PROMOTION_KINDS, 'freespins', 'freebet'] as const;
/** Our studio's slots, the games free spins are played in (the studio's free-spin path plays slots only). */
export const FREE_SPIN_GAMES = ['orchard-stars', 'sunstone-ways'] as const;
/** Bounds of a free-spins campaign's spins (the database checks the same ones). */
export const SpinLimits = { countMax: 1000, betCentsMax: 100_000 } as const;
/** A deposit campaign's trigger: a free-spins campaign granted with a first deposit or a redeposit. */
export const DEPOSIT_TRIGGERS = ['first_deposit', 'redeposit'] as const;

const reason = z.string().trim().min(PlayerActionLimits.reasonMin).max(PlayerActionLimits.reasonMax);
const when = z.string().datetime({ offset: true });
const odds = z.number().min(CampaignLimits.oddsMin, 'Odds are at least 1.00').max(CampaignLimits.oddsMax);
const texts = (max: number) =>
  z.object({
    en: z.string().trim().min(1, 'An English text is required').max(max),
    ru: z.string().trim().max(max).optional(),
    ar: z.string().trim().max(max).optional(),
  });

/** POST /admin-api/marketing/campaigns: a new campaign (its cross-field rules are in the refinement). */
export const campaignCreateRequest = z
  .object({
    code: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Z0-9]+(?:_[A-Z0-9]+)+$/, 'Two or more words of A–Z and 0–9 joined by _, e.g. PROMO_WINTER'),
    kind: z.enum(DESK_KINDS),
    product: z.enum(CAMPAIGN_PRODUCTS),
    /** null: every brand. */
    brand_id: z.number().int().positive().nullable(),
    /** ISO 3166 alpha-2, lower case; null or empty: every country. */
    countries: z
      .array(z.string().regex(/^[a-z]{2}$/, 'Country codes are two letters, e.g. kz'))
      .max(250)
      .nullable(),
    /** Currency ids; null or empty: every currency. */
    currency_ids: z.array(z.number().int().positive()).max(50).nullable(),
    names: texts(CampaignLimits.nameMax),
    descriptions: texts(CampaignLimits.descriptionMax).partial().optional(),
    /** Percent of the deposit (welcome and reload); a promo code's bonus is `max_usd` itself. */
    percent: z.number().int().min(1, 'Percent is 1 to 1000').max(CampaignLimits.percentMax).nullable(),
    /** The cap of a deposit bonus, or the fixed bonus of a promo code, in whole US dollars. */
    max_usd: z.number().int().min(1, 'The cap is at least 1 USD').max(CampaignLimits.usdMax),
    min_deposit_usd: z.number().int().min(0).max(CampaignLimits.usdMax).default(0),
    wager_multiplier: z.number().int().min(0).max(CampaignLimits.multiplierMax),
    min_odds_single: odds,
    min_odds_leg: odds,
    min_odds_express: odds,
    /** Bets above this many US dollars do not count toward wagering; null: no limit. */
    max_bet_usd: z.number().int().min(1).max(CampaignLimits.usdMax).nullable(),
    /** Days a granted bonus has to meet its wagering. */
    valid_days: z.number().int().min(1, 'Expiry is at least 1 day').max(CampaignLimits.validDaysMax),
    starts_at: when.nullable(),
    ends_at: when.nullable(),
    promo_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{3,32}$/, 'A promo code is 3–32 letters and digits')
      .transform((c) => c.toUpperCase())
      .nullable(),
    /** null: unlimited. */
    max_activations: z.number().int().min(1).max(CampaignLimits.activationsMax).nullable(),
    /** Shown on the public promotions pages. */
    is_listed: z.boolean().default(true),
    /** A free-spins campaign's slot, number of spins and bet of each in US cents (converted per currency). */
    spin_game: z.enum(FREE_SPIN_GAMES).nullable().default(null),
    spin_count: z.number().int().min(1, 'At least 1 spin').max(SpinLimits.countMax).nullable().default(null),
    spin_bet_cents: z
      .number()
      .int()
      .min(1, 'A spin is worth at least 1 cent')
      .max(SpinLimits.betCentsMax)
      .nullable()
      .default(null),
    /** A free-spins or free-bet campaign granted with a first deposit or a redeposit (null: by its code or staff only). */
    deposit_trigger: z.enum(DEPOSIT_TRIGGERS).nullable().default(null),
    /** A free-bet campaign's bet kinds (ADR 0071; its amount is max_usd, its odds the min_odds fields). */
    freebet_kinds: z
      .array(z.enum(FREE_BET_KINDS))
      .min(1, 'Choose at least one bet kind')
      .max(3)
      .nullable()
      .default(null),
    /** A free-bet campaign's sports (sport ids); null or empty: every sport. */
    freebet_sports: z.array(z.number().int().positive()).max(100).nullable().default(null),
    /** A free-bet campaign's markets: any, pre-match only or live only. */
    freebet_markets: z.enum(FREE_BET_MARKETS).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'freespins') {
      if (c.spin_game === null) fail('spin_game', 'A free-spins campaign needs its slot');
      if (c.spin_count === null) fail('spin_count', 'A free-spins campaign needs a number of spins');
      if (c.spin_bet_cents === null) fail('spin_bet_cents', 'A free-spins campaign needs the value of a spin');
      if (c.max_activations !== null && !c.promo_code) {
        fail('max_activations', 'Only a campaign with a promo code has an activation limit');
      }
    } else if (c.spin_game !== null || c.spin_count !== null || c.spin_bet_cents !== null) {
      fail('spin_game', 'Only a free-spins campaign has spins');
    }
    if (c.kind === 'freebet') {
      if (c.freebet_kinds === null) fail('freebet_kinds', 'A free-bet campaign needs its bet kinds');
      if (c.freebet_markets === null) fail('freebet_markets', 'A free-bet campaign needs its markets');
      if (c.product !== 'sport') fail('product', 'A free bet is for the sportsbook');
      if (c.max_activations !== null && !c.promo_code) {
        fail('max_activations', 'Only a campaign with a promo code has an activation limit');
      }
    } else if (c.freebet_kinds !== null || c.freebet_markets !== null || c.freebet_sports !== null) {
      fail('freebet_kinds', 'Only a free-bet campaign has free-bet rules');
    }
    if (c.deposit_trigger !== null && c.kind !== 'freespins' && c.kind !== 'freebet') {
      fail(
        'deposit_trigger',
        'Only a free-spins or free-bet campaign has a deposit trigger (welcome and reload are deposit bonuses)',
      );
    }
    if (c.kind === 'freespins' || c.kind === 'freebet') {
      // A code, a deposit, or only staff grants: each way in is optional.
    } else if (c.kind === 'promo') {
      if (!c.promo_code) fail('promo_code', 'A promo campaign needs a promo code');
    } else {
      if (c.promo_code) fail('promo_code', 'Only a promo campaign has a promo code');
      if (c.max_activations !== null) fail('max_activations', 'Only a promo campaign has an activation limit');
      if (c.percent === null) fail('percent', 'A deposit campaign needs a percent of the deposit');
    }
    if (c.starts_at && c.ends_at && Date.parse(c.ends_at) <= Date.parse(c.starts_at)) {
      fail('ends_at', 'The end must be after the start');
    }
  });
export type CampaignCreateRequest = z.infer<typeof campaignCreateRequest>;
/** What the staff app sends (defaults not yet applied). */
export type CampaignCreateInput = z.input<typeof campaignCreateRequest>;

/** PATCH /admin-api/marketing/campaigns/:id/schedule: new dates (null: open-ended). */
export const campaignScheduleRequest = z
  .object({ starts_at: when.nullable(), ends_at: when.nullable(), reason: reason.optional() })
  .refine((s) => !(s.starts_at && s.ends_at) || Date.parse(s.ends_at) > Date.parse(s.starts_at), {
    path: ['ends_at'],
    message: 'The end must be after the start',
  });

/** POST /admin-api/marketing/campaigns/:id/stop. */
export const campaignStopRequest = z.object({ reason });

/** A campaign as the desk lists it. */
export const campaignItem = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  product: z.enum(CAMPAIGN_PRODUCTS),
  status: z.enum(CAMPAIGN_STATUSES),
  brand_id: z.number().int().nullable(),
  countries: z.array(z.string()).nullable(),
  currency_ids: z.array(z.number().int()).nullable(),
  name: z.string().describe('The English name'),
  percent: z.number().int().nullable(),
  max_usd: z.number().int(),
  wager_multiplier: z.number().int(),
  min_odds_single: z.number(),
  valid_days: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
  promo_code: z.string().nullable(),
  max_activations: z.number().int().nullable(),
  activations: z.number().int(),
  bonuses_granted: z.number().int().describe('Bonuses granted from it so far (any status)'),
  is_listed: z.boolean(),
  created_by: z.string().nullable(),
  /** A free-spins campaign's spins; null for other kinds. */
  spins: z.object({ game: z.string(), count: z.number().int(), bet_cents: z.number().int() }).nullable().optional(),
  deposit_trigger: z.enum(DEPOSIT_TRIGGERS).nullable().optional(),
  /** A free-bet campaign's rules (ADR 0071); null for other kinds. */
  free_bet: z
    .object({
      kinds: z.array(z.enum(FREE_BET_KINDS)),
      sports: z.array(z.number().int()).nullable(),
      markets: z.enum(FREE_BET_MARKETS),
      min_odds_leg: z.number().describe('Each selection of an express or a system'),
      min_odds_express: z.number().describe('An express’s total'),
    })
    .nullable()
    .optional(),
});
export type CampaignItem = z.infer<typeof campaignItem>;

/** GET /admin-api/marketing/campaigns: paged, sorted, by status and brand (every brand by default). */
export const CAMPAIGN_SORTS = ['id', 'code', 'starts_at', 'ends_at', 'bonuses_granted'] as const;
export const campaignListQuery = paging.extend({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  brand: z.coerce.number().int().positive().max(100_000).optional(),
  /** Sorted by this column (default: the newest campaign first). */
  sort: z.enum(CAMPAIGN_SORTS).default('id'),
  dir: sortDirection.optional(),
});
export type CampaignListQuery = z.infer<typeof campaignListQuery>;
/** A brand as the desk's filters name it. */
export const brandRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type BrandRef = z.infer<typeof brandRef>;
export const campaignListAnswer = z.object({
  items: z.array(campaignItem),
  total: z.number().int(),
  /** Every brand, for the filter and the form. */
  brands: z.array(brandRef),
});
export type CampaignListAnswer = z.infer<typeof campaignListAnswer>;
export const campaignAnswer = z.object({ campaign: campaignItem });

/**
 * POST /admin-api/players/:id/bonuses: a bonus of a running campaign (its wagering rules) to one player.
 * `idempotency_key` makes a repeated call answer the first grant; amount defaults to the campaign's cap
 * in the player's currency and may not exceed it.
 */
export const staffGrantRequest = z.object({
  campaign_id: z.number().int().positive(),
  amount_minor: z.number().int().positive().max(1e15).optional(),
  reason,
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The key is 8–64 letters, digits, - or _'),
});
export type StaffGrantRequest = z.infer<typeof staffGrantRequest>;
export const staffGrantAnswer = z.object({
  bonus_id: z.number().int(),
  replayed: z.boolean().describe('This key granted before: the first grant is answered, nothing moved'),
  amount_minor: z.number().int(),
  currency_id: z.number().int(),
  wager_required_minor: z.number().int(),
  expires_at: z.string(),
  /** A free-bet campaign's grant (ADR 0071): bonus_id is then the free bet's id, a stake token with no wagering. */
  free_bet: z.boolean().optional(),
});
export type StaffGrantAnswer = z.infer<typeof staffGrantAnswer>;
