// The SQL of the back office's campaign desk (ADR 0056): campaigns as staff list, create, schedule and
// stop them. A campaign's status is read against the bonus clock: stopped (disabled), ended, scheduled
// or running. Stopping disables the row; the bonuses it granted are never touched here.

import type { FreeBetKind, FreeBetMarkets } from '@fairline/shared/bonus/free-bet-rules';
import { promotionSlug } from '@fairline/shared/routing/promotion-slug';
import {
  CAMPAIGN_SORTS,
  type CampaignCreateRequest,
  type CampaignItem,
  type CampaignListQuery,
  type CampaignStatus,
} from '@fairline/shared/wire/backoffice-marketing';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { campaignOf } from './bonuses.repository';
import type { ListedCampaign } from './promotions.repository';

type Query = Pick<Database, 'query'>;

/** The status of a campaign row at $1 (now), as SQL. */
const STATUS_SQL = `case when not c.is_enabled then 'stopped'
  when c.ends_at is not null and c.ends_at <= $1 then 'ended'
  when c.starts_at is not null and c.starts_at > $1 then 'scheduled'
  else 'running' end`;

const ITEM_SQL = `select c.*, ${STATUS_SQL} as status,
  (select count(*) from bonuses b where b.campaign_id = c.id) as bonuses_granted
  from bonus_campaigns c`;

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function itemOf(r: Record<string, unknown>): CampaignItem {
  const c = campaignOf(r);
  return {
    id: c.id,
    code: c.code,
    slug: promotionSlug(c.code),
    kind: c.kind,
    product: c.product,
    status: r.status as CampaignStatus,
    brand_id: c.brandId,
    countries: c.countries,
    currency_ids: c.currencyIds,
    name: c.names.en ?? c.code,
    percent: c.kind === 'promo' || c.kind === 'freespins' || c.kind === 'freebet' ? null : c.percent,
    max_usd: c.maxUsd,
    wager_multiplier: c.multiplier,
    min_odds_single: c.minOddsSingle / 1000,
    valid_days: c.validDays,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    stopped_at: iso(r.stopped_at),
    promo_code: r.promo_code === null ? null : String(r.promo_code),
    max_activations: r.max_activations === null ? null : Number(r.max_activations),
    activations: Number(r.activations),
    bonuses_granted: asNumber(r.bonuses_granted),
    is_listed: r.is_listed === true,
    created_by: (r.created_by as string | null) ?? null,
    spins:
      r.spin_game === null || r.spin_game === undefined
        ? null
        : { game: String(r.spin_game), count: Number(r.spin_count), bet_cents: Number(r.spin_bet_cents) },
    deposit_trigger: (r.deposit_trigger as CampaignItem['deposit_trigger']) ?? null,
    free_bet:
      r.freebet_kinds === null || r.freebet_kinds === undefined
        ? null
        : {
            kinds: r.freebet_kinds as FreeBetKind[],
            sports: r.freebet_sports === null ? null : (r.freebet_sports as unknown[]).map(Number),
            markets: r.freebet_markets as FreeBetMarkets,
            min_odds_leg: Number(r.min_odds_leg) / 1000,
            min_odds_express: Number(r.min_odds_express) / 1000,
          },
  };
}

/** A page of campaigns sorted by a column, filtered by status and brand (a brand's own and every brand's). */
export async function pageCampaigns(
  database: Query,
  now: Date,
  filter: Omit<CampaignListQuery, 'sort'> & { sort?: CampaignListQuery['sort'] },
): Promise<{ items: CampaignItem[]; total: number }> {
  // The column and direction come from the wire enums, never from free text.
  const by = CAMPAIGN_SORTS.includes(filter.sort ?? 'id') ? (filter.sort ?? 'id') : 'id';
  const dir = filter.dir === 'asc' ? 'asc' : 'desc';
  const rows = await database.query<Record<string, unknown>>(
    `select *, count(*) over () as total from (${ITEM_SQL}) c
     where ($2::text is null or c.status = $2) and ($3::int is null or c.brand_id is null or c.brand_id = $3)
     order by c.${by} ${dir} nulls last, c.id desc limit $4 offset $5`,
    [now, filter.status ?? null, filter.brand ?? null, filter.limit, filter.offset],
  );
  return { items: rows.map(itemOf), total: rows[0] ? asNumber(rows[0].total) : 0 };
}

/** One campaign as the desk shows it. */
export async function campaignItemById(database: Query, now: Date, id: number): Promise<CampaignItem | undefined> {
  const [row] = await database.query<Record<string, unknown>>(`${ITEM_SQL} where c.id = $2`, [now, id]);
  return row ? itemOf(row) : undefined;
}

/** One campaign as the engine reads it, whatever its status, with its status now. */
export async function campaignById(
  database: Query,
  now: Date,
  id: number,
): Promise<{ campaign: ListedCampaign; status: CampaignStatus } | undefined> {
  const [row] = await database.query<Record<string, unknown>>(`${ITEM_SQL} where c.id = $2`, [now, id]);
  if (!row) return undefined;
  return {
    status: row.status as CampaignStatus,
    campaign: {
      ...campaignOf(row),
      promoCode: row.promo_code === null ? null : String(row.promo_code),
      maxActivations: row.max_activations === null ? null : Number(row.max_activations),
      activations: Number(row.activations),
      isListed: row.is_listed === true,
      descriptions: (row.descriptions ?? {}) as Record<string, string>,
    },
  };
}

