import type { Sport } from '@fairline/shared/lookups/sports';

/** Links of the betting pages; the route table uses the same shapes (see the report to the lead). */
export const gamePath = (lang: string, live: boolean, gameId: number) =>
  `/${lang}/${live ? 'live' : 'line'}/game/${gameId}`;

export const feedPath = (lang: string, live: boolean, sport?: Pick<Sport, 'slug'>, champId?: number) =>
  [`/${lang}/${live ? 'live' : 'line'}`, sport?.slug, sport && champId ? String(champId) : undefined]
    .filter(Boolean)
    .join('/');
