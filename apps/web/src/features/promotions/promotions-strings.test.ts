import { PROMO_REFUSALS, type Promotion } from '@fairline/shared/wire/promotions';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n';
import { dictionaryUnit, keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';
import { promoHeadline, promoTerms } from './promotion-terms';

/** The keys the promotions pages and the office's promo code write out, and the refusals' keys built from the wire. */
function keysUsed(): Set<string> {
  const found = keysWritten('promo', [
    'features/promotions',
    'features/bonuses/promo-code-form.tsx',
    'features/bonuses/promo-history.tsx',
    'features/bonuses/promo-refusal.ts',
  ]);
  for (const refusal of PROMO_REFUSALS) found.add(`promo.refusal.${refusal}`);
  return found;
}

const START20: Promotion = {
  slug: 'promo-start',
  code: 'PROMO_START',
  kind: 'promo',
  type: 3,
  product: 'sport',
  name: 'Promo code START20',
  description: '',
  promoCode: 'START20',
  percent: null,
  amount: 20_00,
  minDeposit: null,
  currencyId: 10,
  currencyIso: 'USD',
  validDays: 14,
  startsAt: null,
  endsAt: null,
  rules: {
    multiplier: 5,
    minOddsSingle: 1.5,
    minOddsLeg: 1.4,
    minOddsExpress: 2,
    sportWeight: 100,
    casinoWeight: 0,
    maxBet: 20_00,
  },
};

describe('promotions strings', () => {
  it('translates every key the promotions pages and the promo code use, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(40);
    expect(untranslated('promotions', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('promotions')).toEqual([]);
  });

  it('writes a promo code’s terms from its numbers: the amount, the code, the wagering, the odds and the max bet', () => {
    const translator = createTranslator('en');
    translator.addBundle('en', dictionaryUnit('en', 'promotions'));
    translator.setLanguage('en');
    const { t } = translator;
    expect(promoHeadline(START20, t, 'en')).toMatch(/^20(\.00)? ?\$ bonus$|^\$20(\.00)? bonus$/);
    const terms = promoTerms(START20, t, 'en', (iso) => iso);
    expect(terms[1]).toBe('Promo code START20: enter it in your account under Bonuses. Each player can use it once.');
    expect(terms).toContain('Wager the bonus 5 times within 14 days.');
    expect(terms.some((term) => term.includes('odds of 1.50 or more') && term.includes('2.00 or more'))).toBe(true);
    expect(terms.some((term) => term.startsWith('Bets above') && term.includes('20'))).toBe(true);
    // A deposit bonus says its percent and cap instead, and no code.
    const deposit = {
      ...START20,
      kind: 'welcome' as const,
      promoCode: null,
      percent: 100,
      amount: 100_00,
      minDeposit: 1_00,
    };
    expect(promoHeadline(deposit, t, 'en')).toContain('100% up to');
    expect(promoTerms(deposit, t, 'en', (iso) => iso).some((term) => term.includes('Promo code'))).toBe(false);
  });
});
