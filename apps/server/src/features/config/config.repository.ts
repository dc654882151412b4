import { and, eq, inArray } from 'drizzle-orm';
import { brands, siteConfigs } from '../../db/schema';
import type { Db } from '../../infra/db';

export type BrandRow = typeof brands.$inferSelect;

export async function findAllBrands(db: Db): Promise<BrandRow[]> {
  return db.select().from(brands).orderBy(brands.id);
}

/** The brand's default row ('*') and the row of one country, if any. */
export async function findConfigRows(db: Db, brandId: number, country: string) {
  return db
    .select({ country: siteConfigs.country, config: siteConfigs.config })
    .from(siteConfigs)
    .where(and(eq(siteConfigs.brandId, brandId), inArray(siteConfigs.country, ['*', country])));
}

/** Every configuration row of the brand: its defaults ('*') and the countries it configures. */
export async function findBrandConfigRows(db: Db, brandId: number) {
  return db
    .select({ country: siteConfigs.country, config: siteConfigs.config })
    .from(siteConfigs)
    .where(eq(siteConfigs.brandId, brandId));
}
