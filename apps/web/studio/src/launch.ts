/**
 * What the iframe was launched with: the game from the path (/studio/v1/<slug>), the rest from the
 * query (token and user for real money, or mode=demo with a currency; lang; theme). Nothing else is readable: the
 * frame runs in an opaque origin.
 */
export const STUDIO_GAMES = [
  'dice',
  'roulette',
  'blackjack',
  'mines',
  'plinko',
  'orchard-stars',
  'sunstone-ways',
  'crash',
] as const;
export type StudioGameSlug = (typeof STUDIO_GAMES)[number];
export type Lang = 'ru' | 'en' | 'ar';

export type Launch = {
  readonly game: StudioGameSlug | null;
  readonly lang: Lang;
  readonly theme: 'light' | 'dark' | null;
  /** Real money: the game session's token and the player it was issued to (null when the URL lacks it). */
  readonly auth:
    | { readonly kind: 'real'; readonly token: string; readonly user: string | null }
    | { readonly kind: 'demo'; readonly currency: string };
};

const asTheme = (value: unknown): Launch['theme'] => (value === 'light' || value === 'dark' ? value : null);

/** The message the game page posts when the player switches its theme after the launch. */
export const THEME_MESSAGE = 'fairline:theme';

/** The theme a `message` event asks for: only from the page that holds this frame, of our type; else null. */
export function themeFromMessage(event: Pick<MessageEvent, 'source' | 'data'>, parent: unknown): Launch['theme'] {
  if (event.source !== parent || parent === null) return null;
  const data = event.data as { type?: unknown; theme?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === THEME_MESSAGE ? asTheme(data.theme) : null;
}

const isGame = (slug: string): slug is StudioGameSlug => (STUDIO_GAMES as readonly string[]).includes(slug);

/** Reads a launch URL; an unknown game is `null` (the page says so), a missing token means demo. */
export function readLaunch(pathname: string, search: string): Launch {
  const slug = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
  const query = new URLSearchParams(search);
  const langParam = query.get('lang');
  const lang: Lang = langParam === 'ru' || langParam === 'ar' ? langParam : 'en';
  const theme = asTheme(query.get('theme'));
  const token = query.get('token');
  const currency = (query.get('currency') ?? 'EUR').toUpperCase();
  return {
    game: isGame(slug) ? slug : null,
    lang,
    theme,
    auth:
      token && query.get('mode') !== 'demo'
        ? { kind: 'real', token, user: query.get('user') || null }
        : { kind: 'demo', currency: /^[A-Z]{3,5}$/.test(currency) ? currency : 'EUR' },
  };
}
