// The SQL of the promotions pages and promo codes (ADR 0044). A promo grant moves money only through
// bonus_promo_activate (0031), which locks the campaign and calls bonus_grant in the same statement.
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';
import type { Campaign, WagerRules } from './bonus-rules';
import { campaignOf } from './bonuses.repository';

type Query = Pick<Database, 'query'>;

/** A campaign with what the promotions pages and promo codes add to it. */
export interface ListedCampaign extends Campaign {
  promoCode: string | null;
  maxActivations: number | null;
  activations: number;
  isListed: boolean;
  descriptions: Record<string, string>;
  /** A free-spins campaign's spins: how many and the bet of each in US cents (ADR 0064). */
  spins?: { count: number; betCents: number } | null;
}

function listedOf(r: Record<string, unknown>): ListedCampaign {
  return {
    ...campaignOf(r),
    promoCode: r.promo_code === null ? null : String(r.promo_code),
    maxActivations: r.max_activations === null ? null : Number(r.max_activations),
    activations: Number(r.activations),
    isListed: r.is_listed === true,
    descriptions: (r.descriptions ?? {}) as Record<string, string>,
    spins:
      r.spin_count === null || r.spin_count === undefined
        ? null
        : { count: Number(r.spin_count), betCents: Number(r.spin_bet_cents) },
  };
}

/**
 * The enabled campaigns a promotions page may show (a brand's own and every brand's), in id order. Not free
 * bets (ADR 0071): the pages' terms speak of bonus money and wagering.
 */
export async function listedCampaigns(database: Query, brandId: number): Promise<ListedCampaign[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select * from bonus_campaigns where is_enabled and is_listed and kind <> 'freebet'
       and (brand_id is null or brand_id = $1) order by id`,
    [brandId],
  );
  return rows.map(listedOf);
}

/** The enabled promo campaign of a code (stored in upper case), whatever its brand and dates. */
export async function promoCampaignByCode(database: Query, code: string): Promise<ListedCampaign | undefined> {
  const [row] = await database.query<Record<string, unknown>>(
    `select * from bonus_campaigns where kind in ('promo', 'freespins', 'freebet') and is_enabled and promo_code = $1`,
    [code],
  );
  return row ? listedOf(row) : undefined;
}

/** The bonus (or a free-bet code's free bet, ADR 0071) a player's earlier activation of a promo campaign granted, if any. */
export async function promoBonusOf(database: Query, campaignId: number, userId: number): Promise<number | null> {
  const [row] = await database.query<{ id: unknown }>(
    'select id from bonuses where cause = $1 union all select id from free_bets where cause = $1 limit 1',
    [`promo:${campaignId}:${userId}`],
  );
  return row ? asNumber(row.id) : null;
}

export interface PromoGrantInput {
  userId: number;
  campaignId: number;
  currencyId: number;
  amount: number;
  required: number;
  rules: WagerRules;
  expiresAt: Date;
  now: Date;
}

export type PromoOutcome = 'granted' | 'used' | 'exhausted' | 'busy';

/** Activates a promo campaign for a player once (limit and cause checked under the campaign's lock). */
export async function activatePromo(
  database: Query,
  g: PromoGrantInput,
): Promise<{ bonusId: number | null; outcome: PromoOutcome }> {
  const [row] = await database.query<{ r_bonus_id: unknown; r_outcome: PromoOutcome }>(
    'select r_bonus_id, r_outcome from bonus_promo_activate($1, $2, $3, $4, $5, $6, $7, $8)',
    [g.userId, g.campaignId, g.currencyId, g.amount, g.required, JSON.stringify(g.rules), g.expiresAt, g.now],
  );
  if (!row) throw new Error('bonus_promo_activate returned no row');
  return { bonusId: asNumberOrNull(row.r_bonus_id), outcome: row.r_outcome };
}

/** A player's promo-code bonus, as the history lists it. */
export interface PromoActivation {
  promoCode: string;
  names: Record<string, string>;
  campaignCode: string;
  bonusId: number;
  amount: number;
  currencyId: number;
  status: 'active' | 'converted' | 'expired' | 'refused';
  activatedAt: Date;
}

/** The player's promo-code bonuses, newest first (a staff grant of a promo campaign is no code the player entered). */
export async function promoActivations(database: Query, userId: number): Promise<PromoActivation[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select c.promo_code, c.names, c.code, b.id, b.amount, b.currency_id, b.status, b.granted_at
     from bonuses b join bonus_campaigns c on c.id = b.campaign_id
     where b.user_id = $1 and c.kind in ('promo', 'freespins') and b.cause like 'promo:%'
     order by b.granted_at desc, b.id desc limit 200`,
    [userId],
  );
  return rows.map((r) => ({
    promoCode: String(r.promo_code),
    names: (r.names ?? {}) as Record<string, string>,
    campaignCode: String(r.code),
    bonusId: asNumber(r.id),
    amount: asNumber(r.amount),
    currencyId: Number(r.currency_id),
    status: r.status as PromoActivation['status'],
    activatedAt: new Date(r.granted_at as string),
  }));
}

/** The player's registration currency (the account a promo bonus goes to), brand and country. */
export async function playerAccountFacts(
  database: Query,
  userId: number,
): Promise<{ brandId: number; country: string; currencyId: number } | undefined> {
  const [row] = await database.query<{ brand_id: number; country: string; currency_id: number }>(
    'select brand_id, country, currency_id from users where id = $1',
    [userId],
  );
  return row ? { brandId: row.brand_id, country: row.country, currencyId: Number(row.currency_id) } : undefined;
}
