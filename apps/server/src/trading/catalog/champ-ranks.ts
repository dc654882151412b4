// How much a championship draws bettors, independent of the seed: the rank the feed's top lists
// weigh games by (features/feed/builders/popularity.ts). Real bookmakers' turnover is dominated by
// a handful of leagues (the big five European football leagues, the European cups, the North
// American majors); the rest of the top divisions follow, then lower divisions and minor tours.
import type { ChampRank } from '../types';
import type { ChampSpec } from './champ-specs';

/** Championships of rank 1: the major leagues a global audience bets on most. */
const MAJOR = new Set([
  1, // England. Premier League
  3, // Spain. LaLiga
  5, // Germany. Bundesliga
  7, // Italy. Serie A
  9, // France. Ligue 1
  120, // Europe. Champions Cup
  121, // Europe. Continental Cup
  20, // Russia. Continental League (hockey)
  21, // USA. Pro Hockey League
  30, // USA. Pro Basketball League
  90, // CS2. Pro Series: the cyber sports' flagship
]);

/** 1 major, 2 another top division or tour, 3 a lower division, reserves or a minor tour. */
export function champRank(spec: ChampSpec): ChampRank {
  if (MAJOR.has(spec.id)) return 1;
  return spec.tier === 1 ? 2 : 3;
}
