import { getSport } from '@fairline/shared/lookups/sports';
import type { Country, Names, Sport } from '../types';

export const SPORT = {
  football: 1,
  hockey: 2,
  basketball: 3,
  tennis: 4,
  volleyball: 6,
  handball: 8,
  tableTennis: 10,
  fifa: 85,
  cs2: 4046,
} as const;

/** A sport's names as the site's sports lookup gives them, so the feed and the menu say the same. */
function sportNames(id: number): Names {
  const sport = getSport(id);
  if (!sport) throw new Error(`sport ${id} is not in the sports lookup`);
  return { en: sport.nameEn, ru: sport.nameRu, ar: sport.nameAr };
}

// `popularity`: a sport's share of betting interest relative to football, as bookmakers' turnover
// splits it (football far ahead, then basketball, tennis and hockey; table tennis fills the hours).
export const SPORTS: readonly Sport[] = [
  { id: SPORT.football, name: sportNames(SPORT.football), family: 'goals', isCyber: false, popularity: 1 },
  { id: SPORT.hockey, name: sportNames(SPORT.hockey), family: 'goals', isCyber: false, popularity: 0.5 },
  {
    id: SPORT.basketball,
    name: sportNames(SPORT.basketball),
    family: 'points',
    isCyber: false,
    popularity: 0.6,
  },
  { id: SPORT.tennis, name: sportNames(SPORT.tennis), family: 'sets', isCyber: false, popularity: 0.5 },
  { id: SPORT.volleyball, name: sportNames(SPORT.volleyball), family: 'sets', isCyber: false, popularity: 0.3 },
  { id: SPORT.handball, name: sportNames(SPORT.handball), family: 'points', isCyber: false, popularity: 0.3 },
  {
    id: SPORT.tableTennis,
    name: sportNames(SPORT.tableTennis),
    family: 'sets',
    isCyber: false,
    popularity: 0.15,
  },
  { id: SPORT.fifa, name: sportNames(SPORT.fifa), family: 'goals', isCyber: true, popularity: 0.25 },
  { id: SPORT.cs2, name: sportNames(SPORT.cs2), family: 'sets', isCyber: true, popularity: 0.35 },
];

/** Country ids are our own; the feed layer maps them to the site's country list. */
export const COUNTRY = {
  england: 1,
  spain: 2,
  germany: 3,
  italy: 4,
  france: 5,
  russia: 6,
  brazil: 7,
  usa: 8,
  turkey: 9,
  netherlands: 10,
  portugal: 11,
  kazakhstan: 12,
  finland: 13,
  sweden: 14,
  czechia: 15,
  poland: 16,
  japan: 17,
  australia: 18,
  argentina: 19,
  mexico: 20,
  korea: 21,
  china: 22,
  saudiArabia: 23,
  india: 24,
  indonesia: 25,
  egypt: 26,
  colombia: 27,
  vietnam: 28,
  greece: 29,
  romania: 30,
  chile: 31,
  ecuador: 32,
  thailand: 33,
  uae: 34,
  southAmerica: 97,
  europe: 98,
  international: 99,
} as const;

