// A championship's name as players read it: a national league carries its country ("England.
// Premier League"), since league names repeat across countries ("Premier League" in England,
// Russia, Kazakhstan and Egypt; "Serie A" and "Série A"). See docs/decisions/0021-championship-names.md.
import type { Names } from '../types';
import type { ChampSpec } from './champ-specs';
import { COUNTRIES, COUNTRY } from './sports';

/** Countries that stand for no nation: their championships' names already say what they are. */
const SUPRANATIONAL: ReadonlySet<number> = new Set([COUNTRY.europe, COUNTRY.southAmerica, COUNTRY.international]);

/** The name with the country in front (`Country. League`), in each language; supranational names as they are. */
export function champDisplayName(spec: Pick<ChampSpec, 'countryId' | 'name'>): Names {
  const country = COUNTRIES.find((c) => c.id === spec.countryId);
  if (!country || SUPRANATIONAL.has(spec.countryId)) return spec.name;
  const { en, ru, ar } = country.name;
  return {
    en: `${en}. ${spec.name.en}`,
    ru: `${ru}. ${spec.name.ru}`,
    // "إنجلترا. الدوري الممتاز": Arabic sites name the country first too; a missing part reads in English.
    ar: `${ar ?? en}. ${spec.name.ar ?? spec.name.en}`,
  };
}
