import type { Database } from '../../infra/db';

export interface Place {
  id: number;
  nameEn: string;
  nameRu: string;
}

/** Regions of a country in display order. */
export async function regionsOf(database: Database, countryId: number): Promise<Place[]> {
  return database.query<Place>(
    'select id, name_en as "nameEn", name_ru as "nameRu" from geo_regions where country_id = $1 order by id',
    [countryId],
  );
}

/** Cities of a region in display order. */
export async function citiesOf(database: Database, regionId: number): Promise<Place[]> {
  return database.query<Place>(
    'select id, name_en as "nameEn", name_ru as "nameRu" from geo_cities where region_id = $1 order by id',
    [regionId],
  );
}

/** Ids of the countries that have regions, and of the regions that have cities (field dependencies). */
export async function placeParents(database: Database): Promise<{ countryIds: number[]; regionIds: number[] }> {
  const countries = await database.query<{ id: number }>(
    'select distinct country_id as id from geo_regions order by 1',
  );
  const regions = await database.query<{ id: number }>('select distinct region_id as id from geo_cities order by 1');
  return { countryIds: countries.map((r) => r.id), regionIds: regions.map((r) => r.id) };
}

/** Whether the region lies in the country and (when given) the city in the region. */
export async function isPlaceConsistent(
  database: Database,
  place: { countryId: number; regionId: number; cityId?: number | undefined },
): Promise<{ region: boolean; city: boolean }> {
  const [row] = await database.query<{ region: boolean; city: boolean }>(
    `select exists(select 1 from geo_regions where id = $2 and country_id = $1) as region,
            exists(select 1 from geo_cities where id = $3 and region_id = $2) as city`,
    [place.countryId, place.regionId, place.cityId ?? -1],
  );
  return { region: row?.region ?? false, city: row?.city ?? false };
}
