// What the lobby shows (pure rules, tested on their own): the games of a category and a provider
// whose name (or provider's name) holds every word searched, and the pages' paths.
import type { CasinoCategory, LobbyGame } from '@fairline/shared/wire/casino-lobby';

export interface LobbyFilter {
  /** A category, or every game. */
  category: CasinoCategory | 'all';
  /** A provider id, or every provider. */
  provider: string | null;
  /** The search as typed (matched without case, accents or punctuation). */
  search: string;
}

/** Text as search compares it: lower case, accents and punctuation dropped (`Sunstone-Ways!` → `sunstone ways`). */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The games the filter keeps, in the catalogue's order; every searched word must start a word of the name or the provider. */
export function filterGames(
  games: readonly LobbyGame[],
  filter: LobbyFilter,
  providerNames: Readonly<Record<string, string>> = {},
): LobbyGame[] {
  const words = searchable(filter.search).split(' ').filter(Boolean);
  return games.filter((game) => {
    if (filter.category !== 'all' && game.category !== filter.category) return false;
    if (filter.provider && game.provider !== filter.provider) return false;
    if (words.length === 0) return true;
    const haystack = ` ${searchable(`${game.name} ${game.slug} ${providerNames[game.provider] ?? game.provider}`)}`;
    return words.every((word) => haystack.includes(` ${word}`));
  });
}

/** The lobby page of each category (the spec's page types): slots, live casino (our tables), crash games. */
export const CATEGORY_PATHS: Readonly<Record<CasinoCategory | 'all', string>> = {
  all: '/casino',
  slots: '/slots',
  table: '/live-casino',
  crash: '/crash-games',
  instant: '/casino?category=instant',
};

/** The category a lobby path shows (`/casino` shows all, or the `category` of its query). */
export function categoryOfPath(path: string, query: string | null): CasinoCategory | 'all' {
  const found = (Object.entries(CATEGORY_PATHS) as [CasinoCategory | 'all', string][]).find(
    ([id, p]) => id !== 'instant' && p === path,
  );
  const category = found?.[0] ?? 'all';
  if (category === 'all' && (query === 'instant' || query === 'slots' || query === 'table' || query === 'crash'))
    return query;
  return category;
}

/**
 * A game's page under the language: slots at `/slots/<slug>`, the other games at `/casino/game/<slug>`;
 * `?provider=` only when another provider has a game of the same slug.
 */
export function gamePath(
  lang: string,
  game: Pick<LobbyGame, 'slug' | 'category' | 'provider'>,
  games: readonly LobbyGame[] = [],
): string {
  const base = game.category === 'slots' ? `/${lang}/slots/${game.slug}` : `/${lang}/casino/game/${game.slug}`;
  const isShared = games.some((g) => g.slug === game.slug && g.provider !== game.provider);
  return isShared ? `${base}?provider=${encodeURIComponent(game.provider)}` : base;
}

/** The game a page's slug (and optional provider) names. */
export function findGame(games: readonly LobbyGame[], slug: string, provider: string | null): LobbyGame | undefined {
  return games.find((g) => g.slug === slug && (!provider || g.provider === provider));
}
