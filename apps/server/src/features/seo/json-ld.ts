// JSON-LD objects (schema.org) of the pages: the breadcrumb trail and a game as a SportsEvent.

export interface Crumb {
  name: string;
  url: string;
}

/** A schema.org BreadcrumbList of the trail, positions from 1. */
export function breadcrumbList(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface EventFacts {
  name: string;
  description: string;
  url: string;
  home?: string;
  away?: string;
  start?: number;
  sport?: string;
  league?: string;
  country?: string;
}

/** A schema.org SportsEvent of a game: its teams, kick-off, sport, league and place (the league's country). */
export function sportsEvent(game: EventFacts): Record<string, unknown> {
  const team = (name: string | undefined) => (name ? { '@type': 'SportsTeam', name } : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: game.name,
    ...(game.description ? { description: game.description } : {}),
    url: game.url,
    ...(game.start === undefined ? {} : { startDate: new Date(game.start).toISOString() }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: game.sport,
    homeTeam: team(game.home),
    awayTeam: team(game.away),
    competitor: [team(game.home), team(game.away)].filter(Boolean),
    superEvent: game.league ? { '@type': 'SportsEvent', name: game.league } : undefined,
    location: { '@type': 'Place', name: game.country ?? game.league ?? '' },
  };
}
