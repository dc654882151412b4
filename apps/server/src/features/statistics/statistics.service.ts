// The statistics pages' data (issue 23, section 2; ADR 0041): forms, last games, head-to-head,
// standings and season fixtures from the engine's finished games (the feed's seasons), squads,
// line-ups and venues generated from the seed, and a game's price history.
import { statisticsPath } from '@fairline/shared/routing/statistics-paths';
import {
  type CoefficientGraph,
  type GameStatus,
  HEAD_TO_HEAD_SEASONS,
  type HeadToHead,
  type LineUps,
  type Player,
  type SeasonGames,
  type StageTable,
  type StatGame,
  type TableType,
  type TeamLastGames,
} from '@fairline/shared/wire/statistics';
import { AppError, notFound } from '../../errors';
import type { Clock } from '../../trading/clock';
import type { OddsProvider } from '../../trading/provider';
import type { Team } from '../../trading/types';
import { DRAW_SPORTS, type Feed, type Lang, tableOf } from '../feed/feed.service';
import { coefficientGraph } from './graph';
import { createHistory } from './history';
import { type GeneratedPlayer, lineUpOf, playerKey, SQUAD_RULES, scorersOf, squadOf, venueOf } from './squads';

const FORM_GAMES = 5;
const NEXT_GAMES = 3;
const GRAPH_CACHE = 200;

export interface StatisticsDeps {
  engine: OddsProvider & { liveIdOfLineGame(lineId: number): number | undefined };
  clock: Pick<Clock, 'now'>;
  feed: Pick<Feed, 'season'>;
  seed: number;
}

export type StatisticsService = ReturnType<typeof createStatistics>;

