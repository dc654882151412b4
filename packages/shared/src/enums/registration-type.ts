// Registration variants (tabs): one click, by phone, by e-mail, by social network, short and full v1.

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_reg_v1'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** True when the string names a registration variant. */
export function isRegistrationType(value: string): value is RegistrationType {
  return (REGISTRATION_TYPES as readonly string[]).includes(value);
}

/** Config key holding the field order of a registration variant, e.g. `fast_reg_sort`. */
export function registrationSortKey(type: RegistrationType): `${RegistrationType}_sort` {
  return `${type}_sort`;
}

/** Tab icon: social tabs show google's icon for google and the full-registration icon otherwise. */
export function registrationTabIcon(type: RegistrationType, socialProvider?: string): string {
  const icon = type === 'soc_reg' ? (socialProvider === 'google' ? 'google' : 'full_reg') : type;
  return icon.replaceAll('_', '-');
}
