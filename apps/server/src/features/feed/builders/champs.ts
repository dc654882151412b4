// Sports and championships with their game counts in one feed.
import type { FeedChamp, FeedSport } from '@fairline/shared/wire/feed';
import type { Championship, GameInfo } from '../../../trading/types';
import { type CallContext, isExcluded } from '../feed-context';
import { compact } from '../wire/compact';
import { nameIn } from '../wire/lang';
import { RANK_WEIGHT } from './popularity';

/** Sort weight `T`: top divisions first, then by id (lower comes first). */
export const champWeight = (c: Championship) => (c.tier === 1 ? 0 : 1000) + c.id;

/** How much a championship draws bettors: its sport's popularity × its rank weight (builders/popularity.ts). */
export function champPopularity(ctx: CallContext, champId: number): number {
  const champ = ctx.catalog.champs.get(champId);
  if (!champ) return 0;
  return (ctx.catalog.sports.get(champ.sportId)?.popularity ?? 0) * RANK_WEIGHT[champ.rank];
}

export function countByChamp(games: readonly GameInfo[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const g of games) counts.set(g.champId, (counts.get(g.champId) ?? 0) + 1);
  return counts;
}

/** A championship as `GetChampsZip` lists it. */
export function wireChamp(ctx: CallContext, c: Championship, games: number): FeedChamp {
  const sport = ctx.catalog.sportNames(c.sportId);
  const country = ctx.catalog.country(c.countryId);
  return compact<FeedChamp>({
    LI: c.id,
    L: nameIn(c.name, ctx.wire.lang),
    LE: c.name.en,
    LR: c.name.ru,
    CI: country.id,
    CN: nameIn(country.name, ctx.wire.lang),
    CE: country.name.en,
    SI: c.sportId,
    SN: nameIn(sport, ctx.wire.lang),
    SE: sport.en,
    T: champWeight(c),
    GC: games,
    GLI: c.id,
  });
}

export interface ChampListOptions {
  sports: readonly number[];
  champs?: readonly number[];
  getEmpty: boolean;
  top?: boolean;
  countryOnly?: boolean;
  country?: number | undefined;
}

/** Championships of the chosen sports with their game counts, by sort weight. */
export function champList(ctx: CallContext, games: readonly GameInfo[], o: ChampListOptions): FeedChamp[] {
  const counts = countByChamp(games);
  return [...ctx.catalog.champs.values()]
    .filter((c) => (o.sports.length === 0 || o.sports.includes(c.sportId)) && !isExcluded(ctx, c.sportId))
    .filter((c) => !o.champs || o.champs.length === 0 || o.champs.includes(c.id))
    .filter((c) => !o.top || c.tier === 1)
    .filter((c) => !o.countryOnly || !o.country || ctx.catalog.country(c.countryId).id === o.country)
    .filter((c) => o.getEmpty || (counts.get(c.id) ?? 0) > 0)
    .sort((a, b) => champWeight(a) - champWeight(b))
    .map((c) => wireChamp(ctx, c, counts.get(c.id) ?? 0));
}

/** `GetSportsShortZip`: sports with game and championship counts and their championships. */
export function sportsShort(ctx: CallContext, games: readonly GameInfo[], o: ChampListOptions): FeedSport[] {
  const counts = countByChamp(games);
  const out: FeedSport[] = [];
  for (const sport of ctx.catalog.sports.values()) {
    if ((o.sports.length > 0 && !o.sports.includes(sport.id)) || isExcluded(ctx, sport.id)) continue;
    const champs = [...ctx.catalog.champs.values()]
      .filter((c) => c.sportId === sport.id && (o.getEmpty || (counts.get(c.id) ?? 0) > 0))
      .sort((a, b) => champWeight(a) - champWeight(b));
    const gameCount = champs.reduce((s, c) => s + (counts.get(c.id) ?? 0), 0);
    if (!o.getEmpty && gameCount === 0) continue;
    out.push(
      compact<FeedSport>({
        I: sport.id,
        N: nameIn(sport.name, ctx.wire.lang),
        R: sport.name.ru,
        C: gameCount,
        CC: champs.length,
        L: champs.map((c) =>
          compact({
            LI: c.id,
            L: nameIn(c.name, ctx.wire.lang),
            LR: c.name.ru,
            SI: c.sportId,
            CI: ctx.catalog.country(c.countryId).id,
            T: champWeight(c),
            GC: counts.get(c.id) ?? 0,
          }),
        ),
      }),
    );
  }
  return out;
}
