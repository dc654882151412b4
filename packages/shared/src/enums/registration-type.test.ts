import { describe, expect, it } from 'vitest';
import { isRegistrationType, REGISTRATION_TYPES, registrationSortKey, registrationTabIcon } from './registration-type';

describe('registration types', () => {
  it('lists the six variants, fast registration first', () => {
    expect(REGISTRATION_TYPES).toEqual(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1']);
    expect(isRegistrationType('soc_reg')).toBe(true);
    expect(isRegistrationType('email_reg')).toBe(false);
  });

  it('names the field-order config key after the variant', () => {
    expect(registrationSortKey('full_reg_v1')).toBe('full_reg_v1_sort');
  });

  it.each([
    ['fast_reg', undefined, 'fast-reg'],
    ['phone_reg', undefined, 'phone-reg'],
    ['full_reg_v1', undefined, 'full-reg-v1'],
    ['soc_reg', 'google', 'google'],
    ['soc_reg', 'vk', 'full-reg'],
    ['soc_reg', undefined, 'full-reg'],
  ] as const)('gives the %s tab (provider %s) the %s icon', (type, provider, icon) => {
    expect(registrationTabIcon(type, provider)).toBe(icon);
  });
});
