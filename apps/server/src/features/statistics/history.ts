// The engine's history as the statistics pages read it: games, seasons (the feed's season builder,
// so tables and forms agree with the feed's), a team's games and two teams' meetings.
import type { StatGame } from '@fairline/shared/wire/statistics';
import { notFound } from '../../errors';
import type { OddsProvider } from '../../trading/provider';
import type { Championship, GameInfo, Names, Team } from '../../trading/types';
import { type Feed, type Lang, nameIn, resultFor, type Season, type SeasonGame } from '../feed/feed.service';

export type Result = 'W' | 'D' | 'L';

export interface History {
  team(id: number): Team;
  champ(id: number): Championship;
  game(id: number, now: number): GameInfo;
  name(names: Names | undefined, lang: Lang): string;
  /** Seasons of a championship from the current one back, as many as exist up to `count`. */
  seasons(champId: number, count: number): Season[];
  /** The finished games of a team in the current and the previous season, newest first. */
  teamGames(team: Team): { season: Season; game: SeasonGame }[];
  fromSeason(season: Season, g: SeasonGame, lang: Lang): StatGame;
  fromInfo(g: GameInfo, lang: Lang): StatGame;
  resultOf(g: SeasonGame, teamId: number): Result;
}

export function createHistory(engine: OddsProvider, feed: Pick<Feed, 'season'>): History {
  const teams = new Map(engine.teams().map((t) => [t.id, t]));
  const champs = new Map(engine.championships().map((c) => [c.id, c]));
  const name = (names: Names | undefined, lang: Lang) => (names ? nameIn(names, lang) : '');
  const ref = (team: Team | undefined, lang: Lang) => ({ id: team?.id ?? 0, name: name(team?.name, lang) });

  const history: History = {
    team(id) {
      const team = teams.get(id);
      if (!team) throw notFound('Team');
      return team;
    },
    champ(id) {
      const champ = champs.get(id);
      if (!champ) throw notFound('Championship');
      return champ;
    },
    game(id, now) {
      const game = engine.getGame(id, now);
      if (!game) throw notFound('Game');
      return game;
    },
    name,
    seasons(champId, count) {
      const out: Season[] = [];
      for (let back = 0; back < count; back++) {
        const season = feed.season(champId, back);
        if (!season) break;
        out.push(season);
      }
      return out;
    },
    teamGames(team) {
      return history
        .seasons(team.champId, 2)
        .flatMap((season) =>
          season.games.filter((g) => g.homeId === team.id || g.awayId === team.id).map((game) => ({ season, game })),
        )
        .sort((a, b) => b.game.start - a.game.start);
    },
    fromSeason(season, g, lang) {
      const champ = champs.get(season.champId);
      return {
        id: g.constId,
        start: new Date(g.start).toISOString(),
        champ: { id: season.champId, name: name(champ?.name, lang) },
        sport_id: champ?.sportId ?? 0,
        season: season.season,
        round: g.roundInSeason,
        home: ref(teams.get(g.homeId), lang),
        away: ref(teams.get(g.awayId), lang),
        score: { home: g.s1, away: g.s2 },
      };
    },
    fromInfo(g, lang) {
      return {
        id: g.constId,
        start: new Date(g.start).toISOString(),
        champ: { id: g.champId, name: name(champs.get(g.champId)?.name, lang) },
        sport_id: g.sportId,
        season: g.season,
        round: g.round,
        home: ref(g.home, lang),
        away: ref(g.away, lang),
        score: g.phase === 'finished' && g.SC ? { home: g.SC.FS.S1, away: g.SC.FS.S2 } : null,
      };
    },
    resultOf: (g, teamId) => resultFor(g, teamId),
  };
  return history;
}
