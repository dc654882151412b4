import { countryByIso } from '@fairline/shared/lookups/countries';
import type { Database } from '../../infra/db';
import { GEO_SEED } from './geo-data';

type Row = { id: number; parent: number; nameEn: string; nameRu: string };

/** The seed as rows with their stable ids. */
export function geoSeedRows(): { regions: Row[]; cities: Row[] } {
  const regions: Row[] = [];
  const cities: Row[] = [];
  for (const [iso, list] of Object.entries(GEO_SEED)) {
    const countryId = countryByIso(iso)?.id;
    if (countryId === undefined) throw new Error(`geo seed names an unknown country: ${iso}`);
    list.forEach(([nameEn, nameRu, towns], r) => {
      const regionId = countryId * 100 + r + 1;
      regions.push({ id: regionId, parent: countryId, nameEn, nameRu });
      towns.forEach(([cityEn, cityRu], c) => {
        cities.push({ id: regionId * 100 + c + 1, parent: regionId, nameEn: cityEn, nameRu: cityRu });
      });
    });
  }
  return { regions, cities };
}

/** Fills the regions and cities; safe to run on every start (rows are upserted by their stable ids). */
export async function seedGeo(database: Database): Promise<void> {
  const { regions, cities } = geoSeedRows();
  await database.query(
    `insert into geo_regions (id, country_id, name_en, name_ru)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
     on conflict (id) do update set country_id = excluded.country_id, name_en = excluded.name_en, name_ru = excluded.name_ru`,
    columns(regions),
  );
  await database.query(
    `insert into geo_cities (id, region_id, name_en, name_ru)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
     on conflict (id) do update set region_id = excluded.region_id, name_en = excluded.name_en, name_ru = excluded.name_ru`,
    columns(cities),
  );
}

function columns(rows: Row[]): [number[], number[], string[], string[]] {
  return [rows.map((r) => r.id), rows.map((r) => r.parent), rows.map((r) => r.nameEn), rows.map((r) => r.nameRu)];
}
