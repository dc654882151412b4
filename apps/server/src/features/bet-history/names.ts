// Names of what a leg was placed on, in the requested language: the game's teams, sport and
// championship from the odds provider, the market from the engine's MARKET_GROUPS.
import { MARKET_GROUPS } from '../../trading/pricing/groups';
import type { OddsProvider } from '../../trading/provider';
import type { Names } from '../../trading/types';

export type NameLanguage = keyof Names;

/** The provider's languages: Russian for `ru`, Arabic for `ar` (`ar-iq`), English for anything else. */
export function nameLanguageOf(lng: string | undefined): NameLanguage {
  const tag = lng?.toLowerCase() ?? '';
  if (tag.startsWith('ru')) return 'ru';
  return tag === 'ar' || tag.startsWith('ar-') ? 'ar' : 'en';
}

/** A name in the language; English where it has no Arabic form (teams, markets). */
function nameIn(names: Names | undefined, lng: NameLanguage): string | undefined {
  return names ? (names[lng] ?? names.en) : undefined;
}

export interface MarketName {
  group: string;
  type: string;
}

const groupNames = new Map<number, Names>();
const typeNames = new Map<number, Names>();
for (const group of MARKET_GROUPS) {
  groupNames.set(group.G, group.name);
  for (const type of group.types) typeNames.set(type.T, type.name);
}

/** The market group and outcome names of G/T; a code we do not know is shown as itself. */
export function marketName(group: number, type: number, lng: NameLanguage): MarketName {
  return {
    group: nameIn(groupNames.get(group), lng) ?? `G${group}`,
    type: nameIn(typeNames.get(type), lng) ?? `T${type}`,
  };
}

export type NameSource = Pick<OddsProvider, 'sports' | 'championships' | 'getGame'>;

/** Looks names up in the provider; the catalogue maps are built on first use. */
export function createNameBook(provider: NameSource, now: () => number) {
  let sports: Map<number, Names> | undefined;
  let champs: Map<number, Names> | undefined;
  return {
    sport(id: number, lng: NameLanguage): string {
      sports ??= new Map(provider.sports().map((s) => [s.id, s.name]));
      return nameIn(sports.get(id), lng) ?? '';
    },
    champ(id: number, lng: NameLanguage): string {
      champs ??= new Map(provider.championships().map((c) => [c.id, c.name]));
      return nameIn(champs.get(id), lng) ?? '';
    },
    /** The teams of a game by its const id; the names stored with the leg when the provider forgot it. */
    teams(constId: number, lng: NameLanguage, stored: Record<string, string>): { home: string; away: string } {
      const game = provider.getGame(constId, now());
      return {
        home: nameIn(game?.home.name, lng) ?? stored.home ?? '',
        away: nameIn(game?.away.name, lng) ?? stored.away ?? '',
      };
    },
  };
}

export type NameBook = ReturnType<typeof createNameBook>;