export function createStatistics({ engine, clock, feed, seed }: StatisticsDeps) {
  const history = createHistory(engine, feed);
  const countries = new Map(engine.countries().map((c) => [c.id, c]));
  const graphs = new Map<number, CoefficientGraph>();
  const countryName = (id: number, lang: Lang) => history.name(countries.get(id)?.name, lang);
  const ref = (team: Team, lang: Lang) => ({ id: team.id, name: history.name(team.name, lang) });
  const playerOf = (p: GeneratedPlayer, team: Team, lang: Lang): Player => ({
    id: p.id,
    name: history.name(p.name, lang),
    number: p.number,
    position: p.position,
    age: p.age,
    team: ref(team, lang),
  });

  /** A season of a championship: the current one, or one of the last few by number. */
  function seasonOf(champId: number, seasonId: number | undefined) {
    const seasons = history.seasons(champId, HEAD_TO_HEAD_SEASONS);
    const season = seasonId === undefined ? seasons[0] : seasons.find((s) => s.season === seasonId);
    if (!season) throw notFound('Season');
    return { season, seasons: seasons.map((s) => s.season) };
  }

  function lastGames(team: Team, count: number, lang: Lang): TeamLastGames {
    const games = history.teamGames(team);
    const now = clock.now();
    return {
      team: {
        ...ref(team, lang),
        sport_id: team.sportId,
        champ_id: team.champId,
        country: countryName(team.countryId, lang),
      },
      form: games
        .slice(0, FORM_GAMES)
        .map(({ game }) => history.resultOf(game, team.id))
        .reverse(),
      games: games.slice(0, count).map(({ season, game }) => ({
        ...history.fromSeason(season, game, lang),
        result: history.resultOf(game, team.id),
        is_home: game.homeId === team.id,
      })),
      next: engine
        .listGames(now, { kind: 'line', champIds: [team.champId], teamIds: [team.id] })
        .slice(0, NEXT_GAMES)
        .map((g) => history.fromInfo(g, lang)),
    };
  }

  return {
    /** `FindMainLiveByLineId`: the live id of a line game. */
    mainLive(gameId: number): number {
      const live = engine.liveIdOfLineGame(gameId);
      if (live === undefined || !engine.getGame(gameId, clock.now())) throw notFound('Game');
      return live;
    },

    status(gameId: number, lang: Lang): GameStatus {
      const g = history.game(gameId, clock.now());
      const minute = g.phase === 'live' && g.SC ? (g.SC.BR ? g.SC.CPS : `${Math.floor(g.SC.TS / 60) + 1}'`) : null;
      return {
        ...history.fromInfo(g, lang),
        phase: g.phase,
        live_id: g.liveId,
        minute,
        has_lineups: SQUAD_RULES[g.sportId] !== undefined,
      };
    },

    teamLastGames(teamId: number, count: number, lang: Lang): TeamLastGames {
      return lastGames(history.team(teamId), count, lang);
    },

    headToHead(gameId: number, lang: Lang): HeadToHead {
      const g = history.game(gameId, clock.now());
      const meetings = history
        .seasons(g.champId, HEAD_TO_HEAD_SEASONS)
        .flatMap((season) =>
          season.games
            .filter((m) => [m.homeId, m.awayId].includes(g.home.id) && [m.homeId, m.awayId].includes(g.away.id))
            .map((m) => ({ season, m })),
        )
        .sort((a, b) => b.m.start - a.m.start);
      const count = (r: 'W' | 'D' | 'L') => meetings.filter(({ m }) => history.resultOf(m, g.home.id) === r).length;
      return {
        home: ref(g.home, lang),
        away: ref(g.away, lang),
        summary: { home_wins: count('W'), draws: count('D'), away_wins: count('L') },
        games: meetings.map(({ season, m }) => history.fromSeason(season, m, lang)),
      };
    },

    stageTable(stageId: number, tt: TableType, seasonId: number | undefined, lang: Lang): StageTable {
      const champ = history.champ(stageId);
      const { season, seasons } = seasonOf(champ.id, seasonId);
      return {
        champ: { id: champ.id, name: history.name(champ.name, lang) },
        sport_id: champ.sportId,
        season: season.season,
        seasons,
        table_type: tt,
        has_draws: DRAW_SPORTS.has(champ.sportId),
        rows: tableOf(season, champ.teamIds, champ.sportId, tt).map((r, i) => ({
          position: i + 1,
          team: ref(history.team(r.teamId), lang),
          games: r.games,
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          scored: r.scored,
          conceded: r.conceded,
          points: r.points,
          form: r.form.slice(-FORM_GAMES) as ('W' | 'D' | 'L')[],
        })),
      };
    },

    /** A season's results and its published fixtures; `sportId` checks the championship's sport (cyber pages). */
    seasonGames(champId: number, seasonId: number | undefined, lang: Lang, sportId?: number): SeasonGames {
      const champ = history.champ(champId);
      if (sportId !== undefined && champ.sportId !== sportId) throw notFound('Championship');
      const { season, seasons } = seasonOf(champ.id, seasonId);
      const fixtures: StatGame[] =
        season.season === seasons[0]
          ? engine
              .listGames(clock.now(), { champIds: [champ.id] })
              .filter((g) => g.season === season.season)
              .map((g) => history.fromInfo(g, lang))
          : [];
      return {
        champ: { id: champ.id, name: history.name(champ.name, lang) },
        sport_id: champ.sportId,
        season: season.season,
        seasons,
        results: [...season.games].reverse().map((g) => history.fromSeason(season, g, lang)),
        fixtures,
      };
    },

    squad(teamId: number, lang: Lang) {
      const team = history.team(teamId);
      return { players: squadOf(seed, team).map((p) => playerOf(p, team, lang)) };
    },

    /** One player with the current season: games the team played, the player's starts and goals. */
    player(playerId: number, lang: Lang) {
      const key = playerKey(playerId);
      const team = key ? history.team(key.teamId) : undefined;
      const p = team && squadOf(seed, team).find((s) => s.id === playerId);
      if (!team || !p) throw notFound('Player');
      const games = history.teamGames(team).filter(({ season }, _, all) => season.season === all[0]?.season.season);
      const hasGoals = SQUAD_RULES[team.sportId]?.goalWeights !== undefined;
      let starts = 0;
      let goals = 0;
      for (const { game } of games) {
        const lineUp = lineUpOf(seed, team, game.constId);
        if (!lineUp?.starting.some((s) => s.id === p.id)) continue;
        starts++;
        const own = game.homeId === team.id ? game.s1 : game.s2;
        goals += scorersOf(seed, team, game.constId, own, lineUp).filter((id) => id === p.id).length;
      }
      return {
        players: [
          {
            ...playerOf(p, team, lang),
            sport_id: team.sportId,
            country: countryName(team.countryId, lang),
            season: { team_games: games.length, appearances: starts, starts, goals: hasGoals ? goals : null },
          },
        ],
      };
    },

    lineUps(gameId: number, lang: Lang): LineUps {
      const g = history.game(gameId, clock.now());
      const side = (team: Team) => {
        const lineUp = lineUpOf(seed, team, g.constId);
        if (!lineUp) return null;
        return {
          team: ref(team, lang),
          formation: lineUp.formation,
          starting: lineUp.starting.map((p) => playerOf(p, team, lang)),
          bench: lineUp.bench.map((p) => playerOf(p, team, lang)),
        };
      };
      const home = side(g.home);
      return { game_id: g.constId, available: home !== null, home, away: side(g.away) };
    },

    stadium(gameId: number, lang: Lang) {
      const g = history.game(gameId, clock.now());
      const venue = venueOf(seed, g.home, g.home.name);
      return {
        game_id: g.constId,
        name: history.name(venue.name, lang),
        city: history.name(venue.city, lang),
        country: countryName(g.home.countryId, lang),
        capacity: venue.capacity,
        surface: venue.surface,
      };
    },

    graph(gameId: number, lang: Lang): CoefficientGraph {
      const now = clock.now();
      const g = history.game(gameId, now);
      const over = g.phase === 'finished' || g.phase === 'cancelled';
      // A finished game's history never changes again.
      const graph = (over && graphs.get(g.constId)) || coefficientGraph(engine, g, now);
      if (over && !graphs.has(g.constId)) {
        if (graphs.size >= GRAPH_CACHE) graphs.delete(graphs.keys().next().value as number);
        graphs.set(g.constId, graph);
      }
      return { ...graph, home: history.name(g.home.name, lang), away: history.name(g.away.name, lang) };
    },

    countries(lang: Lang) {
      return engine.countries().map((c) => ({ id: c.id, iso: c.iso, name: history.name(c.name, lang) }));
    },

    sports(lang: Lang) {
      return engine.sports().map((s) => ({
        id: s.id,
        name: history.name(s.name, lang),
        is_cyber: s.isCyber,
        has_lineups: SQUAD_RULES[s.id] !== undefined,
      }));
    },

    /** Whether a game (by constant id) has a statistics page, and its path under the language. */
    checkLink(permanentId: number) {
      const g = engine.getGame(permanentId, clock.now());
      if (!g) return { available: false, path: null };
      const path = statisticsPath('', { kind: 'game', sportId: g.sportId, gameId: g.constId });
      return { available: true, path };
    },

    horsesRace(): never {
      // The engine runs no horse racing: every race id is unknown (ADR 0041).
      throw new AppError('NOT_FOUND', 'Race is not found');
    },
  };
}
