import { describe, expect, it } from 'vitest';
import type { FormField } from '../../components/ui';
import { preselectedBonus, sitePathOf, withPreselectedBonus } from './preselect-bonus';

const BY_ROUTE = { '/casino': 'WELCOME_CASINO', '/casino/vip': 'NO_BONUS', '/promo/welcome-sport': '0' };

describe('preselectedBonusByRoute', () => {
  it('reads the page path without its language segment', () => {
    expect(sitePathOf('/en/casino/slots/')).toBe('/casino/slots');
    expect(sitePathOf('/ar')).toBe('/');
    expect(sitePathOf('/ru/')).toBe('/');
  });

  it('a configured path covers itself and the pages under it, the longest one winning', () => {
    expect(preselectedBonus('/casino', BY_ROUTE)).toBe('WELCOME_CASINO');
    expect(preselectedBonus('/casino/orchard-stars', BY_ROUTE)).toBe('WELCOME_CASINO');
    expect(preselectedBonus('/casino/vip/x', BY_ROUTE)).toBe('NO_BONUS');
    expect(preselectedBonus('/casinos', BY_ROUTE)).toBeUndefined();
    expect(preselectedBonus('/line', BY_ROUTE)).toBeUndefined();
    expect(preselectedBonus('/line', { ...BY_ROUTE, '/': 'WELCOME_SPORT' })).toBe('WELCOME_SPORT');
  });

  it('a promo link’s bonus query wins over the page', () => {
    expect(preselectedBonus('/casino', BY_ROUTE, 'welcome_sport')).toBe('welcome_sport');
    expect(preselectedBonus('/casino', BY_ROUTE, '  ')).toBe('WELCOME_CASINO');
  });
});

describe('withPreselectedBonus', () => {
  const field: FormField = {
    name: 'bonus_choice',
    type: 'select',
    options: [
      { id: 0, name: 'Sport', code: 'WELCOME_SPORT', selected: true },
      { id: 1, name: 'Casino', code: 'WELCOME_CASINO' },
      { id: -1, name: 'None', code: 'NO_BONUS' },
    ],
  } as FormField;
  const selected = (fields: readonly FormField[]) => fields[0]?.options?.filter((o) => o.selected).map((o) => o.id);

  it('selects the named option alone, by code in any case or by kind id', () => {
    expect(selected(withPreselectedBonus([field], 'welcome_casino'))).toEqual([1]);
    expect(selected(withPreselectedBonus([field], '-1'))).toEqual([-1]);
  });

  it('keeps the server’s choice when nothing or an unknown bonus is named', () => {
    expect(selected(withPreselectedBonus([field], undefined))).toEqual([0]);
    expect(selected(withPreselectedBonus([field], 'WELCOME_POKER'))).toEqual([0]);
  });
});
