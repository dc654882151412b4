import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { CITIES } from './cities';
import { COUNTRIES, COUNTRY, SPORT } from './sports';

const catalog = buildCatalog(20261122);
const champ = (id: number) => catalog.champById.get(id);
const names = (champId: number) => (champ(champId)?.teamIds ?? []).map((id) => catalog.teamById.get(id)?.name);

/** The city a club is named after: the longest city of its country that its English name contains. */
const cityOf = (countryId: number, name: string) =>
  (CITIES[countryId] ?? [])
    .map(([en]) => en)
    .filter((city) => name.includes(city))
    .sort((a, b) => b.length - a.length)[0];

describe('championship names are unambiguous', () => {
  it('puts the country in front of a national league’s name in every language', () => {
    expect(champ(1)?.name).toEqual({
      en: 'England. Premier League',
      ru: 'Англия. Премьер-лига',
      ar: 'إنجلترا. الدوري الممتاز',
    });
    expect(champ(11)?.name).toEqual({
      en: 'Russia. Premier League',
      ru: 'Россия. Премьер-лига',
      ar: 'روسيا. الدوري الممتاز',
    });
    expect(champ(7)?.name.ar).toBe('إيطاليا. سيري أ');
    expect(champ(7)?.name.en).toBe('Italy. Serie A');
    expect(champ(12)?.name.en).toBe('Brazil. Série A');
  });

  it('leaves supranational championships (European cups, tours, cyber) as they are named', () => {
    expect(champ(120)?.name.en).toBe('Champions Cup');
    expect(champ(60)?.name.en).toBe('ATP Challenger');
    expect(champ(90)?.name.en).toBe('CS2. Pro Series');
  });

  it('never gives two championships of one sport the same name in either language', () => {
    for (const lang of ['en', 'ru', 'ar'] as const) {
      const seen = new Set<string>();
      for (const c of catalog.champs) {
        const key = `${c.sportId}|${c.name[lang]}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe('championship names are translated', () => {
  const SUPRANATIONAL = new Set([COUNTRY.europe, COUNTRY.southAmerica, COUNTRY.international]);
  const national = catalog.champs.filter((c) => !SUPRANATIONAL.has(c.countryId as never));
  const countryOf = (id: number) => COUNTRIES.find((c) => c.id === id);

  it('gives every country an Arabic name in Arabic script', () => {
    for (const country of COUNTRIES) expect(country.name.ar, country.name.en).toMatch(/^[\u0600-\u06ff ]+$/);
  });

  it('names every national league in Arabic with its country’s Arabic name in front, in Arabic script', () => {
    expect(national.length).toBeGreaterThan(40);
    for (const c of national) {
      expect(c.name.ar, c.name.en).toMatch(new RegExp(`^${countryOf(c.countryId)?.name.ar}\\. `));
      expect(c.name.ar, c.name.en).toMatch(/[\u0600-\u06ff]/);
      expect(c.name.ar, c.name.en).not.toContain(countryOf(c.countryId)?.name.en);
    }
  });

  it('names every national league in Russian in Cyrillic, never as in English', () => {
    for (const c of national) {
      expect(c.name.ru, c.name.en).toMatch(/^[А-ЯЁ][А-ЯЁа-яё -]*\. /);
      expect(c.name.ru).not.toBe(c.name.en);
    }
  });

  it('gives every championship, national or not, an Arabic name', () => {
    for (const c of catalog.champs) expect(c.name.ar, c.name.en).toBeTruthy();
  });

  it('isolates a Latin-and-digit token after Arabic words ("2x6"), so a right-to-left page does not split it', () => {
    // Unisolated, "سايبر ماسترز 2x6" is drawn "2 سايبر ماسترز x6": the 2 joins the Arabic run.
    const mixed = /[\u0600-\u06ff] ([^\s\u0600-\u06ff]*\d[^\s\u0600-\u06ff]*)/g;
    for (const c of catalog.champs) {
      for (const [, token = ''] of c.name.ar?.matchAll(mixed) ?? []) {
        if (/[A-Za-z]/.test(token)) expect(token, `${c.name.en}: ${c.name.ar}`).toMatch(/^\u2066.*\u2069$/);
      }
    }
  });
});

describe('a team has one name in its league', () => {
  it('names every team of a championship differently, in English and in Russian', () => {
    for (const c of catalog.champs) {
      const teams = names(c.id);
      expect(teams.every(Boolean), c.name.en).toBe(true);
      for (const lang of ['en', 'ru'] as const) {
        expect(new Set(teams.map((t) => t?.[lang])).size, `${c.name.en} (${lang})`).toBe(teams.length);
      }
    }
  });

  it('takes each club of a football or club league from its own city (no "Giza FC" beside "Giza SC")', () => {
    const clubSports: number[] = [SPORT.football, SPORT.hockey, SPORT.basketball, SPORT.handball, SPORT.volleyball];
    for (const c of catalog.champs.filter((c) => clubSports.includes(c.sportId))) {
      const cities = names(c.id).map((t) => cityOf(c.countryId, t?.en ?? ''));
      if (cities.every((city) => city === undefined)) continue; // a cup across countries: checked in its leagues
      expect(new Set(cities).size, c.name.en).toBe(cities.length);
    }
  });

  it('plays a cup’s and a reserve league’s sides under the names their clubs have in their league', () => {
    const turkishCup = catalog.champById.get(116);
    for (const id of turkishCup?.teamIds ?? []) expect(catalog.teamById.get(id)?.champId).toBe(14);
    const reserves = names(113).map((t) => t?.en);
    expect(reserves).toEqual(names(1).map((t) => `${t?.en} U21`));
  });
});

describe('championship ranks', () => {
  it('ranks the big European football leagues and cups 1, other top divisions 2, lower ones 3', () => {
    for (const id of [1, 3, 5, 7, 9, 120]) expect(champ(id)?.rank, String(id)).toBe(1);
    expect(champ(11)?.rank).toBe(2);
    expect(champ(60)?.rank).toBe(2);
    expect(champ(2)?.rank).toBe(3);
    expect(champ(61)?.rank).toBe(3);
  });
});
