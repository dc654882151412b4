import type { Database } from '../../infra/db';
import { seedBonusCampaigns } from './bonus-campaigns';
import { DEMO_BRANDS } from './brands';
import { seedCasinoTournaments } from './casino-tournaments';
import { seedGeo } from './geo';
import { INFORMATION_PAGES_SEED } from './information';
import { seedLoyaltyPoints } from './loyalty-points';
import { seedSeo } from './seo';

/** Fills the demo brands, their configuration and the information pages; safe to run on every start. */
export async function seedDemo(database: Database): Promise<void> {
  for (const { brand, config, countries } of DEMO_BRANDS) {
    const [row] = await database.query<{ id: number }>(
      `insert into brands (slug, name, ref_id, project_id, domains, default_country)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (slug) do update set name = excluded.name, ref_id = excluded.ref_id, project_id = excluded.project_id,
         domains = excluded.domains, default_country = excluded.default_country
       returning id`,
      [brand.slug, brand.name, brand.refId, brand.projectId, brand.domains, brand.defaultCountry],
    );
    const brandId = row!.id;
    if (brand.slug === 'fairline') {
      await seedBonusCampaigns(database, brandId);
      await seedLoyaltyPoints(database, brandId);
      await seedCasinoTournaments(database, brandId);
    }
    const rows: [string, unknown][] = [['*', config], ...Object.entries(countries)];
    for (const [country, cfg] of rows) {
      await database.query(
        // The demo's own rows follow the code, until staff edit one in the back office (ADR 0055):
        // from then on a restart keeps what they saved.
        `insert into site_configs (brand_id, country, config) values ($1, $2, $3)
         on conflict (brand_id, country) do update set config = excluded.config, updated_at = now()
         where not exists (select 1 from site_config_versions v
                           where v.brand_id = excluded.brand_id and v.country = excluded.country)`,
        [brandId, country, JSON.stringify(cfg)],
      );
    }
  }
  await seedGeo(database);
  await seedSeo(database);
  // Demo promo codes (a boost of the winnings, once per player), to try the bet slip's promo field.
  await database.query(
    `insert into promo_codes (code, kind, percent) values ('WELCOME10', 'boost', 10), ('EXPRESS5', 'boost', 5)
     on conflict (code) do nothing`,
  );
  for (const page of INFORMATION_PAGES_SEED) {
    for (const lang of ['ru', 'en', 'ar'] as const) {
      await database.query(
        `insert into information_pages (brand_id, page_key, lang, title, blocks) values (null, $1, $2, $3, $4)
         on conflict (coalesce(brand_id, 0), page_key, lang) do update set title = excluded.title, blocks = excluded.blocks, updated_at = now()
         where not information_pages.edited_by_staff`,
        [page.key, lang, page.title[lang], JSON.stringify(page.blocks[lang])],
      );
    }
  }
}
