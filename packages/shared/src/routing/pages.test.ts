import { describe, expect, it } from 'vitest';
import { HOME_VARIANTS, INFORMATION_PAGES, isHomeVariant, isInformationPage } from './pages';

describe('page lists', () => {
  it('lists the 16 home variants and 25 information pages of the spec, without duplicates', () => {
    expect(new Set(HOME_VARIANTS).size).toBe(16);
    expect(new Set(INFORMATION_PAGES).size).toBe(25);
  });

  it('recognises names exactly as the spec spells them', () => {
    expect(isHomeVariant('europa-league-2025')).toBe(true);
    expect(isHomeVariant('europa')).toBe(false);
    expect(isInformationPage('privacyPolicy')).toBe(true);
    expect(isInformationPage('privacypolicy')).toBe(false);
  });
});