export const COUNTRIES: readonly Country[] = [
  { id: COUNTRY.england, iso: 'GB-ENG', name: { en: 'England', ru: 'Англия', ar: 'إنجلترا' } },
  { id: COUNTRY.spain, iso: 'ES', name: { en: 'Spain', ru: 'Испания', ar: 'إسبانيا' } },
  { id: COUNTRY.germany, iso: 'DE', name: { en: 'Germany', ru: 'Германия', ar: 'ألمانيا' } },
  { id: COUNTRY.italy, iso: 'IT', name: { en: 'Italy', ru: 'Италия', ar: 'إيطاليا' } },
  { id: COUNTRY.france, iso: 'FR', name: { en: 'France', ru: 'Франция', ar: 'فرنسا' } },
  { id: COUNTRY.russia, iso: 'RU', name: { en: 'Russia', ru: 'Россия', ar: 'روسيا' } },
  { id: COUNTRY.brazil, iso: 'BR', name: { en: 'Brazil', ru: 'Бразилия', ar: 'البرازيل' } },
  { id: COUNTRY.usa, iso: 'US', name: { en: 'USA', ru: 'США', ar: 'الولايات المتحدة' } },
  { id: COUNTRY.turkey, iso: 'TR', name: { en: 'Turkey', ru: 'Турция', ar: 'تركيا' } },
  { id: COUNTRY.netherlands, iso: 'NL', name: { en: 'Netherlands', ru: 'Нидерланды', ar: 'هولندا' } },
  { id: COUNTRY.portugal, iso: 'PT', name: { en: 'Portugal', ru: 'Португалия', ar: 'البرتغال' } },
  { id: COUNTRY.kazakhstan, iso: 'KZ', name: { en: 'Kazakhstan', ru: 'Казахстан', ar: 'كازاخستان' } },
  { id: COUNTRY.finland, iso: 'FI', name: { en: 'Finland', ru: 'Финляндия', ar: 'فنلندا' } },
  { id: COUNTRY.sweden, iso: 'SE', name: { en: 'Sweden', ru: 'Швеция', ar: 'السويد' } },
  { id: COUNTRY.czechia, iso: 'CZ', name: { en: 'Czechia', ru: 'Чехия', ar: 'التشيك' } },
  { id: COUNTRY.poland, iso: 'PL', name: { en: 'Poland', ru: 'Польша', ar: 'بولندا' } },
  { id: COUNTRY.japan, iso: 'JP', name: { en: 'Japan', ru: 'Япония', ar: 'اليابان' } },
  { id: COUNTRY.australia, iso: 'AU', name: { en: 'Australia', ru: 'Австралия', ar: 'أستراليا' } },
  { id: COUNTRY.argentina, iso: 'AR', name: { en: 'Argentina', ru: 'Аргентина', ar: 'الأرجنتين' } },
  { id: COUNTRY.mexico, iso: 'MX', name: { en: 'Mexico', ru: 'Мексика', ar: 'المكسيك' } },
  { id: COUNTRY.korea, iso: 'KR', name: { en: 'South Korea', ru: 'Южная Корея', ar: 'كوريا الجنوبية' } },
  { id: COUNTRY.china, iso: 'CN', name: { en: 'China', ru: 'Китай', ar: 'الصين' } },
  { id: COUNTRY.saudiArabia, iso: 'SA', name: { en: 'Saudi Arabia', ru: 'Саудовская Аравия', ar: 'السعودية' } },
  { id: COUNTRY.india, iso: 'IN', name: { en: 'India', ru: 'Индия', ar: 'الهند' } },
  { id: COUNTRY.indonesia, iso: 'ID', name: { en: 'Indonesia', ru: 'Индонезия', ar: 'إندونيسيا' } },
  { id: COUNTRY.egypt, iso: 'EG', name: { en: 'Egypt', ru: 'Египет', ar: 'مصر' } },
  { id: COUNTRY.colombia, iso: 'CO', name: { en: 'Colombia', ru: 'Колумбия', ar: 'كولومبيا' } },
  { id: COUNTRY.vietnam, iso: 'VN', name: { en: 'Vietnam', ru: 'Вьетнам', ar: 'فيتنام' } },
  { id: COUNTRY.greece, iso: 'GR', name: { en: 'Greece', ru: 'Греция', ar: 'اليونان' } },
  { id: COUNTRY.romania, iso: 'RO', name: { en: 'Romania', ru: 'Румыния', ar: 'رومانيا' } },
  { id: COUNTRY.chile, iso: 'CL', name: { en: 'Chile', ru: 'Чили', ar: 'تشيلي' } },
  { id: COUNTRY.ecuador, iso: 'EC', name: { en: 'Ecuador', ru: 'Эквадор', ar: 'الإكوادور' } },
  { id: COUNTRY.thailand, iso: 'TH', name: { en: 'Thailand', ru: 'Таиланд', ar: 'تايلاند' } },
  { id: COUNTRY.uae, iso: 'AE', name: { en: 'United Arab Emirates', ru: 'ОАЭ', ar: 'الإمارات' } },
  { id: COUNTRY.southAmerica, iso: 'XSA', name: { en: 'South America', ru: 'Южная Америка', ar: 'أمريكا الجنوبية' } },
  { id: COUNTRY.europe, iso: 'EU', name: { en: 'Europe', ru: 'Европа', ar: 'أوروبا' } },
  { id: COUNTRY.international, iso: 'INT', name: { en: 'International', ru: 'Международный', ar: 'دولي' } },
];
