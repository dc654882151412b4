import { describe, expect, it } from 'vitest';
import { errorMessageKey, isSessionOver } from './errors';
import { DICTIONARIES, en, translate } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('studio dictionary', () => {
  it('has every message in ru, en and ar, with the same placeholders', () => {
    for (const [lang, dict] of Object.entries(DICTIONARIES)) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(dict[key], `${lang}.${key}`).toBeTruthy();
        expect(placeholders(dict[key]), `${lang}.${key}`).toEqual(placeholders(en[key]));
      }
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'youWon', { amount: '€5.00' })).toBe('You won €5.00');
    expect(translate('ru', 'cashOut', { amount: '2 €' })).toBe('Забрать 2 €');
  });

  it('says what a refused bet means instead of a raw code', () => {
    expect(errorMessageKey('RS_ERROR_NOT_ENOUGH_MONEY')).toBe('errNotEnoughMoney');
    expect(errorMessageKey('RS_ERROR_LIMIT_REACHED')).toBe('errLimit');
    expect(errorMessageKey('RS_ERROR_USER_DISABLED')).toBe('errDisabled');
    expect(errorMessageKey('RS_ERROR_TOKEN_EXPIRED')).toBe('errExpired');
    expect(errorMessageKey('SOMETHING_NEW')).toBe('errGeneric');
    expect(isSessionOver('RS_ERROR_TOKEN_EXPIRED')).toBe(true);
    expect(isSessionOver('RS_ERROR_NOT_ENOUGH_MONEY')).toBe(false);
  });
});
