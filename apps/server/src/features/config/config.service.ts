import { orderLanguages, type SiteSettings, sanitizeSiteConfig } from '@fairline/shared/config';
import { countryByIso } from '@fairline/shared/lookups/countries';
import { FALLBACK_LANGUAGE, SUPPORTED_UI_LANGUAGES } from '@fairline/shared/lookups/languages';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import { type BrandRow, findAllBrands, findBrandConfigRows, findConfigRows } from './config.repository';
import { mergeConfig } from './merge-config';

export interface ResolvedSite {
  brand: Pick<BrandRow, 'id' | 'slug' | 'name' | 'refId' | 'projectId'>;
  geo: { countryId: number; countryCode: string };
  languages: string[];
  defaultLanguage: string;
  settings: SiteSettings;
}

export interface SiteSelector {
  brand?: string | undefined;
  country?: string | undefined;
}

const CACHE_MS = 30_000;
const ISO2 = /^[a-z]{2}$/;

/** Resolves the site configuration of a request: brand by host (or explicit in dev) × geo country. */
export function createSiteConfigService(database: Database, config: AppConfig) {
  const allowExplicit = config.NODE_ENV !== 'production';
  let brandsCache: { at: number; rows: BrandRow[] } | undefined;
  const resolved = new Map<string, { at: number; site: ResolvedSite }>();

  async function brandsList(): Promise<BrandRow[]> {
    if (!brandsCache || Date.now() - brandsCache.at > CACHE_MS) {
      brandsCache = { at: Date.now(), rows: await findAllBrands(database.db) };
    }
    return brandsCache.rows;
  }

  async function pickBrand(host: string, explicit: string | undefined): Promise<BrandRow> {
    const rows = await brandsList();
    if (explicit !== undefined) {
      const found = rows.find((b) => b.slug === explicit);
      if (!found) throw new AppError('NOT_FOUND', `Unknown brand: ${explicit.slice(0, 40)}`);
      return found;
    }
    const hostname = host.replace(/:\d+$/, '').toLowerCase();
    const byHost = rows.find((b) => b.domains.includes(hostname));
    const fallback = rows.find((b) => b.slug === config.DEFAULT_BRAND) ?? rows[0];
    if (!byHost && !fallback) throw new AppError('UNAVAILABLE', 'No brand is configured');
    return (byHost ?? fallback)!;
  }

  async function load(brand: BrandRow, country: string): Promise<ResolvedSite> {
    const key = `${brand.id}:${country}`;
    const hit = resolved.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.site;
    const rows = await findConfigRows(database.db, brand.id, country);
    const base = rows.find((r) => r.country === '*')?.config;
    const own = rows.find((r) => r.country === country)?.config;
    const settings = sanitizeSiteConfig(mergeConfig(base, own));
    // The switcher lists the languages in the brand's languageOrder.
    const { languages: offered, languageOrder } = settings.application;
    const languages = orderLanguages(offered, languageOrder).filter((l: string) =>
      (SUPPORTED_UI_LANGUAGES as readonly string[]).includes(l),
    );
    const site: ResolvedSite = {
      brand: { id: brand.id, slug: brand.slug, name: brand.name, refId: brand.refId, projectId: brand.projectId },
      geo: { countryId: countryByIso(country)?.id ?? 0, countryCode: country },
      languages: languages.length ? languages : [FALLBACK_LANGUAGE],
      defaultLanguage: languages.includes(settings.application.defaultLanguage)
        ? settings.application.defaultLanguage
        : (languages[0] ?? FALLBACK_LANGUAGE),
      settings,
    };
    resolved.set(key, { at: Date.now(), site });
    return site;
  }

  return {
    /** Resolves by explicit selector (dev), else by the request's host and geo header. */
    async resolve(req: FastifyRequest, selector: SiteSelector = {}): Promise<ResolvedSite> {
      const explicitBrand = allowExplicit ? selector.brand : undefined;
      const brand = await pickBrand(req.headers.host ?? '', explicitBrand);
      const headerCountry = req.headers['x-geo-country'];
      const wanted =
        (allowExplicit ? selector.country : undefined) ??
        (typeof headerCountry === 'string' ? headerCountry : undefined);
      const country = wanted?.toLowerCase();
      if (country !== undefined && (!ISO2.test(country) || !countryByIso(country))) {
        throw new AppError('BAD_REQUEST', `Unknown country: ${country.slice(0, 10)}`);
      }
      return load(brand, country ?? brand.defaultCountry);
    },
    invalidate() {
      brandsCache = undefined;
      resolved.clear();
    },
  };
}

export type SiteConfigService = ReturnType<typeof createSiteConfigService>;

/** A brand's sanitised settings: its defaults, and each country it configures merged over them. */
export interface BrandSettings {
  base: SiteSettings;
  /** By lower-case ISO code, in the order the rows are read. */
  countries: Map<string, SiteSettings>;
}

/** Every country's settings of a brand at once (uncached: for answers that list them all, e.g. minimum ages). */
export async function loadBrandSettings(database: Database, brandId: number): Promise<BrandSettings> {
  const rows = await findBrandConfigRows(database.db, brandId);
  const base = rows.find((r) => r.country === '*')?.config;
  const countries = new Map<string, SiteSettings>();
  for (const row of rows) {
    if (row.country !== '*') countries.set(row.country, sanitizeSiteConfig(mergeConfig(base, row.config)));
  }
  return { base: sanitizeSiteConfig(mergeConfig(base, undefined)), countries };
}

export { type ConfigProblem, checkSiteConfig } from './config-check';
export { diffJson, type JsonChange } from './config-diff';
export {
  BRAND_DEFAULTS,
  brandBySlug,
  currentConfig,
  effectiveSettings,
  findConfigVersion,
  listConfigurableBrands,
  listConfigVersions,
  saveConfigVersion,
} from './config-versions';
