// Names of what a leg was placed on, in the requested language: the game's teams, sport and
// championship from the odds provider, the market from the engine's MARKET_GROUPS.
import { MARKET_GROUPS } from '../../trading/pricing/groups';
import type { OddsProvider } from '../../trading/provider';
import type { Names } from '../../trading/types';

export type NameLanguage = keyof Names;

/** The provider's languages: Russian for `ru`, English for anything else. */
export function nameLanguageOf(lng: string | undefined): NameLanguage {
  return lng?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
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
  return { group: groupNames.get(group)?.[lng] ?? `G${group}`, type: typeNames.get(type)?.[lng] ?? `T${type}` };
}

export type NameSource = Pick<OddsProvider, 'sports' | 'championships' | 'getGame'>;

/** Looks names up in the provider; the catalogue maps are built on first use. */
export function createNameBook(provider: NameSource, now: () => number) {
  let sports: Map<number, Names> | undefined;
  let champs: Map<number, Names> | undefined;
  return {
    sport(id: number, lng: NameLanguage): string {
      sports ??= new Map(provider.sports().map((s) => [s.id, s.name]));
      return sports.get(id)?.[lng] ?? '';
    },
    champ(id: number, lng: NameLanguage): string {
      champs ??= new Map(provider.championships().map((c) => [c.id, c.name]));
      return champs.get(id)?.[lng] ?? '';
    },
    /** The teams of a game by its const id; the names stored with the leg when the provider forgot it. */
    teams(constId: number, lng: NameLanguage, stored: Record<string, string>): { home: string; away: string } {
      const game = provider.getGame(constId, now());
      return {
        home: game?.home.name[lng] ?? stored.home ?? '',
        away: game?.away.name[lng] ?? stored.away ?? '',
      };
    },
  };
}

export type NameBook = ReturnType<typeof createNameBook>;
