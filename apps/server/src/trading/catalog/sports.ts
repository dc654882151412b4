import type { Country, Sport } from '../types';

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

export const SPORTS: readonly Sport[] = [
  { id: SPORT.football, name: { en: 'Football', ru: 'Футбол' }, family: 'goals', isCyber: false },
  { id: SPORT.hockey, name: { en: 'Ice Hockey', ru: 'Хоккей' }, family: 'goals', isCyber: false },
  { id: SPORT.basketball, name: { en: 'Basketball', ru: 'Баскетбол' }, family: 'points', isCyber: false },
  { id: SPORT.tennis, name: { en: 'Tennis', ru: 'Теннис' }, family: 'sets', isCyber: false },
  { id: SPORT.volleyball, name: { en: 'Volleyball', ru: 'Волейбол' }, family: 'sets', isCyber: false },
  { id: SPORT.handball, name: { en: 'Handball', ru: 'Гандбол' }, family: 'points', isCyber: false },
  { id: SPORT.tableTennis, name: { en: 'Table Tennis', ru: 'Настольный теннис' }, family: 'sets', isCyber: false },
  { id: SPORT.fifa, name: { en: 'FIFA', ru: 'FIFA' }, family: 'goals', isCyber: true },
  { id: SPORT.cs2, name: { en: 'CS2', ru: 'CS2' }, family: 'sets', isCyber: true },
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
  international: 99,
} as const;

export const COUNTRIES: readonly Country[] = [
  { id: COUNTRY.england, iso: 'GB-ENG', name: { en: 'England', ru: 'Англия' } },
  { id: COUNTRY.spain, iso: 'ES', name: { en: 'Spain', ru: 'Испания' } },
  { id: COUNTRY.germany, iso: 'DE', name: { en: 'Germany', ru: 'Германия' } },
  { id: COUNTRY.italy, iso: 'IT', name: { en: 'Italy', ru: 'Италия' } },
  { id: COUNTRY.france, iso: 'FR', name: { en: 'France', ru: 'Франция' } },
  { id: COUNTRY.russia, iso: 'RU', name: { en: 'Russia', ru: 'Россия' } },
  { id: COUNTRY.brazil, iso: 'BR', name: { en: 'Brazil', ru: 'Бразилия' } },
  { id: COUNTRY.usa, iso: 'US', name: { en: 'USA', ru: 'США' } },
  { id: COUNTRY.turkey, iso: 'TR', name: { en: 'Turkey', ru: 'Турция' } },
  { id: COUNTRY.netherlands, iso: 'NL', name: { en: 'Netherlands', ru: 'Нидерланды' } },
  { id: COUNTRY.portugal, iso: 'PT', name: { en: 'Portugal', ru: 'Португалия' } },
  { id: COUNTRY.kazakhstan, iso: 'KZ', name: { en: 'Kazakhstan', ru: 'Казахстан' } },
  { id: COUNTRY.finland, iso: 'FI', name: { en: 'Finland', ru: 'Финляндия' } },
  { id: COUNTRY.sweden, iso: 'SE', name: { en: 'Sweden', ru: 'Швеция' } },
  { id: COUNTRY.czechia, iso: 'CZ', name: { en: 'Czechia', ru: 'Чехия' } },
  { id: COUNTRY.poland, iso: 'PL', name: { en: 'Poland', ru: 'Польша' } },
  { id: COUNTRY.international, iso: 'INT', name: { en: 'International', ru: 'Международный' } },
];
