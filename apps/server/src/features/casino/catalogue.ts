// The lobby's catalogue (ADR 0037): every game the registered providers' adapters list, and the part
// of it a brand offers in a country (its `thirdPartyCasino` group: the switch, categories, providers,
// single games hidden).
import type { ThirdPartyCasinoSettings } from '@fairline/shared/config';
import { CASINO_CATEGORIES, type CasinoLobby, type LobbyGame } from '@fairline/shared/wire/casino-lobby';
import type { CasinoProvider, ProviderAdapter, ProviderRegistry } from './providers';

/** A game with the adapter that launches it. */
export interface CatalogueEntry {
  game: LobbyGame;
  provider: CasinoProvider;
  adapter: ProviderAdapter;
}

export interface CasinoCatalogue {
  /** Every listed game of every provider with an adapter, in the providers' order. */
  all(): readonly CatalogueEntry[];
  /** A game by its lobby id (`<provider>:<slug>`), offered or not. */
  find(id: string): CatalogueEntry | undefined;
  /** The lobby a brand's configuration offers (nothing when its casino is off). */
  offer(settings: ThirdPartyCasinoSettings): CasinoLobby;
  /** Whether the configuration offers the game. */
  isOffered(settings: ThirdPartyCasinoSettings, entry: CatalogueEntry): boolean;
}

/** The lobby tile of a provider's game. */
function lobbyGameOf(provider: CasinoProvider, game: ReturnType<ProviderAdapter['games']>[number]): LobbyGame {
  return {
    id: `${provider.id}:${game.slug}`,
    provider: provider.id,
    slug: game.slug,
    name: game.name,
    category: game.category,
    rtp: game.rtp,
    has_demo: game.hasDemo,
    art_url: game.artUrl,
  };
}

/**
 * The catalogue over the registry. Adapters are asked on every read (a provider may change its list
 * while we run); the lists are small, so the cost is a few hundred objects per lobby answer.
 */
export function createCatalogue(registry: ProviderRegistry): CasinoCatalogue {
  const all = (): CatalogueEntry[] =>
    registry.list().flatMap((provider) => {
      const { adapter } = provider;
      if (!adapter) return [];
      return adapter.games().map((game) => ({ game: lobbyGameOf(provider, game), provider, adapter }));
    });

  const isOffered = (settings: ThirdPartyCasinoSettings, entry: CatalogueEntry) =>
    settings.isEnabled &&
    settings.categories.includes(entry.game.category) &&
    (settings.providers.length === 0 || settings.providers.includes(entry.provider.id)) &&
    !settings.hiddenGames.includes(entry.game.id);

  return {
    all,
    find: (id) => all().find((entry) => entry.game.id === id),
    isOffered,
    offer(settings) {
      if (!settings.isEnabled) return { enabled: false, categories: [], providers: [], games: [] };
      const offered = all().filter((entry) => isOffered(settings, entry));
      // The rail in the configured order; a category or provider with no game is left out.
      const order = settings.categories.filter((c) => CASINO_CATEGORIES.includes(c));
      const games = order.flatMap((category) => offered.filter((e) => e.game.category === category));
      const providers = registry.list().flatMap((provider) => {
        const count = games.filter((e) => e.provider.id === provider.id).length;
        return count > 0 ? [{ id: provider.id, name: provider.name, count }] : [];
      });
      return {
        enabled: true,
        categories: order.flatMap((id) => {
          const count = games.filter((e) => e.game.category === id).length;
          return count > 0 ? [{ id, count }] : [];
        }),
        providers,
        games: games.map((e) => e.game),
      };
    },
  };
}
