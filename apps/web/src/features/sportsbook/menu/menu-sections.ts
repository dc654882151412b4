import { getSport, type SportKind } from '@fairline/shared/lookups/sports';
import type { FeedSport } from '@fairline/shared/wire/feed';

export type MenuSection = Exclude<SportKind, 'dummy'>;

/** Splits the feed's sports into the menu's sections (sports, cyber, virtual), biggest first within each. */
export function menuSections(sports: readonly FeedSport[]): Record<MenuSection, FeedSport[]> {
  const sections: Record<MenuSection, FeedSport[]> = { regular: [], cyber: [], virtual: [] };
  for (const sport of sports) {
    const kind = getSport(sport.I)?.kind ?? 'regular';
    sections[kind === 'dummy' ? 'regular' : kind].push(sport);
  }
  for (const list of Object.values(sections)) list.sort((a, b) => (b.C ?? 0) - (a.C ?? 0));
  return sections;
}

/** Games in a feed: the sum of its sports' counts. */
export function totalGames(sports: readonly FeedSport[] | undefined): number {
  return (sports ?? []).reduce((sum, s) => sum + (s.C ?? 0), 0);
}
