import { describe, expect, it } from 'vitest';
import { createNameBook, marketName, nameLanguageOf } from './names';

const provider = {
  sports: () => [{ id: 1, name: { en: 'Football', ru: 'Футбол', ar: 'كرة القدم' } }],
  championships: () => [{ id: 7, name: { en: 'Italy. Serie A', ru: 'Италия. Серия A', ar: 'إيطاليا. سيري أ' } }],
  getGame: () => ({ home: { name: { en: 'Roma', ru: 'Рома' } }, away: { name: { en: 'Milano', ru: 'Милан' } } }),
} as unknown as Parameters<typeof createNameBook>[0];

describe('bet history names', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-IQ', 'ar'],
    ['ru-RU', 'ru'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('reads lng %s as %s', (lng, lang) => expect(nameLanguageOf(lng)).toBe(lang));

  it('names the sport and championship of an Arabic bet in Arabic, its teams as the provider writes them', () => {
    const book = createNameBook(provider, () => 0);
    expect(book.sport(1, 'ar')).toBe('كرة القدم');
    expect(book.champ(7, 'ar')).toBe('إيطاليا. سيري أ');
    expect(book.teams(1, 'ar', {})).toEqual({ home: 'Roma', away: 'Milano' });
  });

  it('falls back to the English market name on Arabic pages instead of a bare code', () => {
    expect(marketName(1, 1, 'ar').group).toBe(marketName(1, 1, 'en').group);
    expect(marketName(1, 1, 'ar').group).not.toMatch(/^G\d+$/);
  });
});