/** Which of a campaign code and a promo code are taken already. */
export async function takenCodes(database: Query, code: string, promoCode: string | null) {
  const [row] = await database.query<{ code: boolean; promo: boolean }>(
    `select exists (select 1 from bonus_campaigns where code = $1) as code,
            exists (select 1 from bonus_campaigns where promo_code = $2) as promo`,
    [code, promoCode],
  );
  return { code: row?.code === true, promo: row?.promo === true };
}

/** Every brand, in id order. */
export async function listBrands(database: Query): Promise<{ id: number; slug: string; name: string }[]> {
  const rows = await database.query<{ id: number; slug: string; name: string }>(
    'select id, slug, name from brands order by id',
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name }));
}

export async function brandExists(database: Query, brandId: number): Promise<boolean> {
  const [row] = await database.query('select 1 from brands where id = $1', [brandId]);
  return row !== undefined;
}

/** The row a campaign is stored as: the spec's bonus type and product weights follow from kind and product. */
export interface NewCampaignRow {
  request: ReturnType<typeof normalised>;
  bonusType: number;
  createdBy: string;
}

/** The request with empty scope lists as null (every country, every currency) and odds in thousandths. */
export function normalised(c: CampaignCreateRequest) {
  const list = <T>(v: T[] | null | undefined) => (v && v.length > 0 ? v : null);
  const thousandths = (odds: number) => Math.round(odds * 1000);
  return {
    ...c,
    countries: list(c.countries),
    currency_ids: list(c.currency_ids),
    odds: [thousandths(c.min_odds_single), thousandths(c.min_odds_leg), thousandths(c.min_odds_express)] as const,
    weights: c.product === 'sport' ? ([100, 0] as const) : ([0, 100] as const),
  };
}

/** Inserts a campaign; its id. */
export async function insertCampaign(database: Query, row: NewCampaignRow): Promise<number> {
  const c = row.request;
  const [inserted] = await database.query<{ id: unknown }>(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, countries, currency_ids, percent,
       max_usd, min_deposit_usd, wager_multiplier, min_odds_single, min_odds_leg, min_odds_express, sport_weight,
       casino_weight, max_bet_usd, valid_days, starts_at, ends_at, promo_code, max_activations, is_listed,
       descriptions, created_by, spin_game, spin_count, spin_bet_cents, deposit_trigger, freebet_kinds, freebet_sports,
       freebet_markets)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24, $25, $26, $27, $28, $29, $30, $31, $32, $33)
     returning id`,
    [
      c.code,
      c.brand_id,
      c.kind,
      row.bonusType,
      c.product,
      JSON.stringify(c.names),
      c.countries,
      c.currency_ids,
      c.percent ?? 100,
      c.max_usd,
      c.min_deposit_usd,
      c.wager_multiplier,
      c.odds[0],
      c.odds[1],
      c.odds[2],
      c.weights[0],
      c.weights[1],
      c.max_bet_usd,
      c.valid_days,
      c.starts_at,
      c.ends_at,
      c.promo_code,
      c.max_activations,
      c.is_listed,
      JSON.stringify(c.descriptions ?? {}),
      row.createdBy,
      c.spin_game ?? null,
      c.spin_count ?? null,
      c.spin_bet_cents ?? null,
      c.deposit_trigger ?? null,
      c.freebet_kinds ?? null,
      c.freebet_sports && c.freebet_sports.length > 0 ? c.freebet_sports : null,
      c.freebet_markets ?? null,
    ],
  );
  return asNumber(inserted?.id);
}

/** New dates of a campaign that is not stopped; false when it is stopped (or missing). */
export async function updateCampaignDates(
  database: Query,
  id: number,
  dates: { startsAt: string | null; endsAt: string | null },
): Promise<boolean> {
  const rows = await database.query(
    'update bonus_campaigns set starts_at = $2, ends_at = $3 where id = $1 and is_enabled returning id',
    [id, dates.startsAt, dates.endsAt],
  );
  return rows.length > 0;
}

/** Stops a campaign once: no deposit, promo code or staff grant reads it afterwards. False when it was stopped. */
export async function disableCampaign(database: Query, id: number, now: Date): Promise<boolean> {
  const rows = await database.query(
    'update bonus_campaigns set is_enabled = false, stopped_at = $2 where id = $1 and is_enabled returning id',
    [id, now],
  );
  return rows.length > 0;
}

/** The bonus a staff grant's cause made, if any. */
export async function bonusByCause(database: Query, cause: string) {
  const [row] = await database.query<Record<string, unknown>>(
    'select id, user_id, amount, currency_id, wager_required, expires_at from bonuses where cause = $1',
    [cause],
  );
  if (!row) return undefined;
  return {
    id: asNumber(row.id),
    userId: asNumber(row.user_id),
    amount: asNumber(row.amount),
    currencyId: Number(row.currency_id),
    required: asNumber(row.wager_required),
    expiresAt: new Date(row.expires_at as string),
  };
}
