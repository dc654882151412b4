// Social networks. Sign-in and registration name them differently (facebook/fb, mail/mailru), so
// each keeps its own list, verbatim.

export const SOCIAL_LOGIN_PROVIDERS = [
  'facebook',
  'google',
  'vk',
  'ok',
  'yandex',
  'mail',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];

export const SOCIAL_REGISTRATION_NETWORKS = [
  'vk',
  'ok',
  'yandex',
  'mailru',
  'telegram',
  'google',
  'fb',
  'kakaotalk',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
] as const;
export type SocialRegistrationNetwork = (typeof SOCIAL_REGISTRATION_NETWORKS)[number];

/** True when the string is a sign-in provider. */
export function isSocialLoginProvider(value: string): value is SocialLoginProvider {
  return (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(value);
}
