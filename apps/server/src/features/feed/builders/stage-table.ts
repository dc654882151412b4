// League tables from a season's results: position, games, wins/draws/losses, score for and against,
// points and form. Goal sports and handball give 3 for a win and 1 for a draw; sports without draws
// rank by wins.
import type { StageTable, StageTableId } from '@fairline/shared/wire/feed-extras';
import { AppError } from '../../../errors';
import type { CallContext } from '../feed-context';
import { compact } from '../wire/compact';
import { nameIn } from '../wire/lang';
import { type Season, type SeasonGame, seasonOf } from './season';

/** Sports whose games can end in a draw (3 points a win, 1 a draw); the others rank by wins. */
export const DRAW_SPORTS: ReadonlySet<number> = new Set([1, 2, 8, 85]);

export interface TableRow {
  teamId: number;
  games: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
  /** Last results, newest last: 'W', 'D' or 'L'. */
  form: string[];
}

export function resultFor(g: SeasonGame, teamId: number): 'W' | 'D' | 'L' {
  const own = g.homeId === teamId ? g.s1 : g.s2;
  const other = g.homeId === teamId ? g.s2 : g.s1;
  return own > other ? 'W' : own === other ? 'D' : 'L';
}

/** Which of a team's games a table counts: all, or only those at home or away. */
export type TableSide = 'total' | 'home' | 'away';

/** Table rows of a season, best first. */
export function tableOf(
  season: Season,
  teamIds: readonly number[],
  sportId: number,
  side: TableSide = 'total',
): TableRow[] {
  const rows = new Map<number, TableRow>(
    teamIds.map((id) => [
      id,
      { teamId: id, games: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0, form: [] },
    ]),
  );
  const draws = DRAW_SPORTS.has(sportId);
  for (const g of season.games) {
    for (const teamId of side === 'home' ? [g.homeId] : side === 'away' ? [g.awayId] : [g.homeId, g.awayId]) {
      const row = rows.get(teamId);
      if (!row) continue;
      const r = resultFor(g, teamId);
      row.games++;
      row.scored += g.homeId === teamId ? g.s1 : g.s2;
      row.conceded += g.homeId === teamId ? g.s2 : g.s1;
      if (r === 'W') row.won++;
      else if (r === 'D') row.drawn++;
      else row.lost++;
      row.points = draws ? 3 * row.won + row.drawn : row.won;
      row.form.push(r);
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.teamId - b.teamId,
  );
}

export const champNotFound = () => new AppError('BUSINESS', 'Championship is not found');

/** `GetStageTableZip2`: the table of a championship's current season. */
export function stageTable(ctx: CallContext, champId: number): StageTable {
  const champ = ctx.catalog.champs.get(champId);
  const season = champ && seasonOf(ctx, champId);
  if (!champ || !season) throw champNotFound();
  const rows = tableOf(season, champ.teamIds, champ.sportId);
  return compact<StageTable>({
    LI: champ.id,
    L: nameIn(champ.name, ctx.wire.lang),
    SI: champ.sportId,
    SN: nameIn(ctx.catalog.sportNames(champ.sportId), ctx.wire.lang),
    SS: season.season,
    GP: season.games.length,
    T: rows.map((r, i) =>
      compact<NonNullable<StageTable['T']>[number]>({
        P: i + 1,
        I: r.teamId,
        N: nameIn(ctx.catalog.teams.get(r.teamId)?.name ?? { en: '', ru: '' }, ctx.wire.lang),
        G: r.games,
        W: r.won,
        D: r.drawn,
        L: r.lost,
        GF: r.scored,
        GA: r.conceded,
        GD: r.scored - r.conceded,
        PT: r.points,
        F: r.form.slice(-5).join(''),
      }),
    ),
  });
}

/** `GetStageTableIds`: the championships that have a table, per sport. */
export function stageTableIds(ctx: CallContext, sports: readonly number[]): StageTableId[] {
  return [...ctx.catalog.champs.values()]
    .filter((c) => sports.length === 0 || sports.includes(c.sportId))
    .map((c) =>
      compact<StageTableId>({
        LI: c.id,
        L: nameIn(c.name, ctx.wire.lang),
        SI: c.sportId,
        SN: nameIn(ctx.catalog.sportNames(c.sportId), ctx.wire.lang),
      }),
    );
}
