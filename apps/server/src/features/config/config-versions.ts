// Versions of a brand × country configuration row (migration 0040, ADR 0055): what the back office
// reads, previews, saves and rolls back. A save writes the row and its version in one statement, and
// only over the version the editor started from, so two editors cannot overwrite each other unseen.
import { type SiteSettings, sanitizeSiteConfig } from '@fairline/shared/config';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { type BrandRow, findAllBrands, findBrandConfigRows } from './config.repository';
import { mergeConfig } from './merge-config';

/** The brand's defaults row; every other row is a country's override. */
export const BRAND_DEFAULTS = '*';

export interface ConfigVersionSummary {
  version: number;
  note: string | null;
  restored_from: number | null;
  staff_email: string | null;
  created_at: string;
}

export interface ConfigSave {
  brandId: number;
  country: string;
  /** The whole raw row; null removes a country's override (only a rollback does that). */
  config: Record<string, unknown> | null;
  /** The version the editor read; another save since then is a 409. */
  baseVersion: number;
  note: string | null;
  staffEmail: string;
  restoredFrom?: number | null;
}

/** The brands, and the country rows each one has (the editor's choices). */
export async function listConfigurableBrands(database: Database) {
  const brands = await findAllBrands(database.db);
  return Promise.all(
    brands.map(async (b: BrandRow) => {
      const rows = await findBrandConfigRows(database.db, b.id);
      const countries = rows.map((r) => r.country).filter((c) => c !== BRAND_DEFAULTS);
      return { id: b.id, slug: b.slug, name: b.name, default_country: b.defaultCountry, countries: countries.sort() };
    }),
  );
}

/** A brand by its slug (none: the first brand), or 404. */
export async function brandBySlug(database: Database, slug: string | undefined): Promise<BrandRow> {
  const brands = await findAllBrands(database.db);
  const found = slug === undefined ? brands[0] : brands.find((b) => b.slug === slug);
  if (!found) throw new AppError('NOT_FOUND', `Unknown brand: ${(slug ?? '').slice(0, 40)}`);
  return found;
}

/** The row as stored now (null: no row of its own) and its version number (0 before any edit). */
export async function currentConfig(database: Database, brandId: number, country: string) {
  const [row] = await database.query<{ config: Record<string, unknown> | null; version: unknown }>(
    `select (select config from site_configs where brand_id = $1 and country = $2) as config,
            (select coalesce(max(version), 0) from site_config_versions where brand_id = $1 and country = $2) as version`,
    [brandId, country],
  );
  return { config: row?.config ?? null, version: asNumber(row?.version ?? 0) };
}

/** The settings players of that brand × country get from a row (the defaults row for '*'). */
export async function effectiveSettings(
  database: Database,
  brandId: number,
  country: string,
  row: Record<string, unknown> | null,
): Promise<SiteSettings> {
  if (country === BRAND_DEFAULTS) return sanitizeSiteConfig(mergeConfig(row ?? {}, undefined));
  const base = (await currentConfig(database, brandId, BRAND_DEFAULTS)).config ?? {};
  return sanitizeSiteConfig(mergeConfig(base, row ?? undefined));
}

/** Keeps the row as found before its first edit as version 1, so the first edit can be rolled back. */
async function ensureBaseline(database: Database, brandId: number, country: string) {
  await database.query(
    `insert into site_config_versions (brand_id, country, version, config, note)
     select $1, $2, 1, (select config from site_configs where brand_id = $1 and country = $2), 'as found before the first edit'
     where not exists (select 1 from site_config_versions where brand_id = $1 and country = $2)
     on conflict (brand_id, country, version) do nothing`,
    [brandId, country],
  );
}

/** Writes the row and its next version in one statement; 409 when someone saved since `baseVersion`. */
export async function saveConfigVersion(database: Database, save: ConfigSave): Promise<number> {
  await ensureBaseline(database, save.brandId, save.country);
  // Version 0 is the row read before its baseline was kept: the same row as version 1.
  const base = Math.max(save.baseVersion, 1);
  const config = save.config === null ? null : JSON.stringify(save.config);
  let rows: { version: unknown }[];
  try {
    rows = await database.query<{ version: unknown }>(
      `with latest as (select coalesce(max(version), 0) as v from site_config_versions where brand_id = $1 and country = $2),
            ok as (select v from latest where v = $3),
            upsert as (
              insert into site_configs (brand_id, country, config, updated_at)
              select $1, $2, $4::jsonb, now() from ok where $4::jsonb is not null
              on conflict (brand_id, country) do update set config = excluded.config, updated_at = now()
              returning 1),
            removed as (delete from site_configs where brand_id = $1 and country = $2 and $4::jsonb is null
              and exists (select 1 from ok) returning 1),
            ver as (
              insert into site_config_versions (brand_id, country, version, config, note, restored_from, staff_email)
              select $1, $2, v + 1, $4::jsonb, $5, $6, $7 from ok returning version)
       select version from ver`,
      [save.brandId, save.country, base, config, save.note, save.restoredFrom ?? null, save.staffEmail],
    );
  } catch (err) {
    if ((err as { code?: string }).code === '23505') rows = [];
    else throw err;
  }
  const version = rows[0]?.version;
  if (version === undefined || version === null) {
    throw new AppError('CONFLICT', 'The configuration changed since you opened it: reload and edit again', {
      errorCode: 'config_changed',
    });
  }
  return asNumber(version);
}

/** The row's versions, newest first, paged. */
export async function listConfigVersions(
  database: Database,
  brandId: number,
  country: string,
  page: { limit: number; offset: number },
) {
  await ensureBaseline(database, brandId, country);
  const items = await database.query<ConfigVersionSummary & { version: unknown; restored_from: unknown }>(
    `select version, note, restored_from, staff_email, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
     from site_config_versions where brand_id = $1 and country = $2
     order by version desc limit $3 offset $4`,
    [brandId, country, page.limit, page.offset],
  );
  const [count] = await database.query<{ n: unknown }>(
    'select count(*) as n from site_config_versions where brand_id = $1 and country = $2',
    [brandId, country],
  );
  return {
    items: items.map((v) => ({
      ...v,
      version: asNumber(v.version),
      restored_from: v.restored_from === null ? null : asNumber(v.restored_from),
    })),
    total: asNumber(count?.n ?? 0),
  };
}

/** One version's stored row, or 404. */
export async function findConfigVersion(database: Database, brandId: number, country: string, version: number) {
  await ensureBaseline(database, brandId, country);
  const [row] = await database.query<{ config: Record<string, unknown> | null }>(
    'select config from site_config_versions where brand_id = $1 and country = $2 and version = $3',
    [brandId, country, version],
  );
  if (!row) throw new AppError('NOT_FOUND', `No version ${version} of this configuration`);
  return row.config;
}
