import type { Sport } from '@fairline/shared/lookups/sports';

/** Links of the betting pages; the route table uses the same shapes (see the report to the lead). */
export const gamePath = (lang: string, live: boolean, gameId: number) =>
  `/${lang}/${live ? 'live' : 'line'}/game/${gameId}`;

/** A games list: all, a sport's or a championship's; `cyber` keeps it in the cyber section (`/cyber/line/…`). */
export const feedPath = (lang: string, live: boolean, sport?: Pick<Sport, 'slug'>, champId?: number, cyber = false) =>
  [
    `/${lang}${cyber ? '/cyber' : ''}/${live ? 'live' : 'line'}`,
    sport?.slug,
    sport && champId ? String(champId) : undefined,
  ]
    .filter(Boolean)
    .join('/');
