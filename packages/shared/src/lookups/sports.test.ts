import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESPORT_ID_RANGE, getSport, getSportBySlug, isSportId, SPORTS, SportId, sportName } from './sports';

describe('sports lookup', () => {
  it.each([
    [1, 'Football', 'Футбол'],
    [2, 'Ice Hockey', 'Хоккей'],
    [3, 'Basketball', 'Баскетбол'],
    [4, 'Tennis', 'Теннис'],
    [40, 'Esports', 'Киберспорт'],
    [85, 'FIFA', 'FIFA'],
    [4046, 'CS2', 'CS2'],
  ])('names sport %i as the spec does (%s / %s)', (id, nameEn, nameRu) => {
    expect(sportName(id, 'en')).toBe(nameEn);
    expect(sportName(id, 'ru')).toBe(nameRu);
  });

  it('pins the SportId constants to the spec ids', () => {
    expect(SportId).toMatchObject({
      Football: 1,
      Hockey: 2,
      Basketball: 3,
      Tennis: 4,
      Esports: 40,
      Fifa: 85,
      Cs2: 4046,
    });
    for (const id of Object.values(SportId)) expect(getSport(id)?.id).toBe(id);
  });

  it('holds every id 1..311 and 4005..4048 plus the dummy entry, each exactly once', () => {
    const expected = [
      0,
      ...Array.from({ length: 311 }, (_, i) => i + 1),
      ...Array.from({ length: 44 }, (_, i) => i + 4005),
    ];
    expect(SPORTS.map((sport) => sport.id)).toEqual(expected);
  });

  it('marks only id 0 as the dummy entry', () => {
    expect(SPORTS.filter((sport) => sport.kind === 'dummy').map((sport) => sport.id)).toEqual([0]);
  });

  it('gives every sport a unique slug', () => {
    expect(new Set(SPORTS.map((sport) => sport.slug)).size).toBe(SPORTS.length);
  });

  it('treats every id in 4005..4048 as a named cyber discipline', () => {
    for (let id = ESPORT_ID_RANGE.min; id <= ESPORT_ID_RANGE.max; id++) {
      const sport = getSport(id);
      expect(sport?.kind).toBe('cyber');
      expect(sport?.isCyber).toBe(true);
      expect(sport?.slug).not.toMatch(/^sport-/);
    }
  });

  it('flags esports and FIFA as cyber but not football', () => {
    expect(getSport(SportId.Esports)?.isCyber).toBe(true);
    expect(getSport(SportId.Fifa)?.isCyber).toBe(true);
    expect(getSport(SportId.Football)?.isCyber).toBe(false);
  });

  it('keeps isCyber in step with the cyber kind', () => {
    for (const sport of SPORTS) expect(sport.isCyber).toBe(sport.kind === 'cyber');
  });

  it('generates "Sport N" / "Спорт N" for an id without a known name', () => {
    expect(getSport(200)).toEqual({
      id: 200,
      slug: 'sport-200',
      nameEn: 'Sport 200',
      nameRu: 'Спорт 200',
      nameAr: 'رياضة 200',
      isCyber: false,
      kind: 'regular',
    });
  });

  it('falls back to English for languages other than Russian and Arabic', () => {
    expect(sportName(SportId.Football, 'de')).toBe('Football');
    expect(sportName(SportId.Football, 'ru-RU')).toBe('Футбол');
  });

  it.each([
    [SportId.Football, 'كرة القدم'],
    [SportId.Hockey, 'هوكي الجليد'],
    [SportId.Basketball, 'كرة السلة'],
    [SportId.Tennis, 'التنس'],
    [SportId.TableTennis, 'كرة الطاولة'],
    [SportId.Esports, 'الرياضات الإلكترونية'],
  ])('names sport %i in Arabic as Arabic sites do (%s), for ar and ar-iq alike', (id, nameAr) => {
    expect(sportName(id, 'ar')).toBe(nameAr);
    expect(sportName(id, 'ar-IQ')).toBe(nameAr);
  });

  it('gives every named sport but the esports titles a name in Arabic script', () => {
    const arabic = /[\u0600-\u06ff]/;
    for (const sport of SPORTS) {
      if (sport.kind === 'cyber' && sport.id !== SportId.Esports && sport.id !== 4048) continue;
      if (sport.id === SportId.Fifa) continue;
      expect(sport.nameAr, `${sport.id} ${sport.nameEn}`).toMatch(arabic);
    }
  });

  it('keeps game titles (Dota 2, CS2, FIFA) in Latin script on Arabic pages, as Arabic sites write them', () => {
    expect(sportName(SportId.Cs2, 'ar')).toBe('CS2');
    expect(sportName(SportId.Dota2, 'ar')).toBe('Dota 2');
    expect(sportName(SportId.Fifa, 'ar')).toBe('FIFA');
  });

  it('knows nothing outside the id ranges', () => {
    expect(getSport(312)).toBeUndefined();
    expect(getSport(4004)).toBeUndefined();
    expect(getSport(4049)).toBeUndefined();
    expect(isSportId(0)).toBe(true);
    expect(isSportId(-1)).toBe(false);
  });

  it('finds a sport by its slug', () => {
    expect(getSportBySlug('football')?.id).toBe(1);
    expect(getSportBySlug('cs2')?.id).toBe(4046);
    expect(getSportBySlug('quidditch')).toBeUndefined();
  });

  it('always returns a non-empty name, even for ids it does not know', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), fc.constantFrom('ru', 'en', 'ar', '--'), (id, lang) => {
        expect(sportName(id, lang).length).toBeGreaterThan(0);
      }),
    );
  });
});
